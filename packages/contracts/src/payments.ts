import { z } from "zod";
import { successOf } from "./envelope.js";

export const PAYMENT_PROVIDERS = ["local", "razorpay"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Things a devotee pays for through the same provider interface (docs/decisions/122): a booking
 * (issue 6), a shop order (issue 13) or a donation (issue 18). A payment names exactly one.
 */
export const PAYABLE_KINDS = ["booking", "shop_order", "donation"] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/** A refund of a paid booking or order as the devotee sees it: how much, and whether it has gone. */
export const RefundStateSchema = z.object({
  amountPaise: z.number().int(),
  status: z.enum(["pending", "processed"]),
  at: z.string().nullable(),
});
export type RefundState = z.infer<typeof RefundStateSchema>;
export interface PayableRef {
  kind: PayableKind;
  id: string;
}

const payableIds = {
  bookingId: z.uuid().optional(),
  shopOrderId: z.uuid().optional(),
  donationId: z.uuid().optional(),
};
const exactlyOnePayable = (v: {
  bookingId?: string | undefined;
  shopOrderId?: string | undefined;
  donationId?: string | undefined;
}) => [v.bookingId, v.shopOrderId, v.donationId].filter((x) => x !== undefined).length === 1;
const onePayableMessage = {
  message: "Give one of bookingId, shopOrderId or donationId",
  path: ["bookingId"],
};

const PaymentOrderBaseSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal("INR"),
  /** Razorpay: the public key id for Checkout. */
  keyId: z.string().nullable(),
  /** Local provider: the server's HMAC over the order, echoed back by the checkout page. */
  signature: z.string().nullable(),
});

/** What the checkout page needs to take the payment of one booking. */
export const PaymentOrderSchema = PaymentOrderBaseSchema.extend({ bookingId: z.uuid() });
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;
/** The same for a shop order. */
export const ShopPaymentOrderSchema = PaymentOrderBaseSchema.extend({ shopOrderId: z.uuid() });
export type ShopPaymentOrder = z.infer<typeof ShopPaymentOrderSchema>;
/** The same for a donation. */
export const DonationPaymentOrderSchema = PaymentOrderBaseSchema.extend({ donationId: z.uuid() });
export type DonationPaymentOrder = z.infer<typeof DonationPaymentOrderSchema>;
export const PaymentOrderResponseSchema = successOf(
  z.union([PaymentOrderSchema, ShopPaymentOrderSchema, DonationPaymentOrderSchema]),
);

/** `POST /api/payments/order`: the payable to pay. */
export const PaymentOrderRequestSchema = z
  .object(payableIds)
  .refine(exactlyOnePayable, onePayableMessage);

export const LocalCompleteSchema = z
  .object({
    ...payableIds,
    orderId: z.string().min(1).max(100),
    outcome: z.enum(["success", "failure"]),
    signature: z.string().min(1).max(200),
  })
  .refine(exactlyOnePayable, onePayableMessage);
export type LocalComplete = z.input<typeof LocalCompleteSchema>;

/** A payment's effect: the payable's status after it. */
export const PaymentOutcomeSchema = z.object({
  ...payableIds,
  status: z.string(),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const RazorpayVerifySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type RazorpayVerify = z.infer<typeof RazorpayVerifySchema>;
