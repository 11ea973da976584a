import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import type { ShopOrder } from "@sannidhi/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/loading";
import { formatDateTime, formatMoney } from "../../lib/format";
import { errorMessage } from "../../lib/http";
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (p: number) => formatMoney(p, i18n.language);
  useEffect(() => {
    if (open) void fresh.refetch();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const after = await cancelOrder(order.id);
      queryClient.setQueryData(shopKeys.order(order.id), after);
      void queryClient.invalidateQueries({ queryKey: ["shop", "orders"] });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const p = fresh.data?.cancel;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="cancel-order-title">
      <DialogTitle id="cancel-order-title">{t("cancel.title")}</DialogTitle>
      <DialogContent>
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
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("cancel.keep")}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={busy || !p?.cancellable || fresh.isFetching}
        >
          {t("cancel.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
