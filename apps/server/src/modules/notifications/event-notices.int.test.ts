import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { openLive } from "../../../test/live.js";
import { bookAndPay, employAt } from "../../../test/staff.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";

/**
 * Real events create notifications (issue 11): a paid booking, a cancellation, a staff refund
 * and a closure over booked days reach the staff of that temple — its own and the trust-wide
 * staff, never another temple's (decision 190) — live, without a reload.
 */
const ctx = await createTestApp();
const { app } = ctx;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;

const { temple } = await createTemple(ctx, { name: "Sri Kapaleeswarar" });
const { temple: elsewhere } = await createTemple(ctx, { name: "Elsewhere" });
const pooja = await createPooja(ctx, temple.id, {
  name: "Archanai",
  pricePaise: 10_150,
  slots: [{ time: "18:00", capacity: 100 }],
});
const office = await createUser(ctx, "admin");
const ownAdmin = await createUser(ctx, "admin");
const otherAdmin = await createUser(ctx, "admin");
const editor = await createUser(ctx, "editor");
await employAt(ctx, ownAdmin, temple.id);
await employAt(ctx, otherAdmin, elsewhere.id);
const paidBooking = (d: TestUser, date = "2026-03-05") =>
  bookAndPay(ctx, d, { poojaId: pooja.id, date, slot: "18:00" });

// The notices come from the job queue (decision 158): read them once its work is done.
const notices = async (u: TestUser, kind: string) => {
  await app.ctx.jobs.settled();
  return (await app.inject({ url: "/api/notification?limit=100", headers: u.headers }))
    .json()
    .data.filter((n: { kind: string }) => n.kind === kind);
};

describe("booking notifications", () => {
  it("a paid booking reaches its temple's staff and the office live, not another temple's or an editor", async () => {
    const tab = await openLive(app, ownAdmin.token);
    const devotee = await createUser(ctx, "user");
    const { id, receipt } = await paidBooking(devotee);

    const pushed = await tab.event<{ kind: string; path: string; title: string }>(
      "notification.added",
    );
    expect(pushed).toMatchObject({
      kind: "booking_paid",
      path: `/bookings/${id}`,
      title: "New booking: Archanai at Sri Kapaleeswarar",
      params: { receipt, amount: 10_150, date: "2026-03-05", slot: "18:00" },
    });
    expect(await notices(office, "booking_paid")).toHaveLength(1);
    expect(await notices(otherAdmin, "booking_paid")).toHaveLength(0);
    expect(await notices(editor, "booking_paid")).toHaveLength(0);
    tab.close();
  });

  it("an unpaid hold tells nobody; a devotee's cancellation of a paid booking tells the staff with the refund", async () => {
    const devotee = await createUser(ctx, "user");
    const before = (await notices(ownAdmin, "booking_cancelled")).length;
    const hold = await app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: devotee.headers,
      payload: {
        poojaId: pooja.id,
        date: "2026-03-06",
        slot: "18:00",
        participants: [{ name: "A" }],
      },
    });
    await app.inject({
      method: "POST",
      url: `/api/bookings/${hold.json().data.id}/cancel`,
      headers: devotee.headers,
    });
    expect(await notices(ownAdmin, "booking_cancelled")).toHaveLength(before);

    const { id } = await paidBooking(devotee, "2026-03-07");
    const res = await app.inject({
      method: "POST",
      url: `/api/bookings/${id}/cancel`,
      headers: devotee.headers,
    });
    expect(res.json().data.status).toMatch(/cancelled|refunded/);
    const [cancelled] = await notices(ownAdmin, "booking_cancelled");
    expect(cancelled).toMatchObject({
      path: `/bookings/${id}`,
      params: { refund: 10_150, reason: "devotee" },
    });
  });

  it("a staff refund tells the other staff of the temple, not the one who refunded", async () => {
    const devotee = await createUser(ctx, "user");
    const { id } = await paidBooking(devotee, "2026-03-08");
    const res = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${id}/refund`,
      headers: office.headers,
      payload: { amountPaise: 5_000 },
    });
    expect(res.statusCode).toBe(200);
    const [refund] = await notices(ownAdmin, "booking_refunded");
    expect(refund).toMatchObject({
      params: { refund: 5_000, by: "Test admin" },
      path: `/bookings/${id}`,
    });
    expect(await notices(office, "booking_refunded")).toHaveLength(0);
  });
});

describe("closure notifications", () => {
  const closure = (title: string, start: string, end: string) => ({
    title,
    kind: "closure",
    templeId: temple.id,
    start,
    end,
  });

  it("a closure over booked days tells the temple's staff once per event, and one over empty days tells nobody", async () => {
    const devotee = await createUser(ctx, "user");
    await paidBooking(devotee, "2026-03-10");
    const sa = await createUser(ctx, "SA");
    const empty = await app.inject({
      method: "POST",
      url: "/api/calendar/events/add",
      headers: sa.headers,
      payload: closure("Painting", "2026-03-20T00:00:00+05:30", "2026-03-21T00:00:00+05:30"),
    });
    expect(empty.statusCode).toBe(200);
    expect(await notices(ownAdmin, "closure_bookings")).toHaveLength(0);

    const res = await app.inject({
      method: "POST",
      url: "/api/calendar/events/add",
      headers: sa.headers,
      payload: closure("Kumbhabhishekam", "2026-03-09T00:00:00+05:30", "2026-03-11T00:00:00+05:30"),
    });
    expect(res.statusCode).toBe(200);
    const [told] = await notices(ownAdmin, "closure_bookings");
    expect(told).toMatchObject({
      params: { temple: "Sri Kapaleeswarar", from: "2026-03-09", to: "2026-03-10", count: 1 },
      path: `/bookings/day-sheet?temple=${temple.id}&date=2026-03-09`,
    });
    expect(await notices(otherAdmin, "closure_bookings")).toHaveLength(0);

    // Editing the same closure replaces its unread notice instead of adding another.
    const eventId = res.json().data.id;
    await app.inject({
      method: "POST",
      url: "/api/calendar/events/update",
      headers: sa.headers,
      payload: { id: eventId, title: "Kumbhabhishekam (renovation)" },
    });
    const after = await notices(ownAdmin, "closure_bookings");
    expect(after).toHaveLength(1);
    expect(after[0].params.title).toBe("Kumbhabhishekam (renovation)");
  });
});
