import type { CmsFixtures } from "../../../test/cms-fixtures.js";
import { createUser } from "../../../test/users.js";
import { shopOrderLines, shopOrders } from "../../db/schema/index.js";

/** One resource as the table-driven CMS test exercises it (issue 4, "Done means"). */
export interface CmsCase {
  path: string;
  /** A valid create body whose `name`/`title` contains `token` (for the search test). */
  create: (fx: CmsFixtures, token: string) => Promise<Record<string, unknown>>;
  nameField: "name" | "title";
  /** A change and the field it changes. */
  update: (fx: CmsFixtures) => Record<string, unknown>;
  /** A body that breaks a rule of the contract. */
  invalid: Record<string, unknown>;
  /** Makes something that refers to `id`, and the 409 message expected when deleting it. */
  referrer?: (fx: CmsFixtures, id: string) => Promise<RegExp>;
}

export const CASES: CmsCase[] = [
  {
    path: "/api/states",
    nameField: "name",
    create: async (fx, token) => ({ name: `State ${token}`, code: fx.code(), kind: "ut" }),
    update: () => ({ kind: "state" }),
    invalid: { name: "Nowhere", code: "toolong", kind: "state" },
    referrer: async (fx, id) => {
      await fx.district(id);
      return /^State '.+' is used by 1 district$/;
    },
  },
  {
    path: "/api/districts",
    nameField: "name",
    create: async (fx, token) => ({ stateId: (await fx.state()).id, name: `District ${token}` }),
    update: () => ({ name: `Renamed district ${Date.now()}` }),
    invalid: { name: "No state" },
    referrer: async (fx, id) => {
      const res = await fx.ctx.app.inject({ method: "GET", url: `/api/districts/${id}` });
      await fx.temple({ stateId: res.json().data.stateId, districtId: id });
      return /^District '.+' is used by 1 temple$/;
    },
  },
  {
    path: "/api/deities",
    nameField: "name",
    create: async (_fx, token) => ({ name: `Deity ${token}`, description: "Preserver" }),
    update: () => ({ description: "Changed description" }),
    invalid: { name: "", description: "x" },
    referrer: async (fx, id) => {
      await fx.mainForm(id);
      await fx.mainForm(id);
      return /^Deity '.+' is used by 2 main forms$/;
    },
  },
  {
    path: "/api/maindeity",
    nameField: "name",
    create: async (fx, token) => ({ deityId: (await fx.deity()).id, name: `Form ${token}` }),
    update: () => ({ description: "Presiding form" }),
    invalid: { name: "Orphan form", deityId: "not-a-uuid" },
    referrer: async (fx, id) => {
      await fx.temple({ mainFormId: id });
      return /^Main form '.+' is used by 1 temple$/;
    },
  },
  {
    path: "/api/category",
    nameField: "name",
    create: async (_fx, token) => ({ name: `Jyotirlinga ${token}` }),
    update: () => ({ description: "One of the twelve" }),
    invalid: { name: "x".repeat(10_000) },
    referrer: async (fx, id) => {
      for (let i = 0; i < 3; i++) await fx.temple({ categoryIds: [id] });
      return /^Category 'Jyotirlinga .+' is used by 3 temples$/;
    },
  },
  {
    path: "/api/temples",
    nameField: "name",
    create: async (fx, token) => fx.templeInput({ name: `Temple ${token}` }),
    update: () => ({ town: "Thanjavur", published: false }),
    invalid: { name: "Temple", slug: "Not A Slug", town: "X", pinCode: "012345" },
    referrer: async (fx, id) => {
      await fx.pooja({ templeId: id });
      return /^Temple '.+' is used by 1 pooja$/;
    },
  },
  {
    path: "/api/poojas",
    nameField: "name",
    create: async (fx, token) => fx.poojaInput({ name: `Abhishekam ${token}`, kind: "abhishekam" }),
    update: () => ({ pricePaise: 25100, slots: [{ time: "07:00", capacity: 5 }] }),
    invalid: { name: "Free", kind: "sacrifice", pricePaise: -1 },
    referrer: async (fx, id) => {
      // A priest of the pooja's own temple (a priest performs only their temple's poojas).
      const pooja = await fx.ctx.app.inject({ url: `/api/poojas/${id}`, headers: fx.as.headers });
      const templeId = pooja.json().data.templeId as string;
      await fx.post("/api/priest", {
        name: "Sastri",
        mobile: fx.mobile(),
        templeId,
        poojaIds: [id],
      });
      return /^Pooja '.+' is used by 1 priest$/;
    },
  },
  {
    path: "/api/poojas_material",
    nameField: "name",
    create: async (_fx, token) => ({ name: `Camphor ${token}`, unit: "pack", pricePaise: 2000 }),
    update: () => ({ stock: 42 }),
    invalid: { name: "Ghee", stock: 1.5 },
    referrer: async (fx, id) => {
      await fx.pooja({ materialIds: [id] });
      return /^Pooja material '.+' is used by 1 pooja$/;
    },
  },
  {
    path: "/api/article",
    nameField: "title",
    create: async (_fx, token) => ({
      title: `Temple etiquette ${token}`,
      slug: `temple-etiquette-${token}`,
      body: "<p>Remove footwear.</p>",
      tags: ["guide"],
      status: "published",
      publishedAt: "2026-01-14T00:00:00.000Z",
    }),
    update: () => ({ status: "archived" }),
    invalid: { title: "No slug", status: "live" },
  },
  {
    path: "/api/mantharas",
    nameField: "title",
    create: async (fx, token) => ({
      title: `Gayatri ${token}`,
      deityId: (await fx.deity()).id,
      textDevanagari: "ॐ भूर्भुवः स्वः",
      transliteration: "om bhur bhuvah svah",
    }),
    update: () => ({ meaning: "We meditate on the divine light" }),
    invalid: { title: "Empty", textDevanagari: "" },
  },
  {
    path: "/api/employee",
    nameField: "name",
    create: async (fx, token) => ({
      name: `Clerk ${token}`,
      mobile: fx.mobile(),
      email: `clerk${token}@example.org`,
      designation: "Accountant",
    }),
    update: () => ({ designation: "Executive officer" }),
    invalid: { name: "Clerk", mobile: "12345", designation: "x" },
  },
  {
    path: "/api/priest",
    nameField: "name",
    create: async (fx, token) => ({
      name: `Sastri ${token}`,
      mobile: fx.mobile(),
      templeId: (await fx.temple()).id,
      languages: ["Tamil", "Sanskrit"],
      poojaIds: [],
    }),
    update: () => ({ languages: ["Telugu"] }),
    invalid: { name: "Sastri", mobile: "+919876543210", languages: "Tamil" },
  },
  {
    path: "/api/representative",
    nameField: "name",
    create: async (fx, token) => {
      const state = await fx.state();
      const district = await fx.district(state.id);
      return {
        name: `Rep ${token}`,
        mobile: fx.mobile(),
        stateId: state.id,
        districtIds: [district.id],
      };
    },
    update: () => ({ email: "rep@example.org" }),
    invalid: { name: "Rep", mobile: "+919876543210", email: "not-an-email" },
  },
  {
    path: "/api/calendar/events",
    nameField: "title",
    create: async (fx, token) =>
      fx.eventInput({ title: `Vaikunta Ekadashi ${token}`, kind: "ekadashi" }),
    update: () => ({ location: "North gate" }),
    invalid: { title: "Backwards", start: "yesterday", end: "2026-01-01T00:00:00Z" },
  },
  {
    // Issue 13: a temple shop's product; an order of it keeps it from being deleted.
    path: "/api/products",
    nameField: "title",
    create: async (fx, token) => ({
      templeId: (await fx.temple()).id,
      title: `Panchamirtham ${token}`,
      category: "prasadam",
      pricePaise: 25_000,
      stock: 40,
      materialId: (await fx.material()).id,
    }),
    update: () => ({ stock: 12 }),
    invalid: { title: "Free laddu", category: "prasadam", pricePaise: 0 },
    referrer: async (fx, id) => {
      const product = (
        await fx.ctx.app.inject({ url: `/api/products/${id}`, headers: fx.as.headers })
      ).json().data;
      const buyer = await createUser(fx.ctx);
      const db = fx.ctx.database.db;
      const [order] = await db
        .insert(shopOrders)
        .values({
          orderNo: `SO-TEST-${fx.token()}`,
          userId: buyer.id,
          templeId: product.templeId,
          subtotalPaise: 25_000,
          deliveryPaise: 0,
          totalPaise: 25_000,
          address: {
            name: "A",
            mobile: "+919840012345",
            line1: "1",
            line2: "",
            city: "Chennai",
            stateId: product.templeId,
            state: "Tamil Nadu",
            pinCode: "600004",
          },
          createdAt: new Date(),
        })
        .returning();
      await db.insert(shopOrderLines).values({
        orderId: order!.id,
        productId: id,
        title: product.title,
        unitPaise: 25_000,
        amount: 1,
        gstRate: 0,
      });
      return /^Product '.+' is used by 1 order$/;
    },
  },
];
