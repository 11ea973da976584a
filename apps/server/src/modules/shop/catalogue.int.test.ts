import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createProduct } from "../../../test/shop.js";
import { createUser } from "../../../test/users.js";

const ctx = await createTestApp();
const { app } = ctx;
const { temple: palani } = await createTemple(ctx, { name: "Palani Murugan" });
const { temple: madurai } = await createTemple(ctx, { name: "Madurai Meenakshi" });
const { temple: hidden } = await createTemple(ctx, { name: "Unpublished", published: false });

const panchamirtham = await createProduct(ctx, palani.id, {
  title: "Panchamirtham prasadam",
  category: "prasadam",
  pricePaise: 25_000,
  freeShipping: true,
  ratingSum: 9,
  ratingCount: 2,
});
const vibhuti = await createProduct(ctx, palani.id, {
  title: "Vibhuti",
  pricePaise: 4_000,
  ratingSum: 3,
  ratingCount: 1,
});
const lamp = await createProduct(ctx, madurai.id, {
  title: "Brass kuthuvilakku",
  category: "lamps",
  pricePaise: 1_25_000_00,
  gstRate: 12,
  stock: 0,
});
const laddu = await createProduct(ctx, madurai.id, {
  title: "Laddu prasadam",
  category: "prasadam",
  pricePaise: 5_000,
  ratingSum: 5,
  ratingCount: 1,
});
await createProduct(ctx, madurai.id, { title: "Withdrawn camphor", active: false });
await createProduct(ctx, hidden.id, { title: "Camphor of a draft temple" });

const get = (url: string) => app.inject({ url });
const titles = async (query: string) =>
  (await get(`/api/ecommerce/get-product-list${query}`))
    .json()
    .data.map((p: { title: string }) => p.title);

describe("the temple shop's catalogue (spec section 3)", () => {
  it("lists products with the spec's fields, the temple as brand and prices in paise too", async () => {
    const res = await get("/api/ecommerce/get-product-list?limit=100");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(4);
    const p = body.data.find((x: { id: string }) => x.id === panchamirtham.id);
    expect(p).toEqual({
      id: panchamirtham.id,
      imgUrl: null,
      price: 250,
      pricePaise: 25_000,
      totalUnit: 100,
      title: "Panchamirtham prasadam",
      category: "prasadam",
      brand: "Palani Murugan",
      brandId: palani.id,
      templeSlug: palani.slug,
      rating: 4.5,
      ratingCount: 2,
      freeShipping: true,
      description: "",
      gstRate: 0,
      materialId: null,
    });
    // Withdrawn products and the products of unpublished temples are not for sale.
    expect(body.data.map((x: { title: string }) => x.title)).not.toContain("Withdrawn camphor");
    expect(body.data.map((x: { title: string }) => x.title)).not.toContain(
      "Camphor of a draft temple",
    );
  });

  it("filters by category, temple, rating, price range, free shipping and text", async () => {
    expect(await titles("?category=prasadam&sort=price")).toEqual([
      "Laddu prasadam",
      "Panchamirtham prasadam",
    ]);
    expect(await titles(`?temple_id=${madurai.id}&sort=-price`)).toEqual([
      "Brass kuthuvilakku",
      "Laddu prasadam",
    ]);
    expect(await titles("?rating=4&sort=rating")).toEqual([
      "Laddu prasadam",
      "Panchamirtham prasadam",
    ]);
    expect(await titles("?min_price=40&max_price=100&sort=price")).toEqual([
      "Vibhuti",
      "Laddu prasadam",
    ]);
    expect(await titles("?free_shipping=true")).toEqual(["Panchamirtham prasadam"]);
    expect(await titles("?q=MEENAKSHI&sort=price")).toEqual([
      "Laddu prasadam",
      "Brass kuthuvilakku",
    ]);
    expect(await titles("?q=vibh")).toEqual(["Vibhuti"]);
    // A % in the search is a percent sign, not a wildcard.
    expect(await titles("?q=%25")).toEqual([]);
  });

  it("shows what can be bought first and pages through the rest", async () => {
    const all = await titles("?limit=100");
    expect(all.at(-1)).toBe("Brass kuthuvilakku"); // out of stock
    const page2 = (await get("/api/ecommerce/get-product-list?limit=3&page=2")).json();
    expect(page2.meta).toEqual({ total: 4, page: 2, limit: 3 });
    expect(page2.data.map((p: { title: string }) => p.title)).toEqual([all[3]]);
  });

  it("counts each facet in a field named product, over what the other filters leave", async () => {
    const categories = (await get("/api/ecommerce/get-category-list")).json().data;
    expect(categories).toEqual([
      { title: "pooja_materials", product: 1 },
      { title: "prasadam", product: 2 },
      { title: "lamps", product: 1 },
      { title: "books", product: 0 },
    ]);
    // Choosing a category narrows the brands and ratings, but not the categories themselves.
    const q = `?category=prasadam`;
    expect((await get(`/api/ecommerce/get-category-list${q}`)).json().data[0]).toEqual({
      title: "pooja_materials",
      product: 1,
    });
    expect((await get(`/api/ecommerce/get-brand-list${q}`)).json().data).toEqual([
      { id: madurai.id, title: "Madurai Meenakshi", product: 1 },
      { id: palani.id, title: "Palani Murugan", product: 1 },
    ]);
    expect((await get("/api/ecommerce/get-rating-list")).json().data).toEqual([
      { rate: 5, product: 1 },
      { rate: 4, product: 2 },
      { rate: 3, product: 3 },
      { rate: 2, product: 3 },
      { rate: 1, product: 3 },
    ]);
  });

  it("shows one product, and no withdrawn or unknown one", async () => {
    const one = await get(`/api/ecommerce/products/${laddu.id}`);
    expect(one.json().data).toMatchObject({ title: "Laddu prasadam", brand: "Madurai Meenakshi" });
    expect(lamp.stock).toBe(0);
    const missing = await get("/api/ecommerce/products/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect((await get("/api/ecommerce/products/not-a-uuid")).statusCode).toBe(400);
    expect(vibhuti.templeId).toBe(palani.id);
  });

  it("answers bad filters with the error envelope", async () => {
    for (const query of [
      "rating=6",
      "rating=0",
      "rating=four",
      "min_price=-1",
      "min_price=500&max_price=100",
      "max_price=99999999999",
      "category=idols",
      "temple_id=42",
      "free_shipping=yes",
      "sort=cheapest",
      `q=${"x".repeat(10_000)}`,
      "limit=1000",
    ]) {
      for (const path of ["get-product-list", "get-category-list", "get-rating-list"]) {
        const res = await get(`/api/ecommerce/${path}?${query}`);
        expect(res.statusCode, `${path}?${query.slice(0, 30)}`).toBe(400);
        expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
      }
    }
  });

  it("lets staff manage products and stock as a CMS resource", async () => {
    const admin = await createUser(ctx, "admin");
    const created = await app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: {
        templeId: palani.id,
        title: "Rudraksha mala",
        category: "pooja_materials",
        pricePaise: 45_000,
        stock: 12,
        gstRate: 5,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      temple: { id: palani.id, name: "Palani Murugan" },
      freeShipping: false,
      active: true,
    });
    const stocked = await app.inject({
      method: "PUT",
      url: `/api/products/${id}`,
      headers: admin.headers,
      payload: { stock: 3 },
    });
    expect(stocked.json().data.stock).toBe(3);
    const shown = (await get(`/api/ecommerce/products/${id}`)).json().data;
    expect(shown).toMatchObject({ totalUnit: 3, price: 450, gstRate: 5 });
    for (const bad of [
      { pricePaise: -100 },
      { pricePaise: 10 },
      { stock: -1 },
      { gstRate: 7 },
      { category: "idols" },
      { title: "x".repeat(10_000) },
    ]) {
      const res = await app.inject({
        method: "PUT",
        url: `/api/products/${id}`,
        headers: admin.headers,
        payload: bad,
      });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect((await get(`/api/ecommerce/products/${id}`)).json().data.totalUnit).toBe(3);
    const devotee = await createUser(ctx);
    const refused = await app.inject({
      method: "PUT",
      url: `/api/products/${id}`,
      headers: devotee.headers,
      payload: { stock: 1000 },
    });
    expect(refused.statusCode).toBe(403);
  });
});
