import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { bookings, poojas } from "../../db/schema/index.js";
import { clock } from "./clock.js";

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
// Wednesday 4 March 2026, 09:30 in India.
clock.now = () => new Date("2026-03-04T04:00:00Z");

const tirupati = await createTemple(ctx, { name: "Tirumala Venkateswara" });
const kashi = await createTemple(ctx, { name: "Kashi Vishwanath" });
const archanai = await createPooja(ctx, tirupati.temple.id, { name: "Archanai" });
const [homam] = await db
  .insert(poojas)
  .values({ ...archanai, id: randomUUID(), name: "Ganapathi Homam", kind: "homam" })
  .returning();
const abhishekam = await createPooja(ctx, kashi.temple.id, { name: "Rudrabhishekam" });
const devotee = await createUser(ctx);
const sa = await createUser(ctx, "SA");
const admin = await createUser(ctx, "admin");
const kashiAdmin = await createUser(ctx, "admin", [kashi.temple.id]);

let receipt = 0;
/** A booking of `pooja`, paid at `paidAt` (or never), for `amount` paise less `refund`. */
async function booking(
  pooja: { id: string; templeId: string },
  paidAt: string | null,
  amount: number,
  refund?: number,
) {
  await db.insert(bookings).values({
    receiptNumber: `SN-TEST-${++receipt}-${randomUUID().slice(0, 6)}`,
    userId: devotee.id,
    poojaId: pooja.id,
    templeId: pooja.templeId,
    date: "2026-03-10",
    slot: "06:00",
    participants: [{ name: "Padma" }],
    participantCount: 1,
    amountPaise: amount,
    status: paidAt ? (refund ? "cancelled" : "confirmed") : "pending_payment",
    confirmedAt: paidAt ? new Date(paidAt) : null,
    refundPaise: refund ?? null,
    createdAt: new Date("2026-03-01T00:00:00Z"),
  });
}
// 2 March (India): two archanais at Tirupati, one refunded in part.
await booking(archanai, "2026-03-02T05:00:00Z", 10_000);
await booking(archanai, "2026-03-02T17:00:00Z", 10_000, 4_000);
// 23:30 on 2 March in UTC is 5:00 on 3 March in India: counted on the 3rd.
await booking(homam!, "2026-03-02T23:30:00Z", 50_000);
await booking(abhishekam, "2026-03-04T03:00:00Z", 25_000);
// Never paid, and paid long before the range: neither counts.
await booking(abhishekam, null, 25_000);
await booking(abhishekam, "2026-01-01T05:00:00Z", 25_000);

const figures = (qs: string, headers = sa.headers) =>
  app.inject({ url: `/api/staff/booking-figures${qs}`, headers });

describe("booking figures for the staff charts", () => {
  it("counts paid bookings and net revenue by temple-local day, temple and pooja kind", async () => {
    const res = await figures("?from=2026-03-01&to=2026-03-04");
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.from).toBe("2026-03-01");
    expect(d.to).toBe("2026-03-04");
    expect(d.byDay).toEqual([
      { date: "2026-03-01", bookings: 0, revenuePaise: 0 },
      { date: "2026-03-02", bookings: 2, revenuePaise: 16_000 },
      { date: "2026-03-03", bookings: 1, revenuePaise: 50_000 },
      { date: "2026-03-04", bookings: 1, revenuePaise: 25_000 },
    ]);
    expect(d.byTemple).toEqual([
      {
        templeId: tirupati.temple.id,
        name: "Tirumala Venkateswara",
        bookings: 3,
        revenuePaise: 66_000,
      },
      { templeId: kashi.temple.id, name: "Kashi Vishwanath", bookings: 1, revenuePaise: 25_000 },
    ]);
    expect(d.byKind).toEqual([
      { kind: "homam", bookings: 1, revenuePaise: 50_000 },
      { kind: "archanai", bookings: 3, revenuePaise: 41_000 },
    ]);
  });

  it("shows the last 30 days up to today when no dates are given", async () => {
    const d = (await figures("")).json().data;
    expect(d.from).toBe("2026-02-03");
    expect(d.to).toBe("2026-03-04");
    expect(d.byDay).toHaveLength(30);
    expect(d.byDay.reduce((n: number, x: { bookings: number }) => n + x.bookings, 0)).toBe(4);
  });

  it("shows an admin of one temple that temple's figures only; a trust admin sees all", async () => {
    const own = (await figures("?from=2026-03-01&to=2026-03-04", kashiAdmin.headers)).json().data;
    expect(own.byTemple.map((t: { name: string }) => t.name)).toEqual(["Kashi Vishwanath"]);
    expect(own.byKind).toEqual([{ kind: "archanai", bookings: 1, revenuePaise: 25_000 }]);
    const trust = (await figures("?from=2026-03-01&to=2026-03-04", admin.headers)).json().data;
    expect(trust.byTemple).toHaveLength(2);
  });

  it("refuses impossible, reversed and over-long ranges with the error envelope", async () => {
    for (const qs of [
      "?from=2026-02-30",
      "?from=yesterday",
      `?to=${"9".repeat(10_000)}`,
      "?from=2026-03-05&to=2026-03-04",
      "?from=2026-01-01&to=2026-04-30",
    ]) {
      const res = await figures(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    }
  });
});
