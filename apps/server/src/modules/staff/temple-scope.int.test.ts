import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { CmsFixtures } from "../../../test/cms-fixtures.js";
import { createPurpose, donate, payDonationLocally, register80g } from "../../../test/donations.js";
import { createTestApp } from "../../../test/helpers.js";
import { addToCart, checkout, createProduct, payLocally } from "../../../test/shop.js";
import { bookAndPay, employAt } from "../../../test/staff.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { bookings, employees, poojas, products, temples } from "../../db/schema/index.js";
import { addDays, istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";

/**
 * Issue 33's reproductions, each as an attacker with a one-temple admin account would try it:
 * they fail on the main branch before temple scope and pass after.
 */
const ctx = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "1000" });
const { app } = ctx;
const db = ctx.database.db;

const palani = (await createTemple(ctx, { name: "Palani Murugan" })).temple;
const madurai = (await createTemple(ctx, { name: "Madurai Meenakshi" })).temple;
const sa = await createUser(ctx, "SA");
const attacker = await createUser(ctx, "admin");
await employAt(ctx, attacker, palani.id);
const otherAdmin = await createUser(ctx, "admin", "trust");

const call = (
  user: TestUser,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

// Madurai's business: a paid booking, a paid shop order with its invoice, a paid 80G donation.
const maduraiPooja = await createPooja(ctx, madurai.id, {
  slots: [{ time: "18:00", capacity: 50 }],
  bookingWindowDays: 60,
  cutoffHours: 1,
});
const devotee = await createUser(ctx);
const date = addDays(istToday(clock.now()), 5);
const maduraiBooking = await bookAndPay(ctx, devotee, {
  poojaId: maduraiPooja.id,
  date,
  slot: "18:00",
});
const maduraiProduct = await createProduct(ctx, madurai.id, { stock: 100 });
await addToCart(ctx, devotee, maduraiProduct.id);
const order = (await checkout(ctx, devotee, madurai.id)).json().data as { id: string };
await payLocally(ctx, devotee, order.id);
await register80g(ctx, madurai.id);
const purpose = await createPurpose(ctx, madurai.id);
const gift = await donate(ctx, devotee, {
  templeId: madurai.id,
  purposeId: purpose.id,
  amountPaise: 100_100,
  donorName: "Meena Sundaram",
  donorAddress: "Mylapore, Chennai",
  pan: "ABCDE1234F",
});
await payDonationLocally(ctx, devotee, gift.json().data.id);

/** What the attacker can see across the back-office, as counts. */
async function seen(user: TestUser) {
  const total = async (url: string) => (await call(user, "GET", url)).json().meta?.total as number;
  return {
    bookings: await total("/api/staff/bookings"),
    orders: await total("/api/staff/orders"),
    invoices: await total("/api/invoices/all"),
    donations: await total("/api/staff/donations"),
    releases: ((await call(user, "GET", "/api/staff/quota-releases")).json().data as unknown[])
      .length,
  };
}

describe("1. the scope fails closed and its holder cannot widen it", () => {
  it("deactivating one's own employee record changes nothing one sees", async () => {
    const before = await seen(attacker);
    expect(before).toEqual({ bookings: 0, orders: 0, invoices: 0, donations: 0, releases: 0 });
    const [own] = await db.select().from(employees).where(eq(employees.userId, attacker.id));
    const res = await call(attacker, "PUT", `/api/employee/${own!.id}`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(await seen(attacker)).toEqual(before);
    // Moving the record to the temple they want, or deleting it, neither.
    const moved = await call(attacker, "PUT", `/api/employee/${own!.id}`, { templeId: madurai.id });
    expect(moved.statusCode).toBe(403);
    expect(await seen(attacker)).toEqual(before);
    // The trust-wide admin sees Madurai's business all along.
    expect(await seen(otherAdmin)).toMatchObject({ bookings: 1, orders: 1, donations: 1 });
  });

  it("an employee record naming another admin's account narrows nobody's access", async () => {
    const res = await call(attacker, "POST", "/api/employee", {
      name: "Meenakshi Sundaram",
      mobile: "+919812345678",
      designation: "Clerk",
      templeId: palani.id,
      userId: otherAdmin.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await seen(otherAdmin)).toMatchObject({ bookings: 1, orders: 1, donations: 1 });
  });

  it("an admin cannot grant themselves temples: that is the SA's, from user management", async () => {
    const res = await call(attacker, "POST", "/api/user/update", {
      id: attacker.id,
      access: { trustWide: true, templeIds: [] },
    });
    expect(res.statusCode).toBe(403);
    expect(await seen(attacker)).toMatchObject({ bookings: 0, orders: 0 });
  });
});

describe("2. staff bookings are scoped", () => {
  it("another temple's bookings are not listed, and neither their detail nor day sheet opens", async () => {
    const list = await call(attacker, "GET", "/api/staff/bookings?limit=100");
    expect(list.json().data.map((b: { id: string }) => b.id)).not.toContain(maduraiBooking.id);
    expect(list.body).not.toContain(devotee.mobile.slice(-10));
    expect(
      (await call(attacker, "GET", `/api/staff/bookings/${maduraiBooking.id}`)).statusCode,
    ).toBe(404);
    const sheet = await call(
      attacker,
      "GET",
      `/api/staff/temples/${madurai.id}/day-sheet?date=${date}`,
    );
    expect(sheet.statusCode).toBe(404);
  });

  it("refund, performed and assign-priest on another temple's paid booking change nothing", async () => {
    const base = `/api/staff/bookings/${maduraiBooking.id}`;
    expect((await call(attacker, "POST", `${base}/refund`)).statusCode).toBe(404);
    expect((await call(attacker, "POST", `${base}/performed`)).statusCode).toBe(404);
    const priest = await call(sa, "POST", "/api/priest", {
      name: "Sastri",
      mobile: "+919811122233",
      templeId: madurai.id,
    });
    const assign = await call(attacker, "POST", `${base}/assign-priest`, {
      priestId: priest.json().data.id,
    });
    expect(assign.statusCode).toBe(404);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, maduraiBooking.id));
    expect(row).toMatchObject({ status: "confirmed", refundPaise: null, priestId: null });
    expect(row!.performedAt).toBeNull();
  });

  it("a list filter naming another temple is answered as a temple that does not exist, with no count", async () => {
    for (const url of [
      `/api/staff/bookings?temple_id=${madurai.id}`,
      `/api/staff/orders?temple_id=${madurai.id}`,
      `/api/staff/donations?temple_id=${madurai.id}`,
      `/api/staff/bookings?temple_id=${randomUUID()}`,
    ]) {
      const res = await call(attacker, "GET", url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: "error", code: "NOT_FOUND", error: "Temple not found" });
    }
    const malformed = await call(attacker, "GET", "/api/staff/bookings?temple_id=palani");
    expect(malformed.statusCode).toBe(400);
  });

  it("a booking gets a priest of its own temple only", async () => {
    const own = await createPooja(ctx, palani.id, { slots: [{ time: "18:00", capacity: 5 }] });
    const mine = await bookAndPay(ctx, devotee, { poojaId: own.id, date, slot: "18:00" });
    const elsewhere = await call(sa, "POST", "/api/priest", {
      name: "Bhattar",
      mobile: "+919811122244",
      templeId: madurai.id,
    });
    const res = await call(attacker, "POST", `/api/staff/bookings/${mine.id}/assign-priest`, {
      priestId: elsewhere.json().data.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("Priest not found at this booking's temple");
  });
});

describe("3. CMS writes are scoped", () => {
  it("another temple's pooja, product, trust PAN, 80G number, publish flag and purposes stay as they were", async () => {
    const edits: [string, object][] = [
      [`/api/poojas/${maduraiPooja.id}`, { pricePaise: 100 }],
      [`/api/products/${maduraiProduct.id}`, { pricePaise: 100 }],
      [`/api/temples/${madurai.id}`, { trustPan: "AAAPA1234Q", reg80gNumber: "AAAPA1234QF20231" }],
      [`/api/temples/${madurai.id}`, { published: false }],
      [`/api/donation-purposes/${purpose.id}`, { name: "Attacker's fund" }],
    ];
    for (const [url, body] of edits) {
      const res = await call(attacker, "PUT", url, body);
      expect(res.statusCode, url).toBe(404);
    }
    expect(
      (await call(attacker, "DELETE", `/api/donation-purposes/${purpose.id}`)).statusCode,
    ).toBe(404);
    const [p] = await db.select().from(poojas).where(eq(poojas.id, maduraiPooja.id));
    const [pr] = await db.select().from(products).where(eq(products.id, maduraiProduct.id));
    const [t] = await db.select().from(temples).where(eq(temples.id, madurai.id));
    expect([p!.pricePaise, pr!.pricePaise]).toEqual([
      maduraiPooja.pricePaise,
      maduraiProduct.pricePaise,
    ]);
    expect(t).toMatchObject({
      trustPan: "AAATS1234K",
      reg80gNumber: "AAATS1234KF20221",
      published: true,
    });
  });

  it("creating a row at another temple, or moving one there, is refused", async () => {
    const created = await call(attacker, "POST", "/api/products", {
      templeId: madurai.id,
      title: "Fake laddu",
      category: "prasadam",
      pricePaise: 5_000,
      stock: 10,
    });
    expect(created.statusCode).toBe(403);
    const own = await call(attacker, "POST", "/api/products", {
      templeId: palani.id,
      title: "Panchamirtham",
      category: "prasadam",
      pricePaise: 5_000,
      stock: 10,
    });
    expect(own.statusCode).toBe(200);
    const moved = await call(attacker, "PUT", `/api/products/${own.json().data.id}`, {
      templeId: madurai.id,
    });
    expect(moved.statusCode).toBe(403);
    // A new temple belongs to no temple's staff yet: only the trust's office adds one.
    const input = await new CmsFixtures(ctx, sa).templeInput();
    const temple = await call(attacker, "POST", "/api/temples", input);
    expect(temple.statusCode).toBe(403);
  });

  it("the CMS lists show one's own temples' rows, unpublished ones included", async () => {
    const own = await createPooja(ctx, palani.id, { name: "Own archanai", active: false });
    const list = await call(attacker, "GET", "/api/poojas?limit=100");
    const ids = list.json().data.map((p: { id: string }) => p.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(maduraiPooja.id);
    expect(list.json().meta.total).toBe(ids.length);
  });
});

describe("closures, contact messages and the roles of booking operations", () => {
  it("an editor may add a festival for their temple but no closure, at any temple", async () => {
    const editor = await createUser(ctx, "editor", [palani.id]);
    const event = {
      title: "Thaipusam",
      start: "2027-01-25T00:00:00.000Z",
      end: "2027-01-25T12:00:00.000Z",
      location: "Hill temple",
      note: "",
    };
    const festival = await call(editor, "POST", "/api/calendar/events", {
      ...event,
      kind: "festival",
      templeId: palani.id,
    });
    expect(festival.statusCode).toBe(200);
    for (const templeId of [palani.id, madurai.id]) {
      const closure = await call(editor, "POST", "/api/calendar/events", {
        ...event,
        kind: "closure",
        templeId,
      });
      expect(closure.statusCode).toBe(403);
    }
    // Nor turn a festival into one.
    const turned = await call(editor, "PUT", `/api/calendar/events/${festival.json().data.id}`, {
      kind: "closure",
    });
    expect(turned.statusCode).toBe(403);
    // Their temple's admin may.
    const closure = await call(attacker, "POST", "/api/calendar/events", {
      ...event,
      kind: "closure",
      templeId: palani.id,
    });
    expect(closure.statusCode).toBe(200);
  });

  it("contact-form messages are the trust office's: a one-temple admin reads none", async () => {
    await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        fullName: "Ravi Kumar",
        email: "ravi@example.org",
        phone: "9876543210",
        subject: "Donation receipt",
        message: "Please resend my receipt.",
      },
    });
    expect((await call(attacker, "GET", "/api/contact")).statusCode).toBe(403);
    const office = await call(otherAdmin, "GET", "/api/contact");
    expect(office.statusCode).toBe(200);
    expect(office.body).toContain("ravi@example.org");
  });
});

describe("an account the SA has not assigned", () => {
  it("sees no temple's data, and its own access says so", async () => {
    const fresh = await createUser(ctx, "admin", []);
    expect(await seen(fresh)).toEqual({
      bookings: 0,
      orders: 0,
      invoices: 0,
      donations: 0,
      releases: 0,
    });
    expect((await call(fresh, "GET", "/api/poojas?limit=100")).json().meta.total).toBe(0);
    const access = await call(fresh, "GET", "/api/user/access");
    expect(access.json().data).toEqual({ trustWide: false, temples: [] });
  });
});

describe("the SA assigns temples from user management", () => {
  it("grants take effect at once and every change is in the audit log", async () => {
    const clerk = await createUser(ctx, "admin", []);
    const grant = await call(sa, "POST", "/api/user/update", {
      id: clerk.id,
      access: { trustWide: false, templeIds: [madurai.id] },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data.access).toEqual({
      trustWide: false,
      temples: [{ id: madurai.id, name: "Madurai Meenakshi" }],
    });
    expect(await seen(clerk)).toMatchObject({ bookings: 1, orders: 1, donations: 1 });
    const audit = await call(sa, "GET", "/api/audit?resource=staffGrants");
    expect(audit.json().data[0]).toMatchObject({
      entityId: clerk.id,
      actorId: sa.id,
      changes: { temples: { before: [], after: [madurai.id] } },
    });
    const unknown = await call(sa, "POST", "/api/user/update", {
      id: clerk.id,
      access: { trustWide: false, templeIds: [randomUUID()] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await seen(clerk)).toMatchObject({ bookings: 1 });
  });

  it("a devotee or an SA holds no temples", async () => {
    const person = await createUser(ctx);
    const res = await call(sa, "POST", "/api/user/update", {
      id: person.id,
      access: { trustWide: true, templeIds: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Only an admin or editor acts for temples");
  });
});
