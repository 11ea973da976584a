import { DialogContentText, TextField } from "@mui/material";
import type { StaffBooking } from "@sannidhi/contracts";
import { formatMoney } from "@sannidhi/site/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionDialog, type BookingActionProps } from "./action-dialog";
import { useBookingAction } from "./staff-bookings-api";

/** Rupees typed by a person ("1,250.50") → paise, or null when it is not an amount. */
export function toPaise(text: string): number | null {
  const clean = text.replace(/[,\s₹]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/**
 * Staff refund (issue 6): the amount starts at everything the devotee paid; the server cancels
 * the booking and refunds through the provider. Its answer — or its error — is shown here.
 */
export function RefundDialog({
  booking,
  open,
  onClose,
  onDone,
}: { booking: StaffBooking } & BookingActionProps) {
  const { t, i18n } = useTranslation("staff-bookings");
  const lng = i18n.language;
  const [text, setText] = useState((booking.amountPaise / 100).toFixed(2));
  const action = useBookingAction(booking.id);
  const paise = toPaise(text);
  const valid = paise !== null && paise >= 1 && paise <= booking.amountPaise;
  const max = formatMoney(booking.amountPaise, lng);

  const confirm = () => {
    if (!valid) return;
    action.mutate(
      { kind: "refund", amountPaise: paise },
      {
        onSuccess: (b) => {
          onDone(t("refund.done", { amount: formatMoney(b.refund?.amountPaise ?? paise, lng) }));
          onClose();
        },
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      title={t("refund.title", { receipt: booking.receiptNumber })}
      onClose={onClose}
      onConfirm={confirm}
      pending={action.isPending}
      error={action.error}
      confirmLabel={
        valid ? t("refund.confirm", { amount: formatMoney(paise, lng) }) : t("actions.refund")
      }
      confirmDisabled={!valid}
      confirmColor="error"
    >
      <DialogContentText sx={{ mb: 2 }}>{t("refund.intro")}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        label={t("refund.amount")}
        value={text}
        onChange={(e) => {
          action.reset();
          setText(e.target.value);
        }}
        error={!valid}
        helperText={valid ? t("refund.max", { amount: max }) : t("refund.invalid", { amount: max })}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
    </ActionDialog>
  );
}
