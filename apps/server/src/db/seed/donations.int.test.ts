import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { decryptPan } from "../../lib/pan-cipher.js";
import { devoteeNotices, donationPurposes, donations, temples } from "../schema/index.js";
import { seedIfEmpty } from "./seed.js";

const ctx = await createTestApp();
const db = ctx.database.db;
const panKey = randomBytes(32);
await seedIfEmpty(db, { adminMobile: "9000000001", panKey });

describe("demo donations and booking messages (issue 18)", () => {
  it("tell the devotees of performed demo bookings", async () => {
    const told = await db.select().from(devoteeNotices);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => n.kind === "performed" && n.text.includes("was performed"))).toBe(
      true,
    );
  });

  it("give every temple purposes and a past week of paid, numbered gifts", async () => {
    const all = await db.select().from(temples);
    const purposes = await db.select().from(donationPurposes);
    for (const t of all) {
      expect(purposes.filter((p) => p.templeId === t.id).length).toBeGreaterThanOrEqual(2);
    }
    expect(all.filter((t) => t.reg80gNumber).length).toBe(4);

    const gifts = await db.select().from(donations);
    expect(gifts.length).toBeGreaterThanOrEqual(10);
    expect(gifts.every((g) => g.status === "paid")).toBe(true);
    // Consecutive per temple and financial year, from 1.
    const series = new Map<string, number[]>();
    for (const g of gifts) {
      const key = `${g.templeId}/${g.financialYear}`;
      series.set(key, [...(series.get(key) ?? []), Number(g.receiptNumber?.slice(-6))]);
    }
    for (const numbers of series.values()) {
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
    }
    const with80g = gifts.filter((g) => g.receipt80g);
    expect(with80g.length).toBeGreaterThan(0);
    expect(
      with80g.every((g) => /^[A-Z]{5}\d{4}[A-Z]$/.test(decryptPan(panKey, g.panCipher!))),
    ).toBe(true);
  });
});
