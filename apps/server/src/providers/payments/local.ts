import { randomBytes } from "node:crypto";
import { hmacHex } from "./signatures.js";
import type { PaymentProvider } from "./types.js";

/**
 * The development provider: no money moves. Its checkout page (`/app/checkout/:bookingId`)
 * succeeds or fails on the devotee's choice and posts the outcome with the HMAC the server gave
 * it, so only orders this server created can be completed. Refunds succeed at once.
 */
export function localProvider(secret: string): PaymentProvider & {
  sign(orderId: string, bookingId: string): string;
} {
  const sign = (orderId: string, bookingId: string) => hmacHex(secret, `${orderId}|${bookingId}`);
  return {
    name: "local",
    sign,
    async createOrder({ bookingId }) {
      const orderId = `local_order_${randomBytes(9).toString("base64url")}`;
      return { orderId, keyId: null, signature: sign(orderId, bookingId) };
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
