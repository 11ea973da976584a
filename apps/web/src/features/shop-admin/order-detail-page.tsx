import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { StaffShopOrder } from "@sannidhi/contracts";
import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { DeliveryAddress } from "../../components/delivery-address";
import { Fact } from "../../components/fact";
import { Loading } from "../../components/loading";
import { PageHeader } from "../../layouts/admin/page-header";
import { errorMessage } from "../../lib/http";
import { OrderStatusChip } from "../shop/order-status-chip";
import { cancelStaffOrder, dispatchOrder, shopAdminKeys, useStaffOrder } from "./staff-shop-api";

/** `/shop/orders/:id` (issue 13): one order for the temple's staff — pack, dispatch, cancel. */
export default function StaffOrderPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation(["shop-admin", "shop"]);
  const order = useStaffOrder(id);
  const [dialog, setDialog] = useState<"dispatch" | "cancel" | null>(null);
  if (order.isPending) return <Loading />;
  if (order.isError) return <Alert severity="error">{errorMessage(order.error)}</Alert>;
  const o = order.data;
  const money = (p: number) => formatMoney(p, i18n.language);
  return (
    <Card>
      <PageHeader
        title={t("order.title", { number: o.orderNo })}
        action={<OrderStatusChip status={o.status} />}
      />
      <CardContent>
        <Stack spacing={2}>
          <Stack spacing={1}>
            <Fact label={t("orders.temple")}>{o.temple.name}</Fact>
            <Fact label={t("orders.devotee")}>
              {[o.devotee.name, o.devotee.mobile].filter(Boolean).join(" · ")}
            </Fact>
            <Fact label={t("orders.placed")}>{formatDateTime(o.createdAt, i18n.language)}</Fact>
            {o.paidAt && (
              <Fact label={t("order.paid")}>{formatDateTime(o.paidAt, i18n.language)}</Fact>
            )}
            {o.dispatchedAt && (
              <Fact label={t("order.dispatched")}>
                {`${formatDateTime(o.dispatchedAt, i18n.language)} · ${o.courier ?? ""} ${o.trackingNo ?? ""}`}
              </Fact>
            )}
            {o.cancelledAt && (
              <Fact
                label={t("order.cancelled")}
              >{`${formatDateTime(o.cancelledAt, i18n.language)} · ${o.cancelReason ?? ""}`}</Fact>
            )}
            {o.refund && (
              <Fact
                label={t("order.refund")}
              >{`${money(o.refund.amountPaise)} · ${t(`shop:refund.${o.refund.status}`)}`}</Fact>
            )}
          </Stack>
          <Box>
            <Typography component="h2" variant="h6">
              {t("order.pack")}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {o.lines.map((l) => (
                <li key={l.productId}>{`${l.amount} × ${l.title} — ${money(l.linePaise)}`}</li>
              ))}
            </Box>
            <Typography sx={{ mt: 1, fontWeight: 700 }}>
              {t("order.total", { amount: money(o.totalPaise) })}
            </Typography>
          </Box>
          <DeliveryAddress heading={t("order.shipTo")} address={o.address} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            {o.status === "processing" && (
              <Button variant="contained" onClick={() => setDialog("dispatch")}>
                {t("order.dispatch")}
              </Button>
            )}
            {(o.status === "pending" ||
              o.status === "processing" ||
              (o.status === "cancelled" && o.refund?.status === "pending")) && (
              <Button color="error" variant="outlined" onClick={() => setDialog("cancel")}>
                {o.status === "cancelled" ? t("order.retryRefund") : t("order.cancel")}
              </Button>
            )}
            {o.invoiceId && (
              <Link
                component={RouterLink}
                to={`/invoices/${o.invoiceId}`}
                sx={{ alignSelf: "center" }}
              >
                {t("order.invoice")}
              </Link>
            )}
            <Button component={RouterLink} to="/shop/orders">
              {t("orders.title")}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <ActionDialog order={o} kind={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}

/** Dispatch (courier and tracking number) or cancel (a reason the devotee will read). */
function ActionDialog({
  order,
  kind,
  onClose,
}: {
  order: StaffShopOrder;
  kind: "dispatch" | "cancel" | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("shop-admin");
  const queryClient = useQueryClient();
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFirst("");
    setSecond("");
    setError(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const after =
        kind === "dispatch"
          ? await dispatchOrder(order.id, { courier: first, trackingNo: second })
          : await cancelStaffOrder(order.id, { reason: first });
      queryClient.setQueryData(shopAdminKeys.order(order.id), after);
      void queryClient.invalidateQueries({ queryKey: ["shop-admin", "orders"] });
      close();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={kind !== null}
      onClose={busy ? undefined : close}
      aria-labelledby="order-action-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="order-action-title">
        {kind === "dispatch" ? t("order.dispatch") : t("order.cancel")}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === "cancel" && <Alert severity="warning">{t("order.cancelNote")}</Alert>}
          <TextField
            label={kind === "dispatch" ? t("order.courier") : t("order.reason")}
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: kind === "dispatch" ? 60 : 200 } }}
          />
          {kind === "dispatch" && (
            <TextField
              label={t("order.trackingNo")}
              value={second}
              onChange={(e) => setSecond(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t("back")}
        </Button>
        <Button
          variant="contained"
          color={kind === "cancel" ? "error" : "primary"}
          onClick={submit}
          disabled={busy || !first.trim()}
        >
          {kind === "dispatch" ? t("order.confirmDispatch") : t("order.confirmCancel")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
