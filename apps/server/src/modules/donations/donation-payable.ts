import type { PayableHandler } from "../payments/payable.js";
import { paidPayment } from "../payments/payments.repository.js";
import { afterPaid, applyPaid } from "./donations.service.js";

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

  async afterPaid(deps, id) {
    await afterPaid(deps, id);
  },

  async refundDue() {
    return null;
  },

  async markRefunded() {
    return false;
  },
};
