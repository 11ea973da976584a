// Types only from the contracts index: at run time it would bring zod into the public pages.
import type { One, PaymentOutcome } from "@sannidhi/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "./http";
import type { RazorpayResponse } from "./razorpay";

/**
 * The one thing a payment is for (decision 122): a booking, a shop order or a donation. The
 * payment routes are the same for all three; only this id and the status "paid" reads as differ.
 */
export type PayableId = { bookingId: string } | { shopOrderId: string } | { donationId: string };

/** The provider order paying `payable`; the server reuses the open one, so asking is safe. */
export function useProviderOrder<O>(
  queryKey: readonly unknown[],
  payable: PayableId,
  enabled: boolean,
) {
  return useQuery({
    queryKey,
    queryFn: () => api.post<One<O>>("/api/payments/order", payable).then((a) => a.data),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Posts the local provider's outcome (development and tests); answers the payable's status. */
export async function completeLocal(
  payable: PayableId,
  order: { orderId: string; signature: string | null },
  outcome: "success" | "failure",
) {
  const res = await api.post<One<PaymentOutcome>>("/api/payments/local/complete", {
    ...payable,
    orderId: order.orderId,
    outcome,
    signature: order.signature ?? "",
  });
  return res.data.status;
}

/** Has the server verify Razorpay Checkout's answer; answers the payable's status. */
export async function verifyRazorpay(response: RazorpayResponse) {
  const res = await api.post<One<PaymentOutcome>>("/api/payments/razorpay/verify", response);
  return res.data.status;
}
