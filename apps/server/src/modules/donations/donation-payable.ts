import type { PayableHandler } from "../payments/payable.js";
import { paidPayment } from "../payments/payments.repository.js";
import { applyPaid, queueThanks } from "./donations.service.js";

/**
 * A donation's payment (issue 18), on the rules of the other payables (docs/decisions/122,
 * 171): signature, webhook and idempotency are the payment machinery's; the donation only moves
 * from pending to paid, once, taking its receipt number in the same transaction. Donations are
 * not refunded through the product, so nothing is ever due back.
 */
export const donationPayable: PayableHandler = {
  kind: "donation",

  async applyPaid(tx, id, now) {
    const payment = await paidPayment(tx, { kind: "donation", id });
    return applyPaid(tx, id, payment?.provider ?? "", now);
  },

  async queueMessages(deps, tx, id) {
    await queueThanks(deps, tx, id);
  },

  // The thank-you SMS is queued in the payment's transaction (queueMessages); staff are not told.
  async afterPaid() {},

  async refundDue() {
    return null;
  },

  async markRefunded() {
    return false;
  },
};
