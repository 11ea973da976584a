import CloseIcon from "@mui/icons-material/Close";
import { Alert, AlertTitle, Box, DialogContentText, IconButton } from "@mui/material";
import { slotStartsAt } from "@sannidhi/contracts";
import { formatDate } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../lib/http";
import { useNowAcross } from "../../lib/use-now-across";
import { UploadButton, UploadProgress, useMediaUpload } from "../cms/media-upload";
import { ActionDialog, type BookingActionProps } from "./action-dialog";
import { useBookingAction } from "./staff-bookings-api";

/** The server's answer to "performed" before the slot (decision 232). */
const tooEarly = (err: unknown) =>
  err instanceof HttpError && typeof err.body === "object" && err.body.code === "NOT_YET_HELD";

/**
 * Mark performed with an optional photo (issue 6, "proof of pooja"): the photo goes through the
 * media API first, as the CMS image field does, then its URL with the performed call. Before the
 * slot starts it says why it cannot yet (issue 38, decision 232), in the staff's language, and
 * offers nothing to confirm; it changes by itself when the slot starts.
 */
export function PerformedDialog({
  bookingId,
  receipt,
  date,
  slot,
  open,
  onClose,
  onDone,
}: { bookingId: string; receipt: string; date: string; slot: string } & BookingActionProps) {
  const { t, i18n } = useTranslation("staff-bookings");
  const action = useBookingAction(bookingId);
  const startsAt = slotStartsAt(date, slot).getTime();
  const now = useNowAcross([startsAt]);
  const early = now < startsAt || tooEarly(action.error);
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
      error={tooEarly(action.error) ? null : action.error}
      confirmLabel={t("actions.markPerformed")}
      confirmDisabled={early || upload.progress !== null}
    >
      {early ? (
        <Alert severity="info">
          <AlertTitle>{t("performed.notYetTitle")}</AlertTitle>
          {t("performed.notYet", {
            time: slot,
            date: formatDate(`${date}T12:00:00+05:30`, i18n.language, { dateStyle: "long" }),
          })}
        </Alert>
      ) : (
        <PhotoPicker photo={photo} setPhoto={setPhoto} upload={upload} />
      )}
    </ActionDialog>
  );
}

/** The optional proof photo: chosen, uploaded, shown, removable. */
function PhotoPicker({
  photo,
  setPhoto,
  upload,
}: {
  photo: string | null;
  setPhoto(url: string | null): void;
  upload: ReturnType<typeof useMediaUpload>;
}) {
  const { t } = useTranslation("staff-bookings");
  return (
    <>
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
    </>
  );
}
