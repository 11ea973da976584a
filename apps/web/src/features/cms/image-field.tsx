import CloseIcon from "@mui/icons-material/Close";
import UploadIcon from "@mui/icons-material/Upload";
import {
  Box,
  Button,
  FormHelperText,
  FormLabel,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from "@mui/material";
import { MEDIA_TYPES } from "@sannidhi/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { uploadMedia } from "./upload-media";

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
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const urls = Array.isArray(value) ? value : value ? [value] : [];

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const media = await uploadMedia(file, setProgress);
      onChange(multiple ? [...urls, media.url] : media.url);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };
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
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />}>
          {t("image.upload", { label })}
          <input
            id={inputId}
            hidden
            type="file"
            accept={MEDIA_TYPES.join(",")}
            aria-label={t("image.upload", { label })}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </Button>
      )}
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t("image.progress")}
          sx={{ mt: 1, maxWidth: 320 }}
        />
      )}
      {(failure || error) && <FormHelperText error>{failure ?? error}</FormHelperText>}
    </Box>
  );
}
