import { Typography } from "@mui/material";
import type { Booking } from "@sannidhi/contracts";
import { POLICY, refundFor } from "@sannidhi/contracts/policy";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { useNowAcross } from "../../lib/use-now-across";

const MINUTE = 60_000;

/**
 * What cancelling a booking gives back, and until when (issue 37: "cancellation reads as a
 * 15-minute grace period but refunds ₹0 after the first minute"). Worked out from POLICY with
 * `refundFor` — the function the server refunds by — from the booking's own time, so the words
 * and the refund cannot disagree; the server's preview still has the last word when the devotee
 * confirms.
 */
export function cancelTerms(b: Pick<Booking, "createdAt" | "amountPaise">, now: number) {
  const created = Date.parse(b.createdAt);
  const fullUntil = created + POLICY.penaltyFreeMinutes * MINUTE;
  const deadline = created + POLICY.cancellationWindowMinutes * MINUTE;
  return {
    fullUntil,
    deadline,
    /** The refund if cancelled at `now`; null once cancelling is no longer possible. */
    refundNow: refundFor(b.amountPaise, now - created),
    /** The refund once the full-refund minute has passed. */
    refundLater: refundFor(b.amountPaise, fullUntil + 1 - created) ?? 0,
  };
}

/** A moment to the second, in India's time: the full-refund minute is counted in seconds. */
export const clockTime = (at: number, language: string) =>
  formatDate(new Date(at), language, { hour: "numeric", minute: "2-digit", second: "2-digit" });

/**
 * Before paying (checkout): what cancelling will give back once paid — the minute for a full
 * refund runs from the booking, not from the payment.
 */
export function RefundBeforePaying({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const terms = cancelTerms(booking, Date.now());
  const now = useNowAcross([terms.fullUntil]);
  const later = formatMoney(terms.refundLater, lang);
  return (
    <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
      {now < terms.fullUntil
        ? t("checkout.refundUntil", { time: clockTime(terms.fullUntil, lang), later })
        : t("checkout.refundPassed", { later })}
    </Typography>
  );
}

/**
 * On a booking: what cancelling gives back now and until when, and the cancel button's words
 * ("Cancel without refund" when it gives back nothing). Null when it cannot be cancelled.
 */
export function useCancelNow(b: Booking) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const terms = cancelTerms(b, Date.now());
  const now = useNowAcross([terms.fullUntil, terms.deadline]);
  if (b.status === "pending_payment") return { text: null, button: t("cancelNow.buttonUnpaid") };
  if (b.status !== "confirmed") return null;
  const refund = refundFor(b.amountPaise, now - Date.parse(b.createdAt));
  if (refund === null) return { text: t("cancel.notCancellable"), button: null };
  const amount = formatMoney(b.amountPaise, lang);
  if (refund >= b.amountPaise) {
    return {
      text: t("cancelNow.full", {
        time: clockTime(terms.fullUntil, lang),
        amount,
        later: formatMoney(terms.refundLater, lang),
      }),
      button: t("cancelNow.buttonFull"),
    };
  }
  return {
    text: t("cancelNow.partial", {
      refund: formatMoney(refund, lang),
      amount,
      time: clockTime(terms.deadline, lang),
    }),
    button:
      refund === 0
        ? t("cancelNow.buttonNone")
        : t("cancelNow.buttonPartial", { refund: formatMoney(refund, lang) }),
  };
}
