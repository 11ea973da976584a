import type { PayableRef, PaymentProviderName } from "@sannidhi/contracts";

export interface CreatedOrder {
  orderId: string;
  /** Razorpay Checkout's public key id. */
  keyId: string | null;
  /** Local provider: the HMAC the checkout page sends back with its outcome. */
  signature: string | null;
}

export interface ProviderPayment {
  paymentId: string;
  /** Razorpay states: created, authorized, captured, refunded, failed. */
  status: string;
  amountPaise: number;
}

export interface RefundResult {
  refundId: string;
  status: "processed" | "pending";
}

/**
 * What payables (bookings, shop orders) need from a payment gateway (issue 6, "Payments behind a
 * provider interface"; issue 13).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    /** What is being paid for; sent to the provider as a note on the order. */
    payable: PayableRef;
  }): Promise<CreatedOrder>;
  /** Payments made against an order: how an unpaid order is reconciled. */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** `idempotencyKey` makes a retried refund return the first refund, never pay twice. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}
