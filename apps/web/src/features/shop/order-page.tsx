import { Alert, Box, Button, Paper, Rating, Stack, Typography } from "@mui/material";
import type { ShopOrder } from "@sannidhi/contracts";
import { formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { DeliveryAddress } from "../../components/delivery-address";
import { Fact } from "../../components/fact";
import { Loading } from "../../components/loading";
import { PaymentPanel } from "../../components/payment-panel";
import { downloadFile } from "../../lib/download";
import { errorMessage } from "../../lib/http";
import { mmss, useCountdown } from "../../lib/use-countdown";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { OrderStatusChip } from "./order-status-chip";
import { rateProduct, shopKeys, useInvoice, useOrder, useShopPayment } from "./shop-api";
import { ShopFrame } from "./shop-frame";

/** /app/orders/:id — one order: pay it, follow it, cancel it, its invoice, rate what came. */
export default function OrderPage() {
  const { t } = useTranslation("shop");
  return (
    <ShopFrame title={t("order.title")} signIn={t("orders.signIn")} width="42rem">
      <Order />
    </ShopFrame>
  );
}

function Order() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("shop");
  const order = useOrder(id);
  const [cancelling, setCancelling] = useState(false);
  if (order.isPending) return <Loading />;
  if (order.isError) return <Alert severity="error">{errorMessage(order.error)}</Alert>;
  const o = order.data;
  const money = (p: number) => formatMoney(p, i18n.language);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography sx={{ fontSize: "1.1rem" }}>
              {t("orders.number", { number: o.orderNo })}
            </Typography>
            <OrderStatusChip status={o.status} />
          </Stack>
          <Fact label={t("order.temple")}>{`${o.temple.name}, ${o.temple.town}`}</Fact>
          <Fact label={t("order.placed")}>{formatDateTime(o.createdAt, i18n.language)}</Fact>
          {o.paidAt && (
            <Fact label={t("order.paid")}>{formatDateTime(o.paidAt, i18n.language)}</Fact>
          )}
          {o.dispatchedAt && (
            <Fact label={t("order.dispatched")}>
              {t("order.dispatchedBy", {
                at: formatDateTime(o.dispatchedAt, i18n.language),
                courier: o.courier ?? "",
              })}
            </Fact>
          )}
          {o.trackingNo && <Fact label={t("order.tracking")}>{o.trackingNo}</Fact>}
        </Stack>
      </Paper>
      {o.status === "pending" && <PayNow order={o} />}
      <Lines order={o} />
      <DeliveryAddress heading={t("address.deliverTo")} address={o.address} />
      {o.refund && (
        <Alert severity={o.refund.status === "processed" ? "success" : "info"} role="status">
          {t(`order.refund.${o.refund.status}`, { amount: money(o.refund.amountPaise) })}
        </Alert>
      )}
      {o.status === "cancelled" && (
        <Alert severity="info">
          {t(
            `order.cancelled.${o.cancelReason === "payment_window" || o.cancelReason === "devotee" || o.cancelReason === "out_of_stock" ? o.cancelReason : "temple"}`,
            { reason: o.cancelReason },
          )}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, displayPrint: "none" }}>
        {o.invoiceId && <InvoiceButton invoiceId={o.invoiceId} />}
        {o.cancel.cancellable && (
          <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
            {t("order.cancel")}
          </Button>
        )}
        <Button component={RouterLink} to="/app/orders">
          {t("orders.title")}
        </Button>
      </Stack>
      <CancelOrderDialog order={o} open={cancelling} onClose={() => setCancelling(false)} />
    </Stack>
  );
}

function PayNow({ order }: { order: ShopOrder }) {
  const { t } = useTranslation("shop");
  const queryClient = useQueryClient();
  const left = useCountdown(order.holdExpiresAt);
  const payment = useShopPayment(order.id, left !== 0);
  if (left === 0) return <Alert severity="warning">{t("order.lapsed")}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pay-title">
      <Typography id="pay-title" component="h2" variant="h6">
        {t("order.payTitle")}
      </Typography>
      {left !== null && (
        <Typography role="timer" aria-live="off" sx={{ mb: 1 }}>
          {t("order.holdLeft", { time: mmss(left) })}
        </Typography>
      )}
      <PaymentPanel
        order={payment}
        description={`${order.orderNo} — ${order.temple.name}`}
        payable={{ shopOrderId: order.id }}
        paidStatus="processing"
        onPaid={async () => {
          // As on the booking checkout (issue 19): a paid order's payment order is never
          // asked for again — that request could only answer 409. The order is reloaded first
          // (paid, it shows no payment panel), then its payment order is dropped.
          await queryClient.invalidateQueries({
            queryKey: shopKeys.all,
            predicate: (q) => q.queryKey[1] !== "payment",
          });
          queryClient.removeQueries({ queryKey: shopKeys.payment(order.id), exact: true });
        }}
      />
    </Paper>
  );
}

function Lines({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation("shop");
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const money = (p: number) => formatMoney(p, i18n.language);
  const rate = async (productId: string, rating: number | null) => {
    if (!rating) return;
    setError(null);
    try {
      await rateProduct(productId, rating);
      await queryClient.invalidateQueries({ queryKey: shopKeys.order(order.id) });
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Box component="section" aria-labelledby="lines-title">
      <Typography id="lines-title" component="h2" variant="h6">
        {t("order.items")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {order.lines.map((l) => (
          <Stack
            component="li"
            key={l.productId}
            direction="row"
            sx={{ py: 1, gap: 1, flexWrap: "wrap", justifyContent: "space-between" }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{l.title}</Typography>
              <Typography variant="body2">
                {t("order.lineDetail", { count: l.amount, price: money(l.unitPaise) })}
              </Typography>
              {order.status === "delivered" && (
                <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
                  <Typography variant="body2" id={`rate-${l.productId}`}>
                    {l.myRating ? t("order.yourRating") : t("order.rateIt")}
                  </Typography>
                  <Rating
                    name={`rate-${l.productId}`}
                    value={l.myRating}
                    readOnly={l.myRating !== null}
                    onChange={(_, v) => rate(l.productId, v)}
                    aria-labelledby={`rate-${l.productId}`}
                  />
                </Stack>
              )}
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{money(l.linePaise)}</Typography>
          </Stack>
        ))}
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack spacing={0.5} sx={{ alignItems: "flex-end", mt: 1 }}>
        <Typography>{t("totals.subtotal", { amount: money(order.subtotalPaise) })}</Typography>
        <Typography>
          {order.deliveryPaise
            ? t("totals.delivery", { amount: money(order.deliveryPaise) })
            : t("totals.freeDelivery")}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {t("totals.total", { amount: money(order.totalPaise) })}
        </Typography>
      </Stack>
    </Box>
  );
}

/** The invoice PDF, fetched with the session's token (decision 085). */
function InvoiceButton({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation("shop");
  const invoice = useInvoice(invoiceId);
  const [error, setError] = useState<string | null>(null);
  const number = invoice.data?.orderNo ?? "invoice";
  const download = async () => {
    setError(null);
    try {
      await downloadFile(`/api/invoices/${invoiceId}/pdf`, `${number.replace(/\//g, "-")}.pdf`);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={download}>
        {invoice.data ? t("order.invoiceNumbered", { number }) : t("order.invoice")}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
