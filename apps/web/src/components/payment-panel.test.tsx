import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi, renderAt } from "../../test/render";
import { PaymentPanel } from "./payment-panel";

const DONATION_ID = "44444444-4444-4444-8444-444444444444";
const order = {
  provider: "local" as const,
  orderId: "local_order_9",
  amountPaise: 50_100,
  currency: "INR" as const,
  keyId: null,
  signature: "sig9",
};
const answer = (status: string) => () => ({
  body: { status: "success", data: { donationId: DONATION_ID, status } },
});

describe("PaymentPanel (one panel for bookings, shop orders and donations)", {
  timeout: 30_000,
}, () => {
  it("pays the payable it is given, and counts it paid only at that payable's own status", async () => {
    let status = "pending";
    const api = mockApi({
      "POST /api/payments/local/complete": () => answer(status)(),
    });
    const onPaid = vi.fn();
    const user = userEvent.setup();
    await renderAt(
      "/app/donations/1",
      <PaymentPanel
        order={order}
        description="Annadanam — Kapaleeswarar"
        payable={{ donationId: DONATION_ID }}
        paidStatus="paid"
        onPaid={onPaid}
      />,
    );
    // "processing" would be a paid shop order, but a donation is paid only when it reads "paid".
    status = "processing";
    await user.click(await screen.findByRole("button", { name: "Pay ₹501.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The payment did not go through");
    expect(onPaid).not.toHaveBeenCalled();

    status = "paid";
    await user.click(screen.getByRole("button", { name: "Pay ₹501.00" }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(callsTo(api, "/api/payments/local/complete").map((c) => c.body)).toEqual([
      { donationId: DONATION_ID, orderId: "local_order_9", outcome: "success", signature: "sig9" },
      { donationId: DONATION_ID, orderId: "local_order_9", outcome: "success", signature: "sig9" },
    ]);
  });
});
