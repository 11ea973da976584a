import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import BookingDetailPage from "./booking-detail-page";
import { BOOKING_ID, booking, ok, renderRoute, signedInAs } from "./booking-test-utils";
import MyBookingsPage from "./my-bookings-page";

const PATTERN = "/app/bookings/:id";
const PATH = `/app/bookings/${BOOKING_ID}`;
const deadline = "2026-03-02T04:15:00.000Z";

describe("booking detail (issue 6)", { timeout: 30_000 }, () => {
  it("shows the refund the policy gives before cancelling, cancels only on confirm, then shows the refund", async () => {
    let state = booking();
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      [`GET /api/bookings/${BOOKING_ID}`]: () => ({ body: { status: "success", data: state } }),
      [`GET /api/bookings/${BOOKING_ID}/cancel-preview`]: ok({
        cancellable: true,
        refundPaise: 20_300,
        amountPaise: 20_300,
        deadline,
        reason: null,
      }),
      [`POST /api/bookings/${BOOKING_ID}/cancel`]: () => {
        state = booking({
          status: "refunded",
          cancelledAt: new Date().toISOString(),
          refund: { amountPaise: 20_300, status: "processed", at: new Date().toISOString() },
        });
        return { body: { status: "success", data: state } };
      },
    });
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingDetailPage />);
    expect(await screen.findByText("Receipt SN-2026-000042")).toBeInTheDocument();
    expect(screen.getByText("Confirmed")).toBeInTheDocument();
    expect(screen.getByText("Nakshatra (birth star): Revati")).toBeInTheDocument();

    // Issue 37: what cancelling gives back now, and until when, before the button says it.
    expect(
      screen.getByText(
        /^Cancel by .+ for a full refund of ₹203\.00\. After that, cancelling refunds ₹0\.00\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel with full refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(
      await within(dialog).findByText(
        "If you cancel now, ₹203.00 of ₹203.00 will be refunded to how you paid.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Cancellation is possible until/)).toBeInTheDocument();
    expect(callsTo(api, `/api/bookings/${BOOKING_ID}/cancel`)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Cancel with full refund" }));
    expect(await screen.findByText("Refunded ₹203.00.")).toBeInTheDocument();
    expect(screen.getByText("Refunded")).toBeInTheDocument();
    expect(callsTo(api, `/api/bookings/${BOOKING_ID}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("after the first minute, says cancelling refunds nothing, in the button's own words, and keeps the booking when the devotee changes their mind", async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      [`GET /api/bookings/${BOOKING_ID}`]: ok(booking({ createdAt: fiveMinutesAgo })),
      [`GET /api/bookings/${BOOKING_ID}/cancel-preview`]: ok({
        cancellable: true,
        refundPaise: 0,
        amountPaise: 20_300,
        deadline,
        reason: null,
      }),
    });
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingDetailPage />);
    expect(
      await screen.findByText(
        /^Cancelling now refunds ₹0\.00 of ₹203\.00\. Cancelling is possible until /,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel without refund" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByRole("button", { name: "Cancel without refund" }),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText(/₹0.00 of ₹203.00 will be refunded/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/cancellation penalty applies/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    expect(callsTo(api, `/api/bookings/${BOOKING_ID}/cancel`)).toHaveLength(0);
  });

  it("offers no cancel button once the cancellation window has closed, and says so", async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      [`GET /api/bookings/${BOOKING_ID}`]: ok(booking({ createdAt: anHourAgo })),
    });
    await renderRoute(PATTERN, PATH, <BookingDetailPage />);
    expect(await screen.findByText("This booking can no longer be cancelled.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it("downloads the receipt with the session's token", async () => {
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      [`GET /api/bookings/${BOOKING_ID}`]: ok(booking()),
      [`GET /api/bookings/${BOOKING_ID}/receipt.pdf`]: () => ({ body: "%PDF-1.7" }),
    });
    const created: string[] = [];
    URL.createObjectURL = (b: Blob) => {
      created.push(b.type);
      return "blob:receipt";
    };
    URL.revokeObjectURL = () => {};
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingDetailPage />);
    await user.click(await screen.findByRole("button", { name: "Download receipt" }));
    await waitFor(() => expect(created).toHaveLength(1));
    const [call] = callsTo(api, `/api/bookings/${BOOKING_ID}/receipt.pdf`);
    expect(call?.headers.get("authorization")).toMatch(/^Bearer /);
  });

  it("offers to complete the payment of a held booking, without a receipt yet", async () => {
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      [`GET /api/bookings/${BOOKING_ID}`]: ok(
        booking({
          status: "pending_payment",
          holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
        }),
      ),
    });
    await renderRoute(PATTERN, PATH, <BookingDetailPage />);
    expect(await screen.findByRole("link", { name: "Complete payment" })).toHaveAttribute(
      "href",
      `/app/checkout/${BOOKING_ID}`,
    );
    expect(screen.queryByRole("button", { name: "Download receipt" })).not.toBeInTheDocument();
  });

  it("shows the proof of pooja", async () => {
    mockApi({
      "GET /api/auth/profile": signedInAs(),
      [`GET /api/bookings/${BOOKING_ID}`]: ok(
        booking({
          status: "performed",
          performedAt: "2026-03-03T13:00:00.000Z",
          proofPhotoUrl: "/media/proof.jpg",
        }),
      ),
    });
    await renderRoute(PATTERN, PATH, <BookingDetailPage />);
    expect(
      await screen.findByRole("img", { name: "Photo of the Archanai being performed" }),
    ).toHaveAttribute("src", "/media/proof.jpg");
  });
});

describe("my bookings (issue 6)", { timeout: 30_000 }, () => {
  it("lists the devotee's bookings with translated status, and pages", async () => {
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/bookings/mine": () => ({
        body: {
          status: "success",
          data: [
            booking(),
            booking({
              id: "44444444-4444-4444-8444-444444444444",
              status: "pending_payment",
              receiptNumber: "SN-2026-000043",
            }),
          ],
          meta: { total: 12, page: 1, limit: 10 },
        },
      }),
    });
    const user = userEvent.setup();
    await renderRoute("/app/bookings", "/app/bookings", <MyBookingsPage />);
    expect(await screen.findByText("Receipt SN-2026-000043")).toBeInTheDocument();
    expect(screen.getByText("Awaiting payment")).toBeInTheDocument();
    expect(screen.getByText("Confirmed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(api.mock.calls.map((c) => String(c[0]))).toContain(
        "/api/bookings/mine?page=2&limit=10&lang=en",
      ),
    );
  });
});
