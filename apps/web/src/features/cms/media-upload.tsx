import UploadIcon from "@mui/icons-material/Upload";
import { Box, Button, LinearProgress, type SxProps, Typography } from "@mui/material";
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from "@sannidhi/contracts";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { uploadMedia } from "./upload-media";

/**
 * One image upload at a time through the media API: its progress (null when idle) and the last
 * failure in words. `onUploaded` receives the URL the server stored the image under.
 */
export function useMediaUpload(onUploaded: (url: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      onUploaded((await uploadMedia(file, setProgress)).url);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };
  return { progress, failure, pick };
}

/** The "choose an image" button: a labelled file input limited to the image types we accept. */
export function UploadButton({
  label,
  inputLabel,
  disabled,
  onFile,
}: {
  label: string;
  /** The file input's accessible name. */
  inputLabel: string;
  disabled?: boolean;
  onFile(file: File | undefined): void;
}) {
  const inputId = useId();
  return (
    <Button
      component="label"
      htmlFor={inputId}
      variant="outlined"
      startIcon={<UploadIcon />}
      disabled={disabled}
    >
      {label}
      <input
        id={inputId}
        type="file"
        hidden
        aria-label={inputLabel}
        accept={MEDIA_TYPES.join(",")}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
    </Button>
  );
}

/** The upload's progress bar while one is on its way. */
export function UploadProgress({
  progress,
  label,
  sx,
}: {
  progress: number | null;
  label: string;
  sx?: SxProps;
}) {
  if (progress === null) return null;
  return <LinearProgress variant="determinate" value={progress} aria-label={label} sx={sx} />;
}

/**
 * A place to drop an image file (issue 14: "the media upload: drag and drop"), around the
 * upload button, which stays the way for keyboards and phones. It outlines itself while a file
 * is dragged over it; what is dropped goes through the same `onFile` as the button.
 */
export function DropZone({
  onFile,
  children,
}: {
  onFile(file: File | undefined): void;
  children: ReactNode;
}) {
  const { t } = useTranslation("upload");
  const [over, setOver] = useState(false);
  return (
    <Box
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFile(e.dataTransfer.files[0]);
      }}
      sx={{
        border: 2,
        borderStyle: "dashed",
        borderColor: over ? "primary.main" : "divider",
        bgcolor: over ? "action.hover" : "transparent",
        borderRadius: 1,
        p: 2,
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 2,
      }}
    >
      {children}
      <Typography variant="body2" color="text.secondary">
        {t("drop", { mb: MEDIA_MAX_BYTES / 1024 / 1024 })}
      </Typography>
    </Box>
  );
}
