import type { QuotaRelease, WaitingStatus } from "@sannidhi/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import BookingPage from "./booking-page";
import {
  availability,
  booking,
  ok,
  POOJA_ID,
  renderRoute,
  signedInAs,
  templePage,
} from "./booking-test-utils";

const PATTERN = "/app/temples/:slug/book/:poojaId";
const PATH = `/app/temples/kapaleeswarar/book/${POOJA_ID}`;
const RELEASE_ID = "44444444-4444-4444-8444-444444444444";
const release: QuotaRelease = {
  id: RELEASE_ID,
  poojaId: POOJA_ID,
  fromDate: "2026-03-03",
  toDate: "2026-03-31",
  releaseAt: "2026-02-24T04:30:00.000Z",
  joinOpensAt: "2026-02-24T04:15:00.000Z",
  ratePerMinute: 2,
  joinWindowMinutes: 15,
};
const status = (over: Partial<WaitingStatus>): WaitingStatus => ({
  release,
  state: "waiting",
  serverTime: new Date().toISOString(),
  position: null,
  ahead: null,
  estimatedWaitSeconds: null,
  pass: null,
  passExpiresAt: null,
  aheadWhenSoldOut: null,
  ...over,
});
const routes = (s: WaitingStatus, extra: Parameters<typeof mockApi>[0] = {}) => ({
  "GET /api/auth/profile": signedInAs(),
  "GET /api/public/temples/kapaleeswarar": ok(templePage()),
  [`GET /api/poojas/${POOJA_ID}/availability`]: ok(availability()),
  [`GET /api/poojas/${POOJA_ID}/quota-releases`]: ok([release]),
  [`GET /api/waiting-room/${RELEASE_ID}/status`]: ok(s),
  "GET /api/bookings/participants": ok([]),
  ...extra,
});

describe("the waiting room on the booking page (issue 15)", { timeout: 30_000 }, () => {
  it("shows the devotee's position, the number ahead and the estimated wait", async () => {
    const s = status({ state: "waiting", position: 5, ahead: 2, estimatedWaitSeconds: 90 });
    mockApi(routes(s));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(await screen.findByText(/Position 5: 2 devotees ahead of you/)).toBeInTheDocument();
    expect(screen.getByText(/about 1:30 to wait/)).toBeInTheDocument();
  });

  it("tells the queue when the places are gone", async () => {
    mockApi(routes(status({ state: "sold_out", position: 40, aheadWhenSoldOut: 39 })));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(
      await screen.findByText("Sold out — 39 devotees were ahead of you."),
    ).toBeInTheDocument();
  });

  it("holds a released date with the admitted devotee's pass", async () => {
    const expires = new Date(Date.now() + 10 * 60_000).toISOString();
    const api = mockApi(
      routes(
        status({ state: "admitted", position: 1, pass: "v1.pass.sig", passExpiresAt: expires }),
        {
          "POST /api/bookings": () => ({
            status: 201,
            body: { status: "success", data: booking() },
          }),
        },
      ),
    );
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await screen.findByText(/It is your turn: book now/);
    await screen.findByRole("heading", { name: "Choose a date" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Sankalpam details" });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meena");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Check your booking" });
    await user.click(screen.getByRole("button", { name: "Confirm and pay" }));
    await waitFor(() => expect(callsTo(api, "/api/bookings")).toHaveLength(1));
    expect(callsTo(api, "/api/bookings")[0]?.body).toMatchObject({
      date: "2026-03-03",
      waitingRoomPass: "v1.pass.sig",
    });
  });
});
