import { describe, expect, it } from "vitest";
import { closeTemple, createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { clock } from "./clock.js";

// Temple closures written as calendar events of kind "closure" (docs/decisions/066).
const ctx = await createTestApp();
const { app } = ctx;
// Monday 2 March 2026, 09:30 at the temple.
clock.now = () => new Date("2026-03-02T04:00:00Z");

const admin = await createUser(ctx, "admin");
const devotee = await createUser(ctx, "user");
const { temple } = await createTemple(ctx);
const other = await createTemple(ctx);
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const pooja = await createPooja(ctx, temple.id, {
  weekdays: everyDay,
  slots: [{ time: "18:00", capacity: 5 }],
  bookingWindowDays: 30,
  cutoffHours: 1,
});
const elsewhere = await createPooja(ctx, other.temple.id, {
  weekdays: everyDay,
  slots: [{ time: "18:00", capacity: 5 }],
  bookingWindowDays: 30,
  cutoffHours: 1,
});

async function addEvent(body: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/calendar/events",
    headers: admin.headers,
    payload: { kind: "closure", templeId: temple.id, allDay: true, ...body },
  });
}
async function days(poojaId: string, from: string, to: string) {
  const res = await app.inject({
    url: `/api/poojas/${poojaId}/availability?from=${from}&to=${to}`,
  });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    res.json().data.days.map((d: { date: string }) => [d.date, d]),
  ) as Record<string, { closed: string | null; closureReason: string | null }>;
}
const book = (poojaId: string, date: string) =>
  app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: devotee.headers,
    payload: { poojaId, date, slot: "18:00", participants: [{ name: "Lakshmi" }] },
  });

describe("closures from the calendar", () => {
  it("closes every temple-local date the event covers, with its title as the reason", async () => {
    // 10 March 00:00 to 12 March 00:00 at the temple (IST): the 10th and the 11th.
    const res = await addEvent({
      title: "Kumbhabhishekam",
      start: "2026-03-09T18:30:00Z",
      end: "2026-03-11T18:30:00Z",
    });
    expect(res.statusCode).toBe(200);
    const d = await days(pooja.id, "2026-03-09", "2026-03-12");
    expect(d["2026-03-09"]?.closed).toBeNull();
    expect(d["2026-03-10"]).toMatchObject({ closed: "closure", closureReason: "Kumbhabhishekam" });
    expect(d["2026-03-11"]).toMatchObject({ closed: "closure", closureReason: "Kumbhabhishekam" });
    expect(d["2026-03-12"]?.closed).toBeNull();
    // Another temple's poojas stay open.
    expect((await days(elsewhere.id, "2026-03-10", "2026-03-10"))["2026-03-10"]?.closed).toBeNull();
  });

  it("counts a few hours late in the temple's evening as that temple-local day", async () => {
    // 20:00-23:00 IST on 14 March is 14:30-17:30 UTC: the 14th, not the 15th.
    await addEvent({
      title: "Night procession",
      allDay: false,
      start: "2026-03-14T14:30:00Z",
      end: "2026-03-14T17:30:00Z",
    });
    const d = await days(pooja.id, "2026-03-13", "2026-03-15");
    expect(d["2026-03-13"]?.closed).toBeNull();
    expect(d["2026-03-14"]).toMatchObject({ closed: "closure", closureReason: "Night procession" });
    expect(d["2026-03-15"]?.closed).toBeNull();
    // Booking create applies the same temple-local rule.
    expect((await book(pooja.id, "2026-03-14")).json().code).toBe("SLOT_UNAVAILABLE");
    expect((await book(pooja.id, "2026-03-13")).statusCode).toBe(201);
    expect((await book(pooja.id, "2026-03-15")).statusCode).toBe(201);
  });

  it("refuses a booking on a closed date and accepts one the day after", async () => {
    const refused = await book(pooja.id, "2026-03-10");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("SLOT_UNAVAILABLE");
    expect((await book(pooja.id, "2026-03-11")).json().code).toBe("SLOT_UNAVAILABLE");
    // The event ended at 00:00 on the 12th: the 12th is open.
    expect((await book(pooja.id, "2026-03-12")).statusCode).toBe(201);
    expect((await book(pooja.id, "2026-03-09")).statusCode).toBe(201);
  });

  it("reopens the dates when the event is deleted or changed to a festival", async () => {
    const res = await addEvent({
      title: "Renovation",
      start: "2026-03-19T18:30:00Z",
      end: "2026-03-20T18:30:00Z",
    });
    const id = res.json().data.id;
    expect((await days(pooja.id, "2026-03-20", "2026-03-20"))["2026-03-20"]?.closed).toBe(
      "closure",
    );
    const changed = await app.inject({
      method: "PUT",
      url: `/api/calendar/events/${id}`,
      headers: admin.headers,
      payload: { kind: "festival" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await days(pooja.id, "2026-03-20", "2026-03-20"))["2026-03-20"]?.closed).toBeNull();
    expect((await book(pooja.id, "2026-03-20")).statusCode).toBe(201);
  });

  it("keeps the temple_closures table's own reason when both close a date", async () => {
    await closeTemple(ctx, temple.id, "2026-03-25", "Annual maintenance");
    await addEvent({
      title: "Also closed",
      start: "2026-03-24T18:30:00Z",
      end: "2026-03-25T18:30:00Z",
    });
    expect((await days(pooja.id, "2026-03-25", "2026-03-25"))["2026-03-25"]).toMatchObject({
      closed: "closure",
      closureReason: "Annual maintenance",
    });
  });

  it("refuses a closure that names no temple", async () => {
    const res = await addEvent({
      title: "Nowhere",
      templeId: null,
      start: "2026-03-19T18:30:00Z",
      end: "2026-03-20T18:30:00Z",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", details: [{ path: "templeId" }] });
  });

  it("tells the day sheet that the temple is closed that day, so staff can act on earlier bookings", async () => {
    const added = await addEvent({
      title: "Grahanam",
      start: "2026-03-26T18:30:00Z",
      end: "2026-03-27T18:29:00Z",
    });
    expect(added.statusCode).toBe(200);
    const sheet = (date: string) =>
      app.inject({
        url: `/api/staff/temples/${temple.id}/day-sheet?date=${date}`,
        headers: admin.headers,
      });
    expect((await sheet("2026-03-27")).json().data.closure).toEqual({ reason: "Grahanam" });
    expect((await sheet("2026-03-28")).json().data.closure).toBeNull();
  });
});
