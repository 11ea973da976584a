import { Chip } from "@mui/material";
import type { BookingStatus } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";

const COLOURS: Record<BookingStatus, "default" | "success" | "info" | "warning" | "error"> = {
  pending_payment: "warning",
  confirmed: "info",
  performed: "success",
  cancelled: "default",
  refunded: "default",
  expired: "default",
};

/** A booking's status in the reader's language (`booking-terms:status.<status>`). */
export function StatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation("booking-terms");
  return <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />;
}
