import CloseIcon from "@mui/icons-material/Close";
import UploadIcon from "@mui/icons-material/Upload";
import { Alert, Box, Button, DialogContentText, IconButton, LinearProgress } from "@mui/material";
import { MEDIA_TYPES } from "@sannidhi/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { uploadMedia } from "../cms/upload-media";
import { ActionDialog } from "./action-dialog";
import { useBookingAction } from "./staff-bookings-api";

/**
 * Mark performed with an optional photo (issue 6, "proof of pooja"): the photo goes through the
 * media API first, as the CMS image field does, then its URL with the performed call.
 */
export function PerformedDialog({
  bookingId,
  receipt,
  open,
  onClose,
  onDone,
}: {
  bookingId: string;
  receipt: string;
  open: boolean;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation("staff-bookings");
  const inputId = useId();
  const action = useBookingAction(bookingId);
  const [photo, setPhoto] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    try {
      const media = await uploadMedia(file, setProgress);
      setPhoto(media.url);
    } catch (err) {
      setUploadError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };
  const confirm = () =>
    action.mutate(
      { kind: "performed", ...(photo ? { photoUrl: photo } : {}) },
      {
        onSuccess: () => {
          onDone(t("performed.done"));
          setPhoto(null);
          onClose();
        },
      },
    );

  return (
    <ActionDialog
      open={open}
      title={t("actions.markPerformedFor", { receipt })}
      onClose={onClose}
      onConfirm={confirm}
      pending={action.isPending}
      error={action.error}
      confirmLabel={t("actions.markPerformed")}
      confirmDisabled={progress !== null}
    >
      <DialogContentText sx={{ mb: 2 }}>{t("performed.intro")}</DialogContentText>
      {photo ? (
        <Box sx={{ position: "relative", width: 200 }}>
          <Box
            component="img"
            src={photo}
            alt={t("detail.photoAlt")}
            sx={{ width: 200, height: 140, objectFit: "cover", borderRadius: 1 }}
          />
          <IconButton
            size="small"
            aria-label={t("performed.remove")}
            onClick={() => setPhoto(null)}
            sx={{ position: "absolute", top: 4, right: 4, bgcolor: "background.paper" }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={progress !== null}
        >
          {t("performed.choose")}
          <input
            id={inputId}
            type="file"
            hidden
            aria-label={t("performed.photo")}
            accept={MEDIA_TYPES.join(",")}
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
          aria-label={t("performed.uploading")}
          sx={{ mt: 2 }}
        />
      )}
      {uploadError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {uploadError}
        </Alert>
      )}
    </ActionDialog>
  );
}
