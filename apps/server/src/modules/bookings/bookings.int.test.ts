import { LANGUAGE_KEY } from "@sannidhi/site/languages";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeTemple, createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { payWithLocalProvider } from "../../../test/payments.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { poojas, temples } from "../../db/schema/index.js";
import { paymentDeps } from "../payments/deps.js";
import { clock } from "./clock.js";
import { sweep } from "./sweeper.js";

const ctx = await createTestApp({ BOOKING_MAX_PER_POOJA_PER_DAY: "2" });
const { app } = ctx;
// Monday 2 March 2026, 09:30 at the temple.
const MONDAY = new Date("2026-03-02T04:00:00Z");
const at = (d: Date) => {
  clock.now = () => d;
};
const plus = (ms: number) => new Date(MONDAY.getTime() + ms);
afterEach(() => at(MONDAY));
at(MONDAY);

const { temple } = await createTemple(ctx);
const pooja = await createPooja(ctx, temple.id, {
  weekdays: [1, 3, 5],
  slots: [
    { time: "06:00", capacity: 3 },
    { time: "18:00", capacity: 5 },
  ],
  bookingWindowDays: 10,
  cutoffHours: 12,
  requires: { name: true, gotra: true, nakshatra: true, rasi: false },
});
const person = { name: "Lakshmi", gotra: "Kashyapa", nakshatra: "rohini" as const };

async function book(headers: Record<string, string>, body: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/bookings",
    headers,
    payload: {
      poojaId: pooja.id,
      date: "2026-03-04",
      slot: "18:00",
      participants: [person],
      ...body,
    },
  });
}
async function slotsOn(date: string) {
  const res = await app.inject({
    url: `/api/poojas/${pooja.id}/availability?from=${date}&to=${date}`,
  });
  return res.json().data.days[0];
}

describe("availability", () => {
  it("honours weekdays, the booking window, the cut-off and temple closures", async () => {
    await closeTemple(ctx, temple.id, "2026-03-06", "Brahmotsavam");
    const res = await app.inject({
      url: `/api/poojas/${pooja.id}/availability?from=2026-03-01&to=2026-03-13`,
    });
    expect(res.statusCode).toBe(200);
    const days = Object.fromEntries(res.json().data.days.map((d: { date: string }) => [d.date, d]));
    expect(days["2026-03-01"].closed).toBe("window"); // yesterday
    expect(days["2026-03-03"].closed).toBe("weekday"); // Tuesday
    expect(days["2026-03-06"]).toMatchObject({ closed: "closure", closureReason: "Brahmotsavam" });
    expect(days["2026-03-13"].closed).toBe("window"); // 11 days ahead, window is 10
    expect(days["2026-03-04"].closed).toBeNull();
    expect(days["2026-03-04"].slots).toEqual([
      { time: "06:00", capacity: 3, remaining: 3, bookable: true },
      { time: "18:00", capacity: 5, remaining: 5, bookable: true },
    ]);
    // Today (Monday) 18:00 is 8.5 hours away: inside the 12-hour cut-off.
    expect(days["2026-03-02"].slots[1]).toMatchObject({ remaining: 5, bookable: false });
  });

  it("hides inactive poojas and unpublished temples, and rejects bad ranges", async () => {
    const hidden = await createTemple(ctx, { published: false });
    const p2 = await createPooja(ctx, hidden.temple.id);
    const p3 = await createPooja(ctx, temple.id, { active: false });
    for (const id of [p2.id, p3.id, "00000000-0000-4000-8000-000000000000"]) {
      expect((await app.inject({ url: `/api/poojas/${id}/availability` })).statusCode).toBe(404);
    }
    const bad = await app.inject({
      url: `/api/poojas/${pooja.id}/availability?from=2026-03-10&to=2026-03-01`,
    });
    expect(bad.statusCode).toBe(400);
    const notDate = await app.inject({
      url: `/api/poojas/${pooja.id}/availability?from=2026-02-30`,
    });
    expect(notDate.json().code).toBe("VALIDATION");
  });
});

describe("holds", () => {
  it("holds places for 10 minutes at a price computed on the server", async () => {
    const devotee = await createUser(ctx);
    const res = await book(devotee.headers, {
      participants: [person, { ...person, name: "Ravi" }],
      amountPaise: 1,
    });
    expect(res.statusCode).toBe(201);
    const b = res.json().data;
    expect(b).toMatchObject({ status: "pending_payment", amountPaise: 20_300, slot: "18:00" });
    expect(b.receiptNumber).toMatch(/^SN-2026-\d{6}$/);
    expect(b.holdExpiresAt).toBe(plus(10 * 60_000).toISOString());
    expect((await slotsOn("2026-03-04")).slots[1].remaining).toBe(3);
  });

  it("releases an unpaid hold's places when it lapses, before any sweeper runs", async () => {
    const devotee = await createUser(ctx);
    const res = await book(devotee.headers, {
      slot: "06:00",
      participants: [person, person, person],
    });
    expect(res.statusCode).toBe(201);
    expect((await slotsOn("2026-03-04")).slots[0].remaining).toBe(0);
    const other = await createUser(ctx);
    expect((await book(other.headers, { slot: "06:00" })).json().code).toBe("SLOT_FULL");

    at(plus(10 * 60_000 + 1));
    expect((await slotsOn("2026-03-04")).slots[0].remaining).toBe(3);
    const mine = await app.inject({
      url: `/api/bookings/${res.json().data.id}`,
      headers: devotee.headers,
    });
    expect(mine.json().data.status).toBe("expired");
    expect((await book(other.headers, { slot: "06:00" })).statusCode).toBe(201);
    // The sweeper then writes the state down; it never touches a live hold.
    const swept = await sweep(paymentDeps(app), clock.now());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await slotsOn("2026-03-04")).slots[0].remaining).toBe(2);
  });

  it("answers a retried request with the same Idempotency-Key with the same booking", async () => {
    const devotee = await createUser(ctx);
    const headers = { ...devotee.headers, "idempotency-key": "retry-key-0001" };
    const first = await book(headers, { date: "2026-03-09" });
    const again = await book(headers, { date: "2026-03-09" });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const list = await app.inject({ url: "/api/bookings/mine", headers: devotee.headers });
    expect(list.json().meta.total).toBe(1);
    const bad = await book({ ...devotee.headers, "idempotency-key": "x" });
    expect(bad.statusCode).toBe(400);
  });

  it("asks for the sankalpam details the pooja requires, with the field named", async () => {
    const devotee = await createUser(ctx);
    const res = await book(devotee.headers, {
      participants: [{ name: "Ravi", nakshatra: "moon" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toContain("participants.0.nakshatra");
    const missing = await book(devotee.headers, { participants: [{ name: "Ravi" }] });
    expect(missing.json().details.map((d: { path: string }) => d.path)).toEqual([
      "body.participants.0.gotra",
      "body.participants.0.nakshatra",
    ]);
    const long = await book(devotee.headers, { wish: "x".repeat(10_000) });
    expect(long.statusCode).toBe(400);
  });

  it("keeps touts out: participants per booking and bookings per pooja per day", async () => {
    const devotee = await createUser(ctx);
    const five = await book(devotee.headers, { participants: Array(5).fill(person) });
    expect(five.statusCode).toBe(400);
    expect(five.json().error).toContain("At most 4 participants");
    expect((await book(devotee.headers, { date: "2026-03-11" })).statusCode).toBe(201);
    expect((await book(devotee.headers, { date: "2026-03-11" })).statusCode).toBe(201);
    const third = await book(devotee.headers, { date: "2026-03-11" });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe("BOOKING_LIMIT");
  });

  it("refuses closed days, past cut-offs and unknown slots", async () => {
    const devotee = await createUser(ctx);
    for (const body of [
      { date: "2026-03-03" },
      { date: "2026-03-02" },
      { slot: "07:00" },
      { date: "2026-03-06" },
    ]) {
      const res = await book(devotee.headers, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("SLOT_UNAVAILABLE");
    }
  });

  it("holds nothing for an unknown pooja, an inactive one or one of an unpublished temple (404)", async () => {
    const devotee = await createUser(ctx);
    const hidden = await createTemple(ctx, { published: false });
    const slots = [{ time: "18:00", capacity: 5 }];
    const unpublished = await createPooja(ctx, hidden.temple.id, { slots });
    const inactive = await createPooja(ctx, temple.id, { active: false, slots });
    for (const id of [unpublished.id, inactive.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await book(devotee.headers, { poojaId: id, participants: [{ name: "Lakshmi" }] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND", error: "Pooja not found" });
    }
    const mine = await app.inject({ url: "/api/bookings/mine", headers: devotee.headers });
    expect(mine.json().meta.total).toBe(0);
  });

  it("lets only signed-in devotees with a verified mobile book", async () => {
    expect((await book({})).statusCode).toBe(401);
    const guest = await createUser(ctx, "GUEST");
    const res = await book(guest.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/guest/i);
    const admin = await createUser(ctx, "admin");
    expect((await book(admin.headers)).statusCode).toBe(403);
  });

  it("shows a devotee's booking to no one else (404)", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const id = (await book(a.headers, { date: "2026-03-09" })).json().data.id;
    for (const url of [`/api/bookings/${id}`, `/api/bookings/${id}/cancel-preview`]) {
      expect((await app.inject({ url, headers: b.headers })).statusCode).toBe(404);
    }
    const cancel = await app.inject({
      method: "POST",
      url: `/api/bookings/${id}/cancel`,
      headers: b.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/bookings/${id}`, headers: a.headers })).statusCode).toBe(
      200,
    );
  });

  it("offers the people of a devotee's earlier bookings again, each once, to no one else", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const ravi = { name: "Ravi", gotra: "Bharadwaja", nakshatra: "ashwini" as const };
    const first = await book(a.headers, { date: "2026-03-09", participants: [person, ravi] });
    at(plus(60_000));
    const again = await book(a.headers, {
      date: "2026-03-11",
      participants: [{ ...person, name: " lakshmi " }],
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const saved = await app.inject({ url: "/api/bookings/participants", headers: a.headers });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual([{ ...person, name: "lakshmi" }, ravi]);
    const other = await app.inject({ url: "/api/bookings/participants", headers: b.headers });
    expect(other.json().data).toEqual([]);
  });
});

describe("a devotee's next bookings (issue 37, the devotee home)", async () => {
  // A pooja of its own, so the places the tests above took do not matter.
  const daily = await createPooja(ctx, temple.id, {
    slots: [
      { time: "06:00", capacity: 50 },
      { time: "18:00", capacity: 50 },
    ],
    bookingWindowDays: 10,
  });
  async function paid(d: TestUser, date: string, slot: string) {
    const booked = await book(d.headers, { poojaId: daily.id, date, slot });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id as string;
    expect((await payWithLocalProvider(ctx, d, { bookingId: id })).statusCode).toBe(200);
    return id;
  }
  const upcoming = async (headers: Record<string, string>) =>
    (await app.inject({ url: "/api/bookings/mine?upcoming=true", headers })).json();

  it("lists only what is still to come, the soonest first, whatever order it was booked in", async () => {
    const d = await createUser(ctx);
    const thursday = await paid(d, "2026-03-05", "18:00");
    const wednesdayEvening = await paid(d, "2026-03-04", "18:00");
    const wednesdayMorning = await paid(d, "2026-03-04", "06:00");
    const list = await upcoming(d.headers);
    expect(list.data.map((b: { id: string }) => b.id)).toEqual([
      wednesdayMorning,
      wednesdayEvening,
      thursday,
    ]);
    expect(list.meta.total).toBe(3);

    // Thursday morning: Wednesday's poojas are past; this evening's is next. The full list still
    // has all three.
    at(new Date("2026-03-05T04:00:00Z"));
    expect((await upcoming(d.headers)).data.map((b: { id: string }) => b.id)).toEqual([thursday]);
    const all = (await app.inject({ url: "/api/bookings/mine", headers: d.headers })).json();
    expect(all.meta.total).toBe(3);
  });

  it("leaves out a cancelled booking and answers 400 to a value it does not know", async () => {
    const d = await createUser(ctx);
    const id = await paid(d, "2026-03-05", "18:00");
    await app.inject({ method: "POST", url: `/api/bookings/${id}/cancel`, headers: d.headers });
    expect((await upcoming(d.headers)).data).toEqual([]);
    const bad = await app.inject({ url: "/api/bookings/mine?upcoming=soon", headers: d.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/upcoming must be true or false/);
  });
});

describe("a devotee's bookings in their language (issue 37)", () => {
  it("name the temple and the pooja as the temple's page did, with English where there is no translation", async () => {
    const own = await createTemple(ctx, { name: "Arulmigu Kapaleeswarar Temple" });
    const archanai = await createPooja(ctx, own.temple.id, { name: "Archanai" });
    await ctx.database.db
      .update(temples)
      .set({ translations: { ta: { name: "அருள்மிகு கபாலீஸ்வரர் திருக்கோயில்" } } })
      .where(eq(temples.id, own.temple.id));
    await ctx.database.db
      .update(poojas)
      .set({ translations: { ta: { name: "அர்ச்சனை" } } })
      .where(eq(poojas.id, archanai.id));
    const d = await createUser(ctx);
    const held = await book(d.headers, { poojaId: archanai.id, date: "2026-03-05", slot: "18:00" });
    expect(held.statusCode).toBe(201);
    const id = held.json().data.id as string;

    const one = (
      await app.inject({ url: `/api/bookings/${id}?lang=ta`, headers: d.headers })
    ).json().data;
    expect(one.pooja.name).toBe("அர்ச்சனை");
    expect(one.temple.name).toBe("அருள்மிகு கபாலீஸ்வரர் திருக்கோயில்");
    // No Tamil town was given: the English one stands.
    expect(one.temple.town).toBe(own.temple.town);
    // The language chosen on the site (its cookie) counts as well as ?lang=.
    const mine = await app.inject({
      url: "/api/bookings/mine",
      headers: { ...d.headers, cookie: `${LANGUAGE_KEY}=ta` },
    });
    expect(mine.json().data[0].pooja.name).toBe("அர்ச்சனை");
    const english = (await app.inject({ url: `/api/bookings/${id}`, headers: d.headers })).json()
      .data;
    expect(english.pooja.name).toBe("Archanai");
    expect(
      (await app.inject({ url: "/api/bookings/mine?lang=xx", headers: d.headers })).statusCode,
    ).toBe(400);
  });
});
