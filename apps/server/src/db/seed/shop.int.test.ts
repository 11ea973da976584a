import { SHOP_ORDER_STATUSES } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { invoices, shopOrders } from "../schema/index.js";
import { seedIfEmpty } from "./seed.js";

const ctx = await createTestApp();
const db = ctx.database.db;
await seedIfEmpty(db, { adminMobile: "9000000001" });

describe("the shop's demo data", () => {
  it("sells products of several demo temples, with stock, and filters them", async () => {
    const res = await ctx.app.inject({ url: "/api/ecommerce/get-brand-list" });
    expect(res.json().data.length).toBeGreaterThanOrEqual(4);
    const categories = (await ctx.app.inject({ url: "/api/ecommerce/get-category-list" })).json()
      .data as { title: string; product: number }[];
    expect(categories.find((c) => c.title === "prasadam")?.product).toBeGreaterThan(0);
    expect(categories.find((c) => c.title === "pooja_materials")?.product).toBeGreaterThan(0);
    const rated = (await ctx.app.inject({ url: "/api/ecommerce/get-rating-list" })).json().data;
    expect(rated.find((r: { rate: number }) => r.rate === 4).product).toBeGreaterThan(0);
  });

  it("holds a past week of orders in every status, each paid one invoiced", async () => {
    const rows = await db.select().from(shopOrders);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(SHOP_ORDER_STATUSES));
    const week = Date.now() - 8 * 24 * 3_600_000;
    expect(rows.every((o) => o.createdAt.getTime() > week)).toBe(true);
    const issued = await db.select().from(invoices);
    const paid = rows.filter((o) => o.paidAt);
    expect(issued.filter((i) => i.kind === "order")).toHaveLength(paid.length);
    expect(issued.some((i) => i.kind === "credit_note")).toBe(true);
    expect(issued.some((i) => i.kind === "manual" && i.status === "draft")).toBe(true);
  });

  it("numbers each seller's invoices from 1 without gaps, in the order of their dates", async () => {
    const issued = (await db.select().from(invoices)).filter((i) => i.number);
    const bySeries = new Map<string, typeof issued>();
    for (const i of issued) {
      const key = `${i.templeId} ${i.number!.split("/")[0]} ${i.financialYear}`;
      bySeries.set(key, [...(bySeries.get(key) ?? []), i]);
    }
    for (const list of bySeries.values()) {
      list.sort((a, b) => a.number!.localeCompare(b.number!));
      expect(list.map((i) => Number(i.number!.split("/")[2]))).toEqual(list.map((_, n) => n + 1));
      const dates = list.map((i) => i.issueDate!);
      expect(dates).toEqual([...dates].sort());
    }
  });
});

describe("the demo shop in the devotee's language (issue 37)", () => {
  const TAMIL = /[\u0B80-\u0BFF]/;
  it("answers titles, descriptions and temples in Tamil where written, in English where not", async () => {
    const list = (
      await ctx.app.inject({ url: "/api/ecommerce/get-product-list?limit=50&lang=ta" })
    ).json().data as { title: string; description: string; brand: string; templeSlug: string }[];
    const madurai = list.filter((p) => p.templeSlug === "meenakshi-amman-temple-madurai");
    expect(madurai.length).toBeGreaterThan(0);
    for (const p of madurai) {
      expect(p.title, p.title).toMatch(TAMIL);
      expect(p.description).toMatch(TAMIL);
      expect(p.brand).toMatch(TAMIL);
    }
    // Kashi's products have Hindi and no Tamil: English stands.
    const kashi = list.filter((p) => !TAMIL.test(p.title));
    expect(kashi.length).toBeGreaterThan(0);
    const english = (
      await ctx.app.inject({ url: "/api/ecommerce/get-product-list?limit=50" })
    ).json().data as { title: string }[];
    expect(english.every((p) => !TAMIL.test(p.title))).toBe(true);
    const bad = await ctx.app.inject({ url: "/api/ecommerce/get-product-list?lang=xx" });
    expect(bad.statusCode).toBe(400);
  });
});
