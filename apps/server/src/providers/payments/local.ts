import { randomBytes } from "node:crypto";
import { hmacHex } from "./signatures.js";
import type { PaymentProvider } from "./types.js";

/**
 * The development provider: no money moves. Its checkout pages (`/app/checkout/:bookingId`,
 * `/app/orders/:id`) succeed or fail on the devotee's choice and post the outcome with the HMAC
 * the server gave them, so only orders this server created can be completed. Refunds succeed at
 * once.
 */
export function localProvider(secret: string): PaymentProvider & {
  sign(orderId: string, payableId: string): string;
} {
  const sign = (orderId: string, payableId: string) => hmacHex(secret, `${orderId}|${payableId}`);
  return {
    name: "local",
    sign,
    async createOrder({ payable }) {
      const orderId = `local_order_${randomBytes(9).toString("base64url")}`;
      return { orderId, keyId: null, signature: sign(orderId, payable.id) };
    },
    async orderPayments() {
      // Local payments exist only once the checkout page reports them.
      return [];
    },
    async refund() {
      return {
        refundId: `local_refund_${randomBytes(9).toString("base64url")}`,
        status: "processed",
      };
    },
  };
}
