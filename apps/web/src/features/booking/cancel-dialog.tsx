import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from "@mui/material";
import type { Booking } from "@sannidhi/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/loading";
import { formatDateTime, formatMoney } from "../../lib/format";
import { errorMessage } from "../../lib/http";
import { bookingKeys, cancelBooking, useCancelPreview } from "./booking-api";

/**
 * Cancelling shows the refund first (`cancel-preview`: what POLICY gives back at this minute)
 * and cancels only when the devotee confirms having read it (issue 6).
 */
export function CancelDialog({
  booking,
  open,
  onClose,
}: {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("booking");
  const queryClient = useQueryClient();
  const preview = useCancelPreview(booking.id, open);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (paise: number) => formatMoney(paise, i18n.language);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const after = await cancelBooking(booking.id);
      queryClient.setQueryData(bookingKeys.one(booking.id), after);
      void queryClient.invalidateQueries({ queryKey: ["booking", "mine"] });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const p = preview.data;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="cancel-title">
      <DialogTitle id="cancel-title">{t("cancel.title")}</DialogTitle>
      <DialogContent>
        {preview.isPending ? (
          <Loading />
        ) : preview.isError ? (
          <Alert severity="error">{errorMessage(preview.error)}</Alert>
        ) : p?.cancellable && booking.status === "pending_payment" ? (
          <DialogContentText>{t("cancel.unpaid")}</DialogContentText>
        ) : p?.cancellable && p.refundPaise !== null ? (
          <>
            <DialogContentText>
              {t("cancel.refund", { refund: money(p.refundPaise), amount: money(p.amountPaise) })}
            </DialogContentText>
            {p.refundPaise < p.amountPaise && (
              <Typography sx={{ mt: 1 }} color="warning.main">
                {t("cancel.penalty")}
              </Typography>
            )}
            <DialogContentText sx={{ mt: 1 }}>
              {t("cancel.deadline", { at: formatDateTime(p.deadline, i18n.language) })}
            </DialogContentText>
          </>
        ) : (
          <Alert severity="info">{p?.reason ?? t("cancel.notCancellable")}</Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("cancel.keep")}
        </Button>
        {p?.cancellable && (
          <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
            {t("cancel.confirm")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
