import { Alert, Container, Link, Paper, Stack, Typography } from "@mui/material";
import type { Booking, PaymentOrder } from "@sannidhi/contracts";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useNavigate, useParams } from "react-router";
import { Fact } from "../../components/fact";
import { Loading } from "../../components/loading";
import { PaymentPanel } from "../../components/payment-panel";
import { RequireDevotee } from "../../components/require-devotee";
import { errorMessage } from "../../lib/http";
import { mmss, useCountdown } from "../../lib/use-countdown";
import { PublicFrame } from "../public/public-frame";
import { bookingKeys, errorCode, useBooking, usePaymentOrder } from "./booking-api";
import { RefundBeforePaying } from "./cancel-terms";

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
          <RefundBeforePaying booking={b} />
          <Pay order={order} booking={b} />
        </>
      )}
    </Stack>
  );
}

function Pay({ order, booking }: { order: UseQueryResult<PaymentOrder>; booking: Booking }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PaymentPanel
      order={order}
      description={`${booking.pooja.name} — ${booking.temple.name}`}
      payable={{ bookingId: booking.id }}
      paidStatus="confirmed"
      onPaid={async () => {
        // The booking's lists and page are stale now, but not its payment order: asking for an
        // order of a confirmed booking can only answer 409 (issue 19). The booking is reloaded
        // first — confirmed, it no longer asks for an order — and only then is the order dropped;
        // dropped earlier, the page would ask for a new one while the booking still read "held".
        await queryClient.invalidateQueries({
          queryKey: ["booking"],
          predicate: (q) => q.queryKey[1] !== "order",
        });
        queryClient.removeQueries({ queryKey: bookingKeys.order(booking.id), exact: true });
        navigate(`/app/bookings/${booking.id}`, { replace: true });
      }}
    />
  );
}
