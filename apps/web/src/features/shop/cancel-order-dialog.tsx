import { Alert, DialogContentText } from "@mui/material";
import type { ShopOrder } from "@sannidhi/contracts";
import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CancelDialogFrame } from "../../components/cancel-dialog-frame";
import { Loading } from "../../components/loading";
import { cancelOrder, shopKeys, useOrder } from "./shop-api";

/**
 * Cancelling shows the refund first — what POLICY (spec section 9) gives back at this minute,
 * read afresh when the dialog opens — and cancels only on confirmation.
 */
export function CancelOrderDialog({
  order,
  open,
  onClose,
}: {
  order: ShopOrder;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("shop");
  const queryClient = useQueryClient();
  const fresh = useOrder(order.id);
  const money = (p: number) => formatMoney(p, i18n.language);
  useEffect(() => {
    if (open) void fresh.refetch();
  }, [open]);

  const p = fresh.data?.cancel;
  return (
    <CancelDialogFrame
      id="cancel-order-title"
      open={open}
      onClose={onClose}
      title={t("cancel.title")}
      keepLabel={t("cancel.keep")}
      confirmLabel={t("cancel.confirm")}
      canConfirm={!!p?.cancellable && !fresh.isFetching}
      cancel={async () => {
        const after = await cancelOrder(order.id);
        queryClient.setQueryData(shopKeys.order(order.id), after);
        void queryClient.invalidateQueries({ queryKey: ["shop", "orders"] });
      }}
    >
      {fresh.isFetching || !p ? (
        <Loading />
      ) : !p.cancellable ? (
        <Alert severity="info">{p.reason}</Alert>
      ) : order.status === "pending" ? (
        <DialogContentText>{t("cancel.unpaid")}</DialogContentText>
      ) : (
        <>
          <DialogContentText>
            {t("cancel.refund", {
              refund: money(p.refundPaise ?? 0),
              amount: money(p.amountPaise),
            })}
          </DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            {t("cancel.deadline", { at: formatDateTime(p.deadline, i18n.language) })}
          </DialogContentText>
        </>
      )}
    </CancelDialogFrame>
  );
}
