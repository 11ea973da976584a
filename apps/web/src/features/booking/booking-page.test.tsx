import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import BookingPage from "./booking-page";
import {
  availability,
  BOOKING_ID,
  booking,
  ok,
  POOJA_ID,
  renderRoute,
  signedInAs,
  templePage,
} from "./booking-test-utils";

const PATTERN = "/app/temples/:slug/book/:poojaId";
const PATH = `/app/temples/kapaleeswarar/book/${POOJA_ID}`;
const routes = (extra: Parameters<typeof mockApi>[0] = {}, avail = availability()) => ({
  "GET /api/public/temples/kapaleeswarar": ok(templePage()),
  [`GET /api/poojas/${POOJA_ID}/availability`]: ok(avail),
  "GET /api/bookings/participants": ok([]),
  ...extra,
});

async function toSankalpam(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("heading", { name: "Choose a date" });
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Sankalpam details" });
}

describe("booking page (issue 6)", { timeout: 30_000 }, () => {
  it("greys closed days with their reason and preselects the first bookable date and slot", async () => {
    const profile = signedInAs();
    mockApi(routes({ "GET /api/auth/profile": profile }));
    await renderRoute(PATTERN, PATH, <BookingPage />);
    const dates = await screen.findByRole("group", { name: "Choose a date" });
    const closed = within(dates).getByRole("button", { name: /Temple closed: Kumbhabhishekam/ });
    expect(closed).toBeDisabled();
    expect(within(dates).getByRole("button", { name: /Not held on this day/ })).toBeDisabled();
    // The first bookable date is chosen once availability has been read: wait for it.
    const open = await within(dates).findByRole("button", { name: /3 Mar/, pressed: true });
    expect(open).toHaveAttribute("aria-pressed", "true");
    const slots = await screen.findByRole("group", { name: "Choose a time" });
    expect(within(slots).getByRole("button", { name: /06:00\s*Full/ })).toBeDisabled();
    expect(
      await within(slots).findByRole("button", { name: /18:00\s*Places left: 12/, pressed: true }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  it("asks for exactly the sankalpam fields the pooja requires", async () => {
    const profile = signedInAs();
    const requires = { name: true, gotra: true, nakshatra: true, rasi: false };
    mockApi(routes({ "GET /api/auth/profile": profile }, availability({ requires })));
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await toSankalpam(user);
    expect(screen.getByRole("textbox", { name: /^Gotra/ })).toBeRequired();
    expect(screen.getByRole("combobox", { name: /^Nakshatra/ })).toBeRequired();
    expect(screen.getByRole("combobox", { name: /^Rasi/ })).not.toBeRequired();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findAllByText("This is required for this pooja")).toHaveLength(2);
    expect(screen.getByText("Choose one from the list")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Check your booking" })).not.toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meena");
    await user.type(screen.getByRole("textbox", { name: /^Gotra/ }), "Kashyapa");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Nakshatra/ }), "revati");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Check your booking" })).toBeInTheDocument();
  });

  it("offers the 27 stars and 12 signs in the devotee's language", async () => {
    const profile = signedInAs();
    mockApi(routes({ "GET /api/auth/profile": profile }));
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await act(() => i18n.changeLanguage("ta"));
    await screen.findByRole("heading", { name: "தேதியைத் தேர்ந்தெடுக்கவும்" });
    await user.click(screen.getByRole("button", { name: "தொடர்க" }));
    const star = await screen.findByRole("combobox", { name: /^நட்சத்திரம் \(பிறந்த நட்சத்திரம்\)/ });
    const stars = within(star).getAllByRole("option").slice(1);
    expect(stars).toHaveLength(27);
    expect(stars[0]).toHaveTextContent("அஸ்வினி");
    expect(stars[26]).toHaveTextContent("ரேவதி");
    const sign = screen.getByRole("combobox", { name: /^ராசி \(சந்திர ராசி\)/ });
    const signs = within(sign).getAllByRole("option").slice(1);
    expect(signs).toHaveLength(12);
    expect(signs[0]).toHaveTextContent("மேஷம்");
    await act(() => i18n.changeLanguage("en"));
  });

  it("reviews two participants with their translated star, the total and the rule, then holds and goes to checkout", async () => {
    const profile = signedInAs();
    const api = mockApi(
      routes({
        "GET /api/auth/profile": profile,
        "GET /api/bookings/participants": ok([
          { name: "Arun", gotra: "Bharadwaja", rasi: "simha" },
        ]),
        "POST /api/bookings": () => ({
          status: 201,
          body: { status: "success", data: booking({ status: "pending_payment" }) },
        }),
      }),
    );
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await toSankalpam(user);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meena");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Nakshatra/ }), "revati");
    await user.click(screen.getByRole("button", { name: "Add Arun" }));
    expect(screen.getAllByRole("textbox", { name: /^Name/ })[1]).toHaveValue("Arun");
    await user.type(screen.getByRole("textbox", { name: /^Wish/ }), "Good health");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await screen.findByRole("heading", { name: "Check your booking" });
    expect(screen.getByText("Participants (2)")).toBeInTheDocument();
    expect(screen.getByText("Nakshatra (birth star): Revati")).toBeInTheDocument();
    expect(screen.getByText("Rasi (moon sign): Simha (Leo)")).toBeInTheDocument();
    expect(screen.getByText("₹203.00 (₹101.50 × 2)")).toBeInTheDocument();
    expect(screen.getByText(/cancel within 15 minutes of booking/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Confirm and pay" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent(`/app/checkout/${BOOKING_ID}`),
    );
    const [call] = callsTo(api, "/api/bookings");
    expect(call?.headers.get("idempotency-key")).toMatch(/^[\w-]{8,}$/);
    expect(call?.body).toEqual({
      poojaId: POOJA_ID,
      date: "2026-03-03",
      slot: "18:00",
      participants: [
        { name: "Meena", nakshatra: "revati" },
        { name: "Arun", gotra: "Bharadwaja", rasi: "simha" },
      ],
      wish: "Good health",
    });
  });

  it("says so when the slot filled up meanwhile, refetches availability and goes back to the dates", async () => {
    const profile = signedInAs();
    const api = mockApi(
      routes({
        "GET /api/auth/profile": profile,
        "POST /api/bookings": () => ({
          status: 409,
          body: { status: "error", code: "SLOT_FULL", error: "This slot is full" },
        }),
      }),
    );
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await toSankalpam(user);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meena");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Confirm and pay" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Those places were just taken (This slot is full)",
    );
    expect(screen.getByRole("heading", { name: "Choose a date" })).toBeInTheDocument();
    expect(callsTo(api, `/api/poojas/${POOJA_ID}/availability`).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId("probe")).toHaveTextContent(PATH);
  });

  it("puts the server's field errors on the fields and keeps the same key for a retry after a network failure", async () => {
    const profile = signedInAs();
    let n = 0;
    const api = mockApi(
      routes({
        "GET /api/auth/profile": profile,
        "POST /api/bookings": () => {
          n++;
          if (n === 1)
            return {
              status: 503,
              body: { status: "error", code: "UNAVAILABLE", error: "Try again shortly" },
            };
          return {
            status: 400,
            body: {
              status: "error",
              code: "VALIDATION",
              error: "body.participants.0.gotra: is required for this pooja",
              details: [
                { path: "body.participants.0.gotra", message: "is required for this pooja" },
              ],
            },
          };
        },
      }),
    );
    const user = userEvent.setup();
    await renderRoute(PATTERN, PATH, <BookingPage />);
    await toSankalpam(user);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meena");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Confirm and pay" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again shortly");
    await user.click(screen.getByRole("button", { name: "Confirm and pay" }));
    expect(await screen.findByText("is required for this pooja")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sankalpam details" })).toBeInTheDocument();
    const keys = callsTo(api, "/api/bookings").map((c) => c.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("asks a visitor to sign in and come back here", async () => {
    mockApi(routes());
    await renderRoute(PATTERN, PATH, <BookingPage />);
    expect(await screen.findByText(/Sign in with your mobile number to book/)).toBeInTheDocument();
    const signIns = screen.getAllByRole("link", { name: "Sign in" });
    expect(signIns.map((a) => a.getAttribute("href"))).toContain(
      `/signin?next=${encodeURIComponent(PATH)}`,
    );
  });

  it("tells a staff account it cannot book", async () => {
    const profile = signedInAs("admin");
    mockApi(routes({ "GET /api/auth/profile": profile }));
    await renderRoute(PATTERN, PATH, <BookingPage />);

    expect(
      await screen.findByText(
        "Staff accounts cannot book poojas. Sign in with a devotee account to book.",
      ),
    ).toBeInTheDocument();
  });
});
