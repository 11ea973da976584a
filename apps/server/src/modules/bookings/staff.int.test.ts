import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { priests } from "../../db/schema/index.js";
import { clock } from "./clock.js";

const ctx = await createTestApp();
const { app } = ctx;
// Wednesday 4 March 2026, 09:30 at the temple.
const NOW = new Date("2026-03-04T04:00:00Z");
clock.now = () => NOW;
const { temple } = await createTemple(ctx, { name: "Sri Ranganathaswamy" });
const pooja = await createPooja(ctx, temple.id, {
  pricePaise: 50_000,
  requires: { name: true, gotra: true, nakshatra: true, rasi: true },
});
const admin = await createUser(ctx, "admin");
const sa = await createUser(ctx, "SA");
const sankalpam = { name: "Padma", gotra: "Bharadwaja", nakshatra: "hasta", rasi: "kanya" };

async function paid(d: TestUser, date = "2026-03-06") {
  const b = await app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: d.headers,
    payload: { poojaId: pooja.id, date, slot: "06:00", participants: [sankalpam] },
  });
  const id = b.json().data.id as string;
  const o = await app.inject({
    method: "POST",
    url: "/api/payments/order",
    headers: d.headers,
    payload: { bookingId: id },
  });
  const { orderId, signature } = o.json().data;
  await app.inject({
    method: "POST",
    url: "/api/payments/local/complete",
    headers: d.headers,
    payload: { bookingId: id, orderId, outcome: "success", signature },
  });
  return b.json().data as { id: string; receiptNumber: string };
}

describe("staff bookings", () => {
  it("finds bookings by receipt or mobile and filters by temple, date and status", async () => {
    const d = await createUser(ctx);
    const b = await paid(d);
    const list = (qs: string) =>
      app.inject({ url: `/api/staff/bookings?${qs}`, headers: admin.headers });
    const byReceipt = (await list(`q=${b.receiptNumber}`)).json();
    expect(byReceipt.data.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect(byReceipt.data[0].devotee.mobile).toBe(d.mobile);
    expect((await list(`q=${d.mobile.slice(-10)}`)).json().data[0].id).toBe(b.id);
    expect(
      (await list(`temple_id=${temple.id}&date=2026-03-06&status=confirmed`)).json().meta.total,
    ).toBeGreaterThan(0);
    expect((await list("date=2026-03-07")).json().meta.total).toBe(0);
    expect((await list("status=bogus")).statusCode).toBe(400);
  });

  it("prints the day sheet with sankalpam details, marks performed with proof the devotee sees", async () => {
    const d = await createUser(ctx);
    const b = await paid(d, "2026-03-07");
    const sheet = await app.inject({
      url: `/api/staff/temples/${temple.id}/day-sheet?date=2026-03-07`,
      headers: admin.headers,
    });
    expect(sheet.json().data.bookings[0]).toMatchObject({ id: b.id, participants: [sankalpam] });

    const [priest] = await ctx.database.db
      .insert(priests)
      .values({ name: "Sri Raghavan", mobile: "+919811100011", templeId: temple.id })
      .returning();
    const priestId = priest!.id;
    const unknown = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${b.id}/assign-priest`,
      headers: admin.headers,
      payload: { priestId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    const assigned = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${b.id}/assign-priest`,
      headers: admin.headers,
      payload: { priestId },
    });
    expect(assigned.json().data).toMatchObject({ priestId, priestName: "Sri Raghavan" });
    // The printed sheet names the priest without a second lookup.
    const named = await app.inject({
      url: `/api/staff/temples/${temple.id}/day-sheet?date=2026-03-07`,
      headers: admin.headers,
    });
    expect(named.json().data.bookings[0].priestName).toBe("Sri Raghavan");

    // The 06:00 pooja on the 7th has been held (decision 232: never "performed" before it).
    clock.now = () => new Date("2026-03-07T02:00:00Z");
    const done = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${b.id}/performed`,
      headers: admin.headers,
      payload: { photoUrl: "/media/proof/abc.jpg" },
    });
    clock.now = () => NOW;
    expect(done.json().data.status).toBe("performed");
    const mine = (await app.inject({ url: `/api/bookings/${b.id}`, headers: d.headers })).json()
      .data;
    expect(mine).toMatchObject({ status: "performed", proofPhotoUrl: "/media/proof/abc.jpg" });
    const twice = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${b.id}/performed`,
      headers: admin.headers,
    });
    expect(twice.json()).toMatchObject({ code: "NOT_CONFIRMED" });
    const badUrl = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${b.id}/performed`,
      headers: admin.headers,
      payload: { photoUrl: "javascript:alert(1)" },
    });
    expect(badUrl.statusCode).toBe(400);
  });

  it("refuses 'performed' before the slot starts, telling the devotee nothing, and allows it from then", async () => {
    const d = await createUser(ctx);
    const b = await paid(d, "2026-03-06");
    const mark = () =>
      app.inject({
        method: "POST",
        url: `/api/staff/bookings/${b.id}/performed`,
        headers: admin.headers,
        payload: {},
      });
    const notices = async () =>
      (await app.inject({ url: "/api/bookings/notices", headers: d.headers })).json().data as {
        kind: string;
        text: string;
      }[];
    // 05:59 in India on the 6th, a minute before the 06:00 slot; and two days before it.
    for (const at of ["2026-03-06T00:29:00Z", "2026-03-04T04:00:00Z"]) {
      clock.now = () => new Date(at);
      const early = await mark();
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        status: "error",
        code: "NOT_YET_HELD",
        error:
          "This pooja is booked for 06:00 on 2026-03-06 (India time): it can be marked performed from then",
      });
    }
    const still = await app.inject({ url: `/api/staff/bookings/${b.id}`, headers: admin.headers });
    expect(still.json().data).toMatchObject({ status: "confirmed", performedAt: null });
    expect((await notices()).filter((n) => n.kind === "performed")).toEqual([]);

    // At 06:00 exactly it may be marked, and the devotee is told of a pooja that has happened.
    const start = new Date("2026-03-06T00:30:00Z");
    clock.now = () => start;
    const done = await mark();
    clock.now = () => NOW;
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: "performed",
      performedAt: start.toISOString(),
    });
    expect((await notices()).filter((n) => n.kind === "performed")).toMatchObject([
      { text: expect.stringContaining("was performed on 2026-03-06") },
    ]);
  });

  it("lets a browser journey hold a pooja yesterday (dev only), then mark it performed", async () => {
    const d = await createUser(ctx);
    const b = await paid(d, "2026-03-08");
    const held = (bookingId: string) =>
      app.inject({ method: "POST", url: "/api/dev/pooja-held", payload: { bookingId } });
    const res = await held(b.id);
    expect(res.json().data).toEqual({ id: b.id, date: "2026-03-03", slot: "06:00" });
    const done = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${b.id}/performed`,
      headers: admin.headers,
    });
    expect(done.json().data).toMatchObject({ status: "performed", date: "2026-03-03" });
    // Only a confirmed booking moves; anything else is a clear 4xx and changes nothing.
    expect((await held(b.id)).statusCode).toBe(404);
    expect((await held(randomUUID())).statusCode).toBe(404);
    expect((await held("not-a-uuid")).json()).toMatchObject({ code: "VALIDATION" });
  });

  it("refunds a paid booking outside the devotee's window, never more than was paid", async () => {
    const d = await createUser(ctx);
    const b = await paid(d);
    const refund = (payload: Record<string, number>) =>
      app.inject({
        method: "POST",
        url: `/api/staff/bookings/${b.id}/refund`,
        headers: admin.headers,
        payload,
      });
    expect((await refund({ amountPaise: 50_001 })).statusCode).toBe(400);
    const res = await refund({ amountPaise: 20_000 });
    expect(res.json().data).toMatchObject({ status: "refunded", refund: { amountPaise: 20_000 } });
    expect((await refund({})).statusCode).toBe(409);
  });

  it("gives the SA today's and this week's bookings and revenue by temple", async () => {
    const before = (await app.inject({ url: "/api/staff/dashboard", headers: sa.headers })).json()
      .data;
    await paid(await createUser(ctx), "2026-03-09");
    const after = (await app.inject({ url: "/api/staff/dashboard", headers: sa.headers })).json()
      .data;
    expect(after.today.bookings).toBe(before.today.bookings + 1);
    expect(after.week.revenuePaise).toBe(before.week.revenuePaise + 50_000);
    expect(after.byTemple[0]).toMatchObject({ templeId: temple.id, name: "Sri Ranganathaswamy" });
    expect(
      (await app.inject({ url: "/api/staff/dashboard", headers: admin.headers })).statusCode,
    ).toBe(403);
  });

  it("answers a day sheet asked for a bad date or an unknown temple with a clear 4xx", async () => {
    const sheet = (templeId: string, qs: string) =>
      app.inject({ url: `/api/staff/temples/${templeId}/day-sheet${qs}`, headers: admin.headers });
    for (const qs of ["", "?date=2026-02-30", "?date=tomorrow", `?date=${"9".repeat(5000)}`]) {
      const res = await sheet(temple.id, qs);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    }
    expect((await sheet("not-a-uuid", "?date=2026-03-06")).statusCode).toBe(400);
    const unknown = await sheet(randomUUID(), "?date=2026-03-06");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Temple not found");
  });
});
