/**
 * Cancellation and refund policy (spec section 9). One module, read by the policy pages and by
 * the booking rules, so the words a devotee reads can never disagree with what the code does.
 */
export const POLICY = {
  /** Orders may be cancelled within this many minutes of booking. */
  cancellationWindowMinutes: 15,
  /** After this many minutes a cancellation carries the penalty below. */
  penaltyFreeMinutes: 1,
  /** Penalty, in percent of the order amount, for a cancellation after the free minute. */
  latePenaltyPercent: 100,
  /** Refunds go up to this percent of the order amount. */
  maxRefundPercent: 100,
  /** Requests to withdraw personal data take effect within this many business days. */
  dataWithdrawalBusinessDays: 5,
  /** Phone numbers are Indian (spec section 9). */
  phonePrefix: "+91",
} as const;

/**
 * Refund, in paise, for cancelling an order of `amountPaise` placed `elapsedMs` ago.
 * Null when cancellation is no longer allowed.
 */
export function refundFor(amountPaise: number, elapsedMs: number): number | null {
  const minutes = elapsedMs / 60_000;
  if (minutes > POLICY.cancellationWindowMinutes) return null;
  const penalty = minutes <= POLICY.penaltyFreeMinutes ? 0 : POLICY.latePenaltyPercent;
  const percent = Math.min(POLICY.maxRefundPercent, 100 - penalty);
  return Math.floor((amountPaise * percent) / 100);
}
