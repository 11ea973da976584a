import { Alert, DialogContentText, Typography } from "@mui/material";
import type { Booking } from "@sannidhi/contracts";
import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CancelDialogFrame } from "../../components/cancel-dialog-frame";
import { Loading } from "../../components/loading";
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
  const money = (paise: number) => formatMoney(paise, i18n.language);

  const p = preview.data;
  return (
    <CancelDialogFrame
      id="cancel-title"
      open={open}
      onClose={onClose}
      title={t("cancel.title")}
      keepLabel={t("cancel.keep")}
      // The button says what it does to the money (issue 37), as the server's preview has it.
      confirmLabel={
        booking.status === "pending_payment"
          ? t("cancelNow.buttonUnpaid")
          : p?.refundPaise === 0
            ? t("cancelNow.buttonNone")
            : p && p.refundPaise !== null && p.refundPaise < p.amountPaise
              ? t("cancelNow.buttonPartial", { refund: money(p.refundPaise) })
              : t("cancelNow.buttonFull")
      }
      showConfirm={!!p?.cancellable}
      canConfirm
      cancel={async () => {
        const after = await cancelBooking(booking.id);
        queryClient.setQueryData(bookingKeys.one(booking.id, i18n.language), after);
        void queryClient.invalidateQueries({ queryKey: ["booking", "mine"] });
      }}
    >
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
    </CancelDialogFrame>
  );
}
