import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi, renderAt } from "../../test/render";
import { type PayableId, useProviderOrder } from "../lib/payments";
import { type PanelOrder, PaymentPanel } from "./payment-panel";

const DONATION_ID = "44444444-4444-4444-8444-444444444444";
const order = {
  provider: "local",
  orderId: "local_order_9",
  amountPaise: 50_100,
  currency: "INR",
  keyId: null,
  signature: "sig9",
  donationId: DONATION_ID,
};
const ok = (data: unknown) => () => ({ body: { status: "success", data } });

/** A donation's pay section as its page wires it: the provider order asked for, then paid. */
function PayDonation({ onPaid }: { onPaid: () => void }) {
  const payable: PayableId = { donationId: DONATION_ID };
  const query = useProviderOrder<PanelOrder>(["test", "payment"], payable, true);
  return (
    <PaymentPanel
      order={query}
      description="Annadanam — Kapaleeswarar"
      payable={payable}
      paidStatus="paid"
      onPaid={onPaid}
    />
  );
}

describe("PaymentPanel (one panel for bookings, shop orders and donations)", {
  timeout: 30_000,
}, () => {
  it("pays the payable it is given, and counts it paid only at that payable's own status", async () => {
    let status = "processing";
    const api = mockApi({
      "POST /api/payments/order": ok(order),
      "POST /api/payments/local/complete": () => ok({ donationId: DONATION_ID, status })(),
    });
    const onPaid = vi.fn();
    const user = userEvent.setup();
    await renderAt("/app/donations/1", <PayDonation onPaid={onPaid} />);
    expect(callsTo(api, "/api/payments/order")[0]?.body).toEqual({ donationId: DONATION_ID });
    // "processing" would be a paid shop order, but a donation is paid only when it reads "paid".
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

  it("says why there is nothing to pay when the provider order is refused", async () => {
    mockApi({
      "POST /api/payments/order": () => ({
        status: 409,
        body: { status: "error", code: "ALREADY_PAID", error: "This donation is already paid." },
      }),
    });
    await renderAt("/app/donations/1", <PayDonation onPaid={vi.fn()} />);
    expect(await screen.findByText("This donation is already paid.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });
});
