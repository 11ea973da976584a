import { Chip } from "@mui/material";
import type { ShopOrderStatus } from "@sannidhi/contracts/shop-rules";
import { useTranslation } from "react-i18next";

const COLOURS: Record<ShopOrderStatus, "default" | "success" | "warning" | "info"> = {
  pending: "warning",
  processing: "info",
  delivered: "success",
  cancelled: "default",
  refunded: "default",
};

/** An order's state in the reader's language, coloured the same for devotee and staff. */
export function OrderStatusChip({ status }: { status: ShopOrderStatus }) {
  const { t } = useTranslation("shop");
  return <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />;
}
