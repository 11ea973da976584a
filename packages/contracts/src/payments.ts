import { z } from "zod";
import { successOf } from "./envelope.js";

export const PAYMENT_PROVIDERS = ["local", "razorpay"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the checkout page needs to take the payment of one booking. */
export const PaymentOrderSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  bookingId: z.uuid(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal("INR"),
  /** Razorpay: the public key id for Checkout. */
  keyId: z.string().nullable(),
  /** Local provider: the server's HMAC over the order, echoed back by the checkout page. */
  signature: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;
export const PaymentOrderResponseSchema = successOf(PaymentOrderSchema);

export const LocalCompleteSchema = z.object({
  bookingId: z.uuid(),
  orderId: z.string().min(1).max(100),
  outcome: z.enum(["success", "failure"]),
  signature: z.string().min(1).max(200),
});
export type LocalComplete = z.infer<typeof LocalCompleteSchema>;

export const RazorpayVerifySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type RazorpayVerify = z.infer<typeof RazorpayVerifySchema>;
