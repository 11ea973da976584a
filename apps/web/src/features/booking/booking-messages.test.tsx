import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { ok, renderRoute, signedInAs } from "./booking-test-utils";
import MyBookingsPage from "./my-bookings-page";

describe("messages about a devotee's bookings (issue 18)", { timeout: 30_000 }, () => {
  it("lists what the devotee was told and switches reminders off", async () => {
    const api = mockApi({
      "GET /api/auth/profile": signedInAs(),
      "GET /api/bookings": () => ({
        body: { status: "success", data: [], meta: { total: 0, page: 1, limit: 10 } },
      }),
      "GET /api/bookings/notices": ok([
        {
          id: "50000000-0000-4000-8000-000000000001",
          bookingId: "60000000-0000-4000-8000-000000000001",
          kind: "refunded",
          text: "Sannidhi: your booking of Archanai at Sri Kapaleeswarar on 2026-03-05 is cancelled and Rs 101.50 is refunded.",
          language: "en",
          createdAt: "2026-03-02T04:00:00.000Z",
        },
      ]),
      "GET /api/bookings/notice-settings": ok({ language: "en", reminders: true }),
      "PUT /api/bookings/notice-settings": (body) => ok(body)(),
    });
    const user = userEvent.setup();
    await renderRoute("/app/bookings", "/app/bookings", <MyBookingsPage />);
    expect(
      await screen.findByText(/Rs 101.50 is refunded/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    const reminders = screen.getByLabelText("Remind me the evening before each pooja");
    expect(reminders).toBeChecked();
    await user.click(reminders);
    await waitFor(() =>
      expect(callsTo(api, "/api/bookings/notice-settings").at(-1)?.body).toEqual({
        language: "en",
        reminders: false,
      }),
    );
    await waitFor(() => expect(reminders).not.toBeChecked());
  });
});
