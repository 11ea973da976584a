import { Chip } from "@mui/material";
import type { BookingStatus } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";

const COLOURS: Record<BookingStatus, "default" | "success" | "warning" | "error" | "info"> = {
  pending_payment: "warning",
  confirmed: "success",
  performed: "info",
  cancelled: "default",
  refunded: "default",
  expired: "default",
};

/**
 * A booking's state in the reader's language (`booking-terms:status.*`), coloured the same for
 * the devotee and the temple's staff.
 */
export function StatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation("booking-terms");
  return <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />;
}
