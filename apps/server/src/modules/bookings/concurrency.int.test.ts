import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { clock } from "./clock.js";

/**
 * Issue 6: capacity is never oversold under any concurrency. The race only exists on real
 * PostgreSQL (pooled connections, concurrent transactions); embedded PGlite runs one transaction
 * at a time, so there the same test checks the serialised path still grants exactly N.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ctx = await createTestApp();
clock.now = () => new Date("2026-03-02T04:00:00Z");

describe(`200 devotees racing for a slot of 50 (${onPostgres ? "PostgreSQL" : "PGlite, serialised"})`, () => {
  it("grants exactly 50 holds and answers the rest SLOT_FULL", async () => {
    expect(ctx.database.kind).toBe(onPostgres ? "postgres" : "pglite");
    const { temple } = await createTemple(ctx);
    const pooja = await createPooja(ctx, temple.id, { slots: [{ time: "18:00", capacity: 50 }] });
    const devotees = await Promise.all(Array.from({ length: 200 }, () => createUser(ctx)));

    const results = await Promise.all(
      devotees.map((d) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/bookings",
          headers: d.headers,
          payload: {
            poojaId: pooja.id,
            date: "2026-03-04",
            slot: "18:00",
            participants: [{ name: "A" }],
          },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(
      results.filter((r) => r.statusCode === 409 && r.json().code === "SLOT_FULL"),
    ).toHaveLength(150);

    const res = await ctx.app.inject({
      url: `/api/poojas/${pooja.id}/availability?from=2026-03-04&to=2026-03-04`,
    });
    expect(res.json().data.days[0].slots[0]).toMatchObject({ capacity: 50, remaining: 0 });
  }, 120_000);
});
