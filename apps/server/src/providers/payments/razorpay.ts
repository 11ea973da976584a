import { AppError } from "../../lib/errors.js";
import type { PaymentProvider, ProviderPayment } from "./types.js";

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

const TIMEOUT_MS = 10_000;

/** Razorpay Orders/Payments/Refunds REST API, basic auth with the key id and secret. */
export function razorpayProvider(cfg: RazorpayConfig): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString("base64")}`;

  async function call<T>(method: string, path: string, body?: unknown, headers = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${cfg.apiBase}${path}`, {
        method,
        headers: { authorization: auth, "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError("PAYMENT_PROVIDER", "The payment provider did not answer; try again", 502);
    }
    if (!res.ok) {
      throw new AppError(
        "PAYMENT_PROVIDER",
        `The payment provider refused the request (${res.status}); try again`,
        502,
      );
    }
    return (await res.json()) as T;
  }

  return {
    name: "razorpay",
    async createOrder({ amountPaise, receipt, payable }) {
      const note = payable.kind === "booking" ? "bookingId" : "shopOrderId";
      const order = await call<{ id: string }>("POST", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes: { [note]: payable.id },
      });
      return { orderId: order.id, keyId: cfg.keyId, signature: null };
    },
    async orderPayments(orderId) {
      const list = await call<{ items?: { id: string; status: string; amount: number }[] }>(
        "GET",
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return (list.items ?? []).map(
        (p): ProviderPayment => ({ paymentId: p.id, status: p.status, amountPaise: p.amount }),
      );
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const refund = await call<{ id: string; status: string }>(
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", notes: { idempotencyKey } },
        // Razorpay's idempotency header: a retry with the same key returns the first refund.
        { "X-Refund-Idempotency": idempotencyKey },
      );
      return {
        refundId: refund.id,
        status: refund.status === "processed" ? "processed" : "pending",
      };
    },
  };
}
