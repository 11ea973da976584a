import CloseIcon from "@mui/icons-material/Close";
import { Alert, Box, DialogContentText, IconButton } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UploadButton, UploadProgress, useMediaUpload } from "../cms/media-upload";
import { ActionDialog, type BookingActionProps } from "./action-dialog";
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
}: { bookingId: string; receipt: string } & BookingActionProps) {
  const { t } = useTranslation("staff-bookings");
  const action = useBookingAction(bookingId);
  const [photo, setPhoto] = useState<string | null>(null);
  const upload = useMediaUpload(setPhoto);
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
      confirmDisabled={upload.progress !== null}
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
        <UploadButton
          label={t("performed.choose")}
          inputLabel={t("performed.photo")}
          disabled={upload.progress !== null}
          onFile={(file) => void upload.pick(file)}
        />
      )}
      <UploadProgress progress={upload.progress} label={t("performed.uploading")} sx={{ mt: 2 }} />
      {upload.failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {upload.failure}
        </Alert>
      )}
    </ActionDialog>
  );
}
