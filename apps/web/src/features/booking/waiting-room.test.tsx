import type { QuotaRelease, WaitingStatus } from "@sannidhi/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSocket } from "../../../test/fake-socket";
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
import {
  countedDown,
  duration,
  nextStatusCheck,
  soldOutNow,
  WAITING_IDLE_POLL_MS,
  WAITING_POLL_MS,
} from "./waiting-room";

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
  reminder: false,
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

// The page follows the release on the live channel while the devotee is in the queue.
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe("the waiting room on the booking page (issue 15)", { timeout: 30_000 }, () => {
  it("shows the devotee's position, the number ahead and the estimated wait", async () => {
    const s = status({ state: "waiting", position: 5, ahead: 2, estimatedWaitSeconds: 90 });
    mockApi(routes(s));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(await screen.findByText(/Position 5: 2 devotees ahead of you/)).toBeInTheDocument();
    expect(screen.getByText(/about 1:30 to wait/)).toBeInTheDocument();
  });

  it("writes the released dates and the opening time as dates, not as ISO strings", async () => {
    mockApi(routes(status({ position: 5, ahead: 2, estimatedWaitSeconds: 90 })));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(
      await screen.findByText(/^Dates 3 Mar 2026 to 31 Mar 2026 open on 24 Feb 2026, 10:00/),
    ).toBeInTheDocument();
  });

  it("says one devotee ahead, not one devotees", async () => {
    mockApi(routes(status({ position: 2, ahead: 1, estimatedWaitSeconds: 60 })));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(await screen.findByText(/Position 2: 1 devotee ahead of you,/)).toBeInTheDocument();
  });

  it("tells the one devotee behind the last place that one was ahead", async () => {
    mockApi(routes(status({ state: "sold_out", position: 2, aheadWhenSoldOut: 1 })));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(await screen.findByText("Sold out — 1 devotee was ahead of you.")).toBeInTheDocument();
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

  it("counts the wait down between two asks, without asking again", async () => {
    const s = status({ state: "waiting", position: 5, ahead: 2, estimatedWaitSeconds: 90 });
    const api = mockApi(routes(s));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await screen.findByText(/about 1:30 to wait/);
    expect(
      await screen.findByText(/about 1:2[78] to wait/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(callsTo(api, `/api/waiting-room/${RELEASE_ID}/status`)).toHaveLength(1);
  });

  it("does not ask every few seconds while the dates are still far from opening", async () => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    const later = { ...release, joinOpensAt: inMinutes(-1), releaseAt: inMinutes(14) };
    const api = mockApi(
      routes(status({ release: later, state: "joined", estimatedWaitSeconds: 840 })),
    );
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await screen.findByText(/You are in the queue/);
    // The page asked every five seconds before: twice by now.
    await new Promise((r) => setTimeout(r, WAITING_POLL_MS + 1500));
    expect(callsTo(api, `/api/waiting-room/${RELEASE_ID}/status`)).toHaveLength(1);
  });
});

describe("'Remind me' before the queue opens (issue 37, item 2)", { timeout: 30_000 }, () => {
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const later = { ...release, joinOpensAt: inHours(3), releaseAt: inHours(3.25) };
  const notOpen = (reminder: boolean, role = "user") => ({
    ...routes(status({ release: later, state: "not_open", reminder }), {
      [`GET /api/poojas/${POOJA_ID}/quota-releases`]: ok([later]),
      "GET /api/auth/profile": signedInAs(role),
    }),
  });
  const answer = (set: boolean) =>
    ok({ releaseId: RELEASE_ID, set, language: set ? "en" : null, joinOpensAt: later.joinOpensAt });
  const url = `/api/waiting-room/${RELEASE_ID}/reminder`;

  it("sets and cancels the SMS from the keyboard, saying each state in the live region", async () => {
    const api = mockApi({
      ...notOpen(false),
      [`PUT ${url}`]: answer(true),
      [`DELETE ${url}`]: answer(false),
    });
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    const remind = await screen.findByRole("button", { name: "Remind me" });
    expect(screen.getByTestId("reminder-line")).toHaveTextContent(
      /^Get an SMS when the queue opens, at /,
    );
    remind.focus();
    await user.keyboard("{Enter}");
    const cancel = await screen.findByRole("button", { name: "Reminder set — cancel" });
    expect(cancel).toHaveFocus();
    expect(callsTo(api, url)[0]?.body).toEqual({ language: "en" });
    // Said by the waiting room's live region (role "status").
    const live = screen.getByTestId("reminder-line").closest("[role=status]");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toHaveTextContent(
      /Reminder set: we will send you an SMS when the queue opens, at /,
    );

    await user.keyboard(" ");
    expect(await screen.findByRole("button", { name: "Remind me" })).toHaveFocus();
    expect(callsTo(api, url)).toHaveLength(2);
  });

  it("shows a reminder already set as set, and says why when the server refuses", async () => {
    mockApi({
      ...notOpen(true),
      [`DELETE ${url}`]: () => ({
        status: 409,
        body: {
          status: "error",
          code: "WAITING_ROOM_ALREADY_OPEN",
          error: "The queue for these dates is already open: join it now instead",
        },
      }),
    });
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await user.click(await screen.findByRole("button", { name: "Reminder set — cancel" }));
    expect(await screen.findByText(/already open: join it now instead/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reminder set — cancel" })).toBeInTheDocument();
  });

  it("is offered to devotees only, not to staff", async () => {
    mockApi(notOpen(false, "admin"));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await screen.findByText(/^The queue opens in /);
    expect(screen.queryByRole("button", { name: "Remind me" })).toBeNull();
  });
});

describe("the countdown's clock", () => {
  it("reads minutes and hours as a clock, and the days first beyond a day, in the page's language", () => {
    expect(duration(65)).toBe("1:05");
    expect(duration(3723)).toBe("1:02:03");
    expect(duration(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe("2 days 3:04:05");
    expect(duration(86_400 + 5, "ta")).toBe("1 நாள் 0:00:05");
  });

  it("counts down to a release two days away in days, not 49 hours", async () => {
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const far = { ...release, joinOpensAt: inHours(49), releaseAt: inHours(49.25) };
    mockApi(
      routes(status({ release: far, state: "not_open" }), {
        [`GET /api/poojas/${POOJA_ID}/quota-releases`]: ok([far]),
      }),
    );
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(await screen.findByText(/^The queue opens in 2 days 0:59:\d\d\.$/)).toBeInTheDocument();
  });
});

describe("sold out, told on the live channel (decision 197)", { timeout: 30_000 }, () => {
  const soldOut = {
    type: "event",
    topic: `release:${RELEASE_ID}`,
    event: { type: "waiting-room.sold-out", data: { releaseId: RELEASE_ID } },
  };

  it("shows a waiting devotee sold out the moment the channel says so, without asking", async () => {
    const s = status({ state: "waiting", position: 5, ahead: 2, estimatedWaitSeconds: 90 });
    const api = mockApi(routes(s));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await screen.findByText(/Position 5: 2 devotees ahead of you/);
    const socket = FakeSocket.all.at(-1)!;
    expect(socket.url).toMatch(/\/api\/live$/);
    act(() => {
      socket.openNow();
      socket.receive({ type: "ready", userId: "u1", topics: [] });
    });
    expect(socket.sent).toContainEqual({ type: "subscribe", topic: `release:${RELEASE_ID}` });

    act(() => socket.receive(soldOut));
    expect(await screen.findByText("Sold out — 4 devotees were ahead of you.")).toBeInTheDocument();
    expect(callsTo(api, `/api/waiting-room/${RELEASE_ID}/status`)).toHaveLength(1);
    // Nothing more to hear: the page lets the channel go.
    await waitFor(() => expect(socket.readyState).toBe(3));
  });

  it("opens no channel for a devotee who is not in the queue", async () => {
    const s = status({ state: "can_join" });
    mockApi(routes(s));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await screen.findByRole("button", { name: /Join the queue/ });
    expect(FakeSocket.all).toHaveLength(0);
  });

  it("works out the sold-out status on the page only for a devotee with a position", () => {
    const waiting = {
      ...status({ position: 7, ahead: 3, estimatedWaitSeconds: 60 }),
      receivedAt: 0,
    };
    expect(soldOutNow(waiting)).toMatchObject({
      state: "sold_out",
      position: 7,
      aheadWhenSoldOut: 6,
      ahead: null,
    });
    expect(soldOutNow({ ...status({ state: "joined" }), receivedAt: 0 })).toBeUndefined();
    expect(soldOutNow(undefined)).toBeUndefined();
  });
});

describe("when the booking page asks for the devotee's place again (decision 195)", () => {
  const NOW = Date.parse("2026-02-24T04:20:00.000Z"); // joining opened 5 minutes ago
  const received = (over: Partial<WaitingStatus>, clockAhead = 0) => ({
    ...status({ serverTime: new Date(NOW + clockAhead).toISOString(), ...over }),
    receivedAt: NOW,
  });
  const atStart = () => 0;
  const atEnd = () => 0.999;

  it("never, once sold out; every minute while admitted, to renew the pass", () => {
    expect(nextStatusCheck(received({ state: "sold_out" }), NOW)).toBe(false);
    expect(nextStatusCheck(received({ state: "admitted" }), NOW)).toBe(WAITING_IDLE_POLL_MS);
  });

  it("every five seconds while waiting, and at the moment the turn is due", () => {
    const waiting = (s: number) => received({ state: "waiting", estimatedWaitSeconds: s });
    expect(nextStatusCheck(waiting(600), NOW)).toBe(WAITING_POLL_MS);
    expect(nextStatusCheck(waiting(2), NOW)).toBe(2250);
    expect(nextStatusCheck(waiting(2), NOW + 1000)).toBe(1250);
  });

  it("while the live channel is open and will say sold out: at the turn, and at least every minute", () => {
    const waiting = (s: number) => received({ state: "waiting", estimatedWaitSeconds: s });
    const live = (s: number) => nextStatusCheck(waiting(s), NOW, Math.random, true);
    expect(live(600)).toBe(WAITING_IDLE_POLL_MS);
    expect(live(20)).toBe(20_250);
    expect(live(2)).toBe(2250);
  });

  it("before the release: when the positions are drawn, spread over five seconds, and at least every minute", () => {
    const soon = { ...release, releaseAt: new Date(NOW + 20_000).toISOString() };
    const joined = received({ release: soon, state: "joined" });
    expect(nextStatusCheck(joined, NOW, atStart)).toBe(20_000);
    expect(nextStatusCheck(joined, NOW, atEnd)).toBeCloseTo(24_995, 0);
    // Ten minutes before the release: once a minute, not 120 times.
    expect(nextStatusCheck(received({ state: "joined" }), NOW, atStart)).toBe(WAITING_IDLE_POLL_MS);
    // The queue opens in 30 s for a devotee who has not joined.
    const t = Date.parse(release.joinOpensAt) - 30_000;
    const early = {
      ...status({ state: "not_open", serverTime: new Date(t).toISOString() }),
      receivedAt: t,
    };
    expect(nextStatusCheck(early, t, atStart)).toBe(30_000);
  });

  it("reads the release's moments on the server's clock, not the device's", () => {
    const soon = { ...release, releaseAt: new Date(NOW + 20_000).toISOString() };
    // The device is an hour behind: the server says it is NOW + 1 h, so the release is long past.
    const joined = received({ release: soon, state: "joined" }, 3_600_000);
    expect(nextStatusCheck(joined, NOW, atStart)).toBe(1000);
    // The device is a minute ahead: 20 s on the server's clock are still 20 s.
    const ahead = received({ release: soon, state: "joined" }, -60_000);
    expect(nextStatusCheck(ahead, NOW, atStart)).toBe(WAITING_IDLE_POLL_MS);
  });

  it("counts the number ahead down at the release's rate", () => {
    // Two a minute; 40 s after the release, one has been let in; position 5 has 3 ahead.
    const at = Date.parse(release.releaseAt) + 40_000;
    const waiting = {
      ...status({
        state: "waiting",
        serverTime: new Date(at).toISOString(),
        ahead: 3,
        estimatedWaitSeconds: 110,
      }),
      receivedAt: at,
    };
    expect(countedDown(waiting, at + 10_000)).toEqual({ ahead: 3, waitSeconds: 100 });
    // At 60 s the second devotee is let in.
    expect(countedDown(waiting, at + 20_000)).toEqual({ ahead: 2, waitSeconds: 90 });
    expect(countedDown(waiting, at + 400_000)).toEqual({ ahead: 0, waitSeconds: 0 });
  });
});
