import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";
import { takeSerial } from "./invoices.repository.js";

/**
 * Issue 13: one consecutive series per seller and financial year, no gaps even under
 * concurrency. The race exists only on real PostgreSQL; on PGlite the same test checks the
 * serialised path.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ctx = await createTestApp();
clock.now = () => new Date("2026-03-02T04:00:00Z");
const admin = await createUser(ctx, "admin");

const issue = (templeId: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/invoices/add",
    headers: admin.headers,
    payload: {
      templeId,
      buyer: { name: "Walk-in devotee", address: "" },
      items: [{ name: "Coconut", unit: 1, price: 35 }],
      status: "pending",
    },
  });

describe(`invoice numbers under concurrency (${onPostgres ? "PostgreSQL" : "PGlite, serialised"})`, () => {
  it("gives 40 simultaneous invoices of two sellers 1…20 each, no gap, no repeat", async () => {
    expect(ctx.database.kind).toBe(onPostgres ? "postgres" : "pglite");
    const { temple: a } = await createTemple(ctx);
    const { temple: b } = await createTemple(ctx);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => issue(i % 2 ? a.id : b.id)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    for (const temple of [a, b]) {
      const numbers = results
        .map((r) => r.json().data)
        .filter((inv) => inv.seller.templeId === temple.id)
        .map((inv) => inv.orderNo as string)
        .sort();
      expect(numbers).toEqual(
        Array.from({ length: 20 }, (_, i) => `INV/2526/${String(i + 1).padStart(6, "0")}`),
      );
    }
  }, 120_000);

  it("gives the number of a transaction that failed to the next invoice", async () => {
    const { temple } = await createTemple(ctx);
    expect((await issue(temple.id)).json().data.orderNo).toBe("INV/2526/000001");
    await expect(
      ctx.database.db.transaction(async (tx) => {
        expect(await takeSerial(tx, temple.id, "2526", "INV")).toBe(2);
        throw new Error("the invoice could not be written");
      }),
    ).rejects.toThrow("could not be written");
    expect((await issue(temple.id)).json().data.orderNo).toBe("INV/2526/000002");
  });
});
