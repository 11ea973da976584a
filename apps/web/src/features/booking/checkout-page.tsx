import { Alert, Button, Container, Link, Paper, Stack, Typography } from "@mui/material";
import type { Booking, PaymentOrder } from "@sannidhi/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useNavigate, useParams } from "react-router";
import { Loading } from "../../components/loading";
import { formatDate, formatMoney } from "../../lib/format";
import { errorMessage } from "../../lib/http";
import { PublicFrame } from "../public/public-frame";
import {
  completeLocalPayment,
  errorCode,
  useBooking,
  usePaymentOrder,
  verifyRazorpay,
} from "./booking-api";
import { loadRazorpay } from "./razorpay";
import { RequireDevotee } from "./require-devotee";
import { Fact } from "./review-step";
import { mmss, useCountdown } from "./use-countdown";

/** /app/checkout/:bookingId — pay for a held booking before the hold lapses. */
export default function CheckoutPage() {
  const { t } = useTranslation("booking");
  return (
    <PublicFrame>
      <Container sx={{ py: 3, maxWidth: "40rem !important" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t("checkout.title")}
        </Typography>
        <RequireDevotee>
          <Checkout />
        </RequireDevotee>
      </Container>
    </PublicFrame>
  );
}

function Checkout() {
  const { bookingId = "" } = useParams();
  const { t, i18n } = useTranslation("booking");
  const booking = useBooking(bookingId);
  const payable = booking.data?.status === "pending_payment";
  const order = usePaymentOrder(bookingId, payable);
  const left = useCountdown(booking.data?.holdExpiresAt);

  if (booking.isPending) return <Loading />;
  if (booking.isError) return <Alert severity="error">{errorMessage(booking.error)}</Alert>;
  const b = booking.data;
  if (b.status !== "pending_payment" && b.status !== "expired") {
    return <Navigate to={`/app/bookings/${b.id}`} replace />;
  }
  const expired = b.status === "expired" || left === 0 || errorCode(order.error) === "HOLD_EXPIRED";

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Fact label={t("facts.pooja")}>{b.pooja.name}</Fact>
          <Fact label={t("facts.temple")}>{`${b.temple.name}, ${b.temple.town}`}</Fact>
          <Fact label={t("facts.date")}>
            {`${formatDate(`${b.date}T12:00:00+05:30`, i18n.language)} · ${b.slot}`}
          </Fact>
          <Fact label={t("facts.participants")}>{b.participants.length}</Fact>
          <Fact label={t("facts.amount")}>{formatMoney(b.amountPaise, i18n.language)}</Fact>
        </Stack>
      </Paper>
      {expired ? (
        <Alert severity="warning" role="alert">
          {t("checkout.expired")}{" "}
          <Link component={RouterLink} to={`/app/temples/${b.temple.slug}/book/${b.pooja.id}`}>
            {t("checkout.bookAgain")}
          </Link>
        </Alert>
      ) : (
        <>
          {left !== null && (
            <Typography role="timer" aria-live="off">
              {t("checkout.holdLeft", { time: mmss(left) })}
            </Typography>
          )}
          {order.isPending ? (
            <Loading />
          ) : order.isError ? (
            <Alert severity="error">{errorMessage(order.error)}</Alert>
          ) : order.data.provider === "local" ? (
            <LocalCheckout order={order.data} booking={b} />
          ) : (
            <RazorpayCheckout order={order.data} booking={b} />
          )}
        </>
      )}
    </Stack>
  );
}

function usePaid(booking: Booking) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ["booking"] });
    navigate(`/app/bookings/${booking.id}`, { replace: true });
  };
}

/** The local provider's checkout (development and tests): succeed or fail on purpose. */
function LocalCheckout({ order, booking }: { order: PaymentOrder; booking: Booking }) {
  const { t, i18n } = useTranslation("booking");
  const paid = usePaid(booking);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pay = async (outcome: "success" | "failure") => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await completeLocalPayment(order, outcome);
      if (res.status === "confirmed") return await paid();
      setMessage(t("checkout.failed"));
    } catch (err) {
      setMessage(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="note">
        {t("checkout.localNote")}
      </Alert>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={busy} onClick={() => pay("success")}>
        {t("checkout.pay", { amount: formatMoney(order.amountPaise, i18n.language) })}
      </Button>
      <Button variant="outlined" color="error" disabled={busy} onClick={() => pay("failure")}>
        {t("checkout.simulateFailure")}
      </Button>
    </Stack>
  );
}

/** Razorpay Checkout: the script loads on this page only, and its answer is verified by us. */
function RazorpayCheckout({ order, booking }: { order: PaymentOrder; booking: Booking }) {
  const { t, i18n } = useTranslation("booking");
  const paid = usePaid(booking);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    // Start fetching the script while the devotee reads the summary.
    loadRazorpay().catch(() => {});
  }, []);
  const open = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const Razorpay = await loadRazorpay();
      const checkout = new Razorpay({
        key: order.keyId,
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: order.currency,
        name: t("common:appName"),
        description: `${booking.pooja.name} — ${booking.temple.name}`,
        handler: async (response: {
          razorpay_order_id: string;
          razorpay_payment_id: string;
          razorpay_signature: string;
        }) => {
          try {
            const res = await verifyRazorpay(response);
            if (res.status === "confirmed") return await paid();
            setMessage(t("checkout.failed"));
          } catch (err) {
            setMessage(errorMessage(err));
          }
          setBusy(false);
        },
        modal: { ondismiss: () => setBusy(false) },
      });
      checkout.on("payment.failed", () => setMessage(t("checkout.failed")));
      checkout.open();
    } catch (err) {
      setMessage(err instanceof Error ? t("checkout.providerDown") : errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={busy} onClick={open}>
        {t("checkout.pay", { amount: formatMoney(order.amountPaise, i18n.language) })}
      </Button>
    </Stack>
  );
}
