import UploadIcon from "@mui/icons-material/Upload";
import { Button, LinearProgress, type SxProps } from "@mui/material";
import { MEDIA_TYPES } from "@sannidhi/contracts";
import { useId, useState } from "react";
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
