import CloseIcon from "@mui/icons-material/Close";
import { Box, FormHelperText, FormLabel, IconButton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DropZone, UploadButton, UploadProgress, useMediaUpload } from "./media-upload";

interface Props {
  label: string;
  /** One URL (image) or several (images). */
  value: string | null | string[];
  multiple?: boolean;
  error?: string;
  onChange(value: string | null | string[]): void;
}

/** Upload with a preview and a progress bar; the field keeps the URL the server returned. */
export function ImageField({ label, value, multiple, error, onChange }: Props) {
  const { t } = useTranslation("cms");
  const urls = Array.isArray(value) ? value : value ? [value] : [];
  const { progress, failure, pick } = useMediaUpload((url) =>
    onChange(multiple ? [...urls, url] : url),
  );
  const removeAt = (i: number) => onChange(multiple ? urls.filter((_, j) => j !== i) : null);

  return (
    <Box>
      <FormLabel error={!!error}>{label}</FormLabel>
      <Stack direction="row" spacing={2} sx={{ my: 1, flexWrap: "wrap" }} useFlexGap>
        {urls.map((url, i) => (
          <Box key={url} sx={{ position: "relative", width: 160 }}>
            <Box
              component="img"
              src={url}
              alt={t("image.preview", { n: i + 1 })}
              sx={{
                width: 160,
                height: 110,
                objectFit: "cover",
                borderRadius: 1,
                display: "block",
              }}
            />
            <IconButton
              size="small"
              aria-label={t("image.remove", { n: i + 1 })}
              onClick={() => removeAt(i)}
              sx={{ position: "absolute", top: 4, right: 4, bgcolor: "background.paper" }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
            <Typography variant="caption" sx={{ wordBreak: "break-all" }} data-testid="image-url">
              {url}
            </Typography>
          </Box>
        ))}
      </Stack>
      {(multiple || urls.length === 0) && (
        <DropZone onFile={(file) => void pick(file)}>
          <UploadButton
            label={t("image.upload", { label })}
            inputLabel={t("image.upload", { label })}
            onFile={(file) => void pick(file)}
          />
        </DropZone>
      )}
      <UploadProgress
        progress={progress}
        label={t("image.progress")}
        sx={{ mt: 1, maxWidth: 320 }}
      />
      {(failure || error) && <FormHelperText error>{failure ?? error}</FormHelperText>}
    </Box>
  );
}
