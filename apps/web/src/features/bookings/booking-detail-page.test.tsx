import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { SessionProvider } from "../../app/session";
import { i18n, i18nReady } from "../../lib/i18n";
import BookingDetailPage, { actionsFor } from "./booking-detail-page";
import { ok, PRIEST, priestsAnswer, staffBooking } from "./test-data";

const slow = { timeout: 8000 };

/** The page under its real pattern, so `useParams` gives the id as in the app. */
async function renderDetail(id: string) {
  await i18nReady;
  await i18n.changeLanguage("en");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "/bookings/:id",
        element: (
          <Suspense fallback={<p>loading</p>}>
            <BookingDetailPage />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/bookings/${id}`] },
  );
  return render(
    <SessionProvider onUnauthorized={() => {}}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe("booking detail (issue 6 'booking detail')", { timeout: 30_000 }, () => {
  it("shows the devotee, the sankalpam details and assigns a priest", async () => {
    const booking = staffBooking({ wish: "For the exams" });
    let priestId: string | null = null;
    const api = mockApi({
      [`GET /api/staff/bookings/${booking.id}`]: () =>
        ok({ ...booking, priestId, priestName: priestId ? "Sri Raghavan" : null }),
      "GET /api/priest": priestsAnswer,
      [`POST /api/staff/bookings/${booking.id}/assign-priest`]: (body) => {
        priestId = (body as { priestId: string }).priestId;
        return ok({ ...booking, priestId, priestName: "Sri Raghavan" });
      },
    });
    const user = userEvent.setup();
    await renderDetail(booking.id);
    await screen.findByRole("heading", { name: `Booking ${booking.receiptNumber}` }, slow);
    expect(screen.getByText("Lakshmi R")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+919876543210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    expect(screen.getByText("For the exams")).toBeInTheDocument();
    const people = screen.getByRole("table", { name: "Participants" });
    expect(within(people).getByRole("cell", { name: "Rohini" })).toBeInTheDocument();
    expect(within(people).getByRole("cell", { name: "Simha (Leo)" })).toBeInTheDocument();
    expect(screen.getByText("Not assigned")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Assign priest" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("combobox", { name: "Priest" }));
    await user.click(await screen.findByRole("option", { name: "Sri Raghavan" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Sri Raghavan will perform this pooja.")).toBeInTheDocument();
    expect(callsTo(api, `/api/staff/bookings/${booking.id}/assign-priest`)[0]?.body).toEqual({
      priestId: PRIEST,
    });
    await waitFor(() => expect(screen.queryByText("Not assigned")).toBeNull());
    // The page names the priest the server now has on the booking.
    expect(await screen.findByText("Sri Raghavan")).toBeInTheDocument();
  });

  it("says plainly when the booking does not exist", async () => {
    const booking = staffBooking();
    mockApi({ "GET /api/priest": priestsAnswer });
    await renderDetail(booking.id);
    expect(await screen.findByRole("alert", {}, slow)).toHaveTextContent(
      "This booking does not exist.",
    );
  });

  it("offers only the actions the booking's state allows", () => {
    expect(actionsFor(staffBooking({ status: "confirmed" }))).toEqual({
      refund: true,
      assignPriest: true,
      performed: true,
    });
    expect(actionsFor(staffBooking({ status: "performed" }))).toEqual({
      refund: true,
      assignPriest: true,
      performed: false,
    });
    expect(actionsFor(staffBooking({ status: "expired" }))).toEqual({
      refund: false,
      assignPriest: false,
      performed: false,
    });
    const pending = { amountPaise: 100, status: "pending" as const, at: null };
    expect(actionsFor(staffBooking({ status: "cancelled", refund: pending })).refund).toBe(true);
  });
});
