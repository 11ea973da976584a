import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "./clock.js";

/**
 * Issue 15: under a surge the requests of one slot share their reads and are granted in
 * batches (docs/decisions/141). What a devotee notices must not change: each request gets its
 * own answer, a retried request (same idempotency key) its own booking, the per-devotee limit
 * holds inside one batch, and a place given back is bookable again at once.
 */
const ctx = await createTestApp({ BOOKING_MAX_PER_POOJA_PER_DAY: "3" });
clock.now = () => new Date("2026-03-02T04:00:00Z");
const { temple } = await createTemple(ctx);

async function poojaOf(capacity: number) {
  return createPooja(ctx, temple.id, { slots: [{ time: "18:00", capacity }] });
}

function book(pooja: { id: string }, d: TestUser, key?: string, participants = 1, slot = "18:00") {
  return ctx.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { ...d.headers, ...(key ? { "idempotency-key": key } : {}) },
    payload: {
      poojaId: pooja.id,
      date: "2026-03-04",
      slot,
      participants: Array.from({ length: participants }, (_, i) => ({ name: `P${i}` })),
    },
  });
}

describe("a surge for one slot", () => {
  it("answers a request sent twice at once (same key) with one booking, and fills the slot exactly", async () => {
    const pooja = await poojaOf(20);
    const devotees = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx)));
    const results = await Promise.all(
      devotees.flatMap((d, i) => [
        book(pooja, d, `surge-key-${i}`),
        book(pooja, d, `surge-key-${i}`),
      ]),
    );
    const granted = new Set<string>();
    for (let i = 0; i < devotees.length; i++) {
      const a = results[2 * i]!;
      const b = results[2 * i + 1]!;
      const codes = [a.statusCode, b.statusCode].sort();
      if (codes.includes(201)) {
        // One made the hold, the other is its replay: the same booking.
        expect(codes).toEqual([200, 201]);
        expect(a.json().data.id).toBe(b.json().data.id);
        granted.add(a.json().data.id);
      } else {
        expect(codes).toEqual([409, 409]);
        expect(a.json().code).toBe("SLOT_FULL");
      }
    }
    expect(granted.size).toBe(20);
    const res = await ctx.app.inject({
      url: `/api/poojas/${pooja.id}/availability?from=2026-03-04&to=2026-03-04`,
    });
    expect(res.json().data.days[0].slots[0]).toMatchObject({ capacity: 20, remaining: 0 });
  });

  it("holds one devotee to the limit even when the requests arrive together", async () => {
    const pooja = await poojaOf(50);
    const d = await createUser(ctx);
    const results = await Promise.all(Array.from({ length: 5 }, () => book(pooja, d)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      "BOOKING_LIMIT",
      "BOOKING_LIMIT",
    ]);
  });

  it("tells how many places are left to a party that does not fit, and books one that does", async () => {
    const pooja = await poojaOf(3);
    const [a, b, c] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    expect((await book(pooja, a, undefined, 2)).statusCode).toBe(201);
    const [big, small] = await Promise.all([book(pooja, b, undefined, 2), book(pooja, c)]);
    expect(big.statusCode).toBe(409);
    expect(big.json().error).toBe("Only 1 places are left in this slot");
    expect(small.statusCode).toBe(201);
  });

  it("gives a cancelled hold's place to the next devotee at once", async () => {
    const pooja = await poojaOf(2);
    const [a, b, c] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    const [first] = await Promise.all([book(pooja, a), book(pooja, b)]);
    expect((await book(pooja, c)).json().code).toBe("SLOT_FULL");
    const cancel = await ctx.app.inject({
      method: "POST",
      url: `/api/bookings/${first.json().data.id}/cancel`,
      headers: a.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await book(pooja, c)).statusCode).toBe(201);
  });
});

describe("a surge across the slots of one day", () => {
  it("fills each slot exactly, from one read of the day's places (docs/decisions/192)", async () => {
    const pooja = await createPooja(ctx, temple.id, {
      slots: [
        { time: "06:00", capacity: 4 },
        { time: "18:00", capacity: 7 },
      ],
    });
    const devotees = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx)));
    // Half press Book for the morning, half for the evening, all at once.
    const results = await Promise.all(
      devotees.map((d, i) => book(pooja, d, undefined, 1, i % 2 ? "18:00" : "06:00")),
    );
    const granted = (slot: string) =>
      results.filter((r, i) => r.statusCode === 201 && (i % 2 ? "18:00" : "06:00") === slot).length;
    expect(granted("06:00")).toBe(4);
    expect(granted("18:00")).toBe(7);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(9).fill("SLOT_FULL"),
    );
    // A full morning does not refuse the evening: one more place there is still bookable.
    const res = await ctx.app.inject({
      url: `/api/poojas/${pooja.id}/availability?from=2026-03-04&to=2026-03-04`,
    });
    expect(res.json().data.days[0].slots).toMatchObject([
      { time: "06:00", remaining: 0 },
      { time: "18:00", remaining: 0 },
    ]);
  });

  it("refuses a full slot while another slot of that day still takes holds", async () => {
    const pooja = await createPooja(ctx, temple.id, {
      slots: [
        { time: "06:00", capacity: 1 },
        { time: "18:00", capacity: 4 },
      ],
    });
    const [a, b, c, d, e] = await Promise.all([
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
    ]);
    expect((await book(pooja, a, undefined, 1, "06:00")).statusCode).toBe(201);
    expect((await book(pooja, c, undefined, 1, "18:00")).statusCode).toBe(201);
    const [morning, party, evening] = await Promise.all([
      book(pooja, b, undefined, 1, "06:00"),
      book(pooja, d, undefined, 4, "18:00"),
      book(pooja, e, undefined, 1, "18:00"),
    ]);
    expect(morning.statusCode).toBe(409);
    expect(morning.json().error).toBe("This slot is full");
    // The evening's own count: 4 places, one held, so a party of four does not fit…
    expect(party.statusCode).toBe(409);
    expect(party.json().error).toBe("Only 3 places are left in this slot");
    // …and one more devotee does.
    expect(evening.statusCode).toBe(201);
  });
});
