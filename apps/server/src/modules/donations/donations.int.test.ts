import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createPurpose, donate, payDonationLocally, register80g } from "../../../test/donations.js";
import { createTestApp } from "../../../test/helpers.js";
import { pdfText } from "../../../test/pdf.js";
import { employAt } from "../../../test/shop.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { donations, users } from "../../db/schema/index.js";
import type { DevSmsProvider } from "../../providers/sms/index.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "../payments/deps.js";
import { anonymise } from "../users/users.repository.js";
import { donationPayable } from "./donation-payable.js";
import { applyPaid } from "./donations.service.js";

const ctx = await createTestApp({ DONATION_MAX_RUPEES: "100000" });
const { app } = ctx;
const db = ctx.database.db;
// 10:30 in India on 2 March 2026: financial year 2025–26.
const START = new Date("2026-03-02T05:00:00Z");
clock.now = () => START;

const { temple } = await createTemple(ctx, { name: "Sri Kapaleeswarar" });
await register80g(ctx, temple.id);
const hundi = await createPurpose(ctx, temple.id, { name: "General hundi" });
const annadanam = await createPurpose(ctx, temple.id, { name: "Annadanam", position: 1 });
const retired = await createPurpose(ctx, temple.id, { name: "Old appeal", active: false });
const { temple: other } = await createTemple(ctx, { name: "Guruvayur" });
const othersPurpose = await createPurpose(ctx, other.id, { name: "Gau seva" });

const get = (u: TestUser | null, url: string) => app.inject({ url, headers: u ? u.headers : {} });
const count = async () => (await db.select({ id: donations.id }).from(donations)).length;

const named80g = {
  templeId: temple.id,
  purposeId: annadanam.id,
  amountPaise: 50_100,
  donorName: "Meena Sundaram",
  donorAddress: "12 North Mada Street, Mylapore, Chennai 600004",
  pan: "abcde1234f",
  dedication: "In memory of S. Raghavan",
};

async function paidDonation(d: TestUser, body: Record<string, unknown> = named80g) {
  const res = await donate(ctx, d, body);
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  const paid = await payDonationLocally(ctx, d, id);
  expect(paid.statusCode).toBe(200);
  return (await get(d, `/api/donations/${id}`)).json().data;
}

describe("the donate page's options (GET /api/public/temples/:slug/donate)", () => {
  it("lists the temple's active purposes in its order, in the asked language, with 80G", async () => {
    const res = await get(null, `/api/public/temples/${temple.slug}/donate?lang=ta`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.purposes.map((p: { name: string }) => p.name)).toEqual([
      "பொது உண்டியல்",
      "பொது உண்டியல்",
    ]);
    expect(data.purposes.map((p: { id: string }) => p.id)).toEqual([hundi.id, annadanam.id]);
    expect(data).toMatchObject({ minPaise: 100, maxPaise: 10_000_000, offers80g: true });
    expect(data.presetRupees).toContain(501);
    const plain = (await get(null, `/api/public/temples/${other.slug}/donate`)).json().data;
    expect(plain.offers80g).toBe(false);
    expect((await get(null, "/api/public/temples/no-such-temple/donate")).statusCode).toBe(404);
  });
});

describe("giving (POST /api/donations) and paying", () => {
  it("a ₹501 gift with PAN is paid once, numbered, thanked by SMS and shown masked", async () => {
    const d = await createUser(ctx);
    const created = await donate(ctx, d, named80g);
    expect(created.statusCode).toBe(201);
    const pending = created.json().data;
    expect(pending).toMatchObject({
      status: "pending",
      amountPaise: 50_100,
      panMasked: "XXXXXX234F",
      receiptNumber: null,
      purpose: { name: "Annadanam" },
    });
    // Encrypted at rest: the column never holds the PAN.
    const [row] = await db.select().from(donations).where(eq(donations.id, pending.id));
    expect(row?.panCipher).toBeTruthy();
    expect(row?.panCipher).not.toContain("ABCDE1234F");

    await payDonationLocally(ctx, d, pending.id);
    const again = await payDonationLocally(ctx, d, pending.id);
    expect(again.statusCode).toBe(409); // already paid: no second order, no second number
    const paid = (await get(d, `/api/donations/${pending.id}`)).json().data;
    expect(paid).toMatchObject({
      status: "paid",
      receipt80g: true,
      receiptNumber: "DR/2526/000001",
      panMasked: "XXXXXX234F",
    });
    // Sent by the job queue a moment after the answer, once (docs/decisions/158).
    const outbox = app.ctx.sms as DevSmsProvider;
    await expect.poll(() => outbox.messagesTo(d.mobile).length, { timeout: 10_000 }).toBe(1);
    const sms = outbox.messagesTo(d.mobile);
    expect(sms[0]?.text).toContain("DR/2526/000001");
    expect(sms[0]?.text).toContain("501.00");

    const mine = (await get(d, "/api/donations")).json();
    expect(mine.meta.total).toBe(1);
    expect(mine.data[0].id).toBe(pending.id);
  });

  it("numbers receipts consecutively per trust and financial year", async () => {
    const d = await createUser(ctx);
    const second = await paidDonation(d, { ...named80g, pan: undefined, purposeId: hundi.id });
    expect(second).toMatchObject({ receiptNumber: "DR/2526/000002", receipt80g: false });
    const elsewhere = await paidDonation(d, {
      templeId: other.id,
      purposeId: othersPurpose.id,
      amountPaise: 10_100,
      anonymous: true,
    });
    expect(elsewhere).toMatchObject({ receiptNumber: "DR/2526/000001", donorName: "" });
    clock.now = () => new Date("2026-04-01T00:00:00Z"); // 05:30 on 1 April in India
    try {
      const next = await paidDonation(d, { ...named80g, purposeId: hundi.id });
      expect(next.receiptNumber).toBe("DR/2627/000001");
    } finally {
      clock.now = () => START;
    }
  });

  it("refuses bad input with the error envelope and writes nothing", async () => {
    const d = await createUser(ctx);
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ amountPaise: 0 }, "amountPaise"],
      [{ amountPaise: -100 }, "amountPaise"],
      [{ amountPaise: 100.5 }, "amountPaise"],
      [{ amountPaise: 10_000_100 }, "amountPaise"],
      [{ pan: "ABCD1234F" }, "pan"],
      [{ pan: "ABCDE12345" }, "pan"],
      [{ purposeId: othersPurpose.id }, "purposeId"],
      [{ purposeId: retired.id }, "purposeId"],
      [{ anonymous: true }, "pan"],
      [{ donorName: "" }, "donorName"],
      [{ donorAddress: "" }, "donorAddress"],
      [{ templeId: other.id, purposeId: othersPurpose.id }, "pan"],
    ];
    for (const [change, path] of cases) {
      const res = await donate(ctx, d, { ...named80g, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ status: "error", code: "VALIDATION" });
      expect(body.details.map((x: { path: string }) => x.path)).toContain(`body.${path}`);
    }
    expect(await count()).toBe(before);
  });

  it("is for devotee accounts: staff and guests are refused", async () => {
    const admin = await createUser(ctx, "admin");
    expect((await donate(ctx, admin, named80g)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: "POST", url: "/api/donations", payload: named80g })).statusCode,
    ).toBe(401);
  });
});

describe("receipts", () => {
  it("gives the PDF after payment to the donor only; the title says 80G", async () => {
    const d = await createUser(ctx);
    const pending = (await donate(ctx, d, named80g)).json().data;
    expect((await get(d, `/api/donations/${pending.id}/receipt.pdf`)).statusCode).toBe(409);
    await payDonationLocally(ctx, d, pending.id);
    const pdf = await get(d, `/api/donations/${pending.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const paid = (await get(d, `/api/donations/${pending.id}`)).json().data;
    expect(pdf.rawPayload.toString("latin1")).toContain(
      `Donation receipt under section 80G ${paid.receiptNumber}`,
    );
    // Issue 37: in the donor's language, with English beside (an 80G receipt is a tax document).
    const hi = await pdfText(
      (await get(d, `/api/donations/${pending.id}/receipt.pdf?lang=hi`)).rawPayload,
    );
    expect(hi.replace(/\s+/g, "")).toContain("दानरसीद");
    expect(hi).toContain("Donation receipt under section 80G");
    expect(hi).toContain(paid.receiptNumber);
    expect(hi).toMatch(/भारतीय समय/);
    const stranger = await createUser(ctx);
    expect((await get(stranger, `/api/donations/${pending.id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/donations/${pending.id}`)).statusCode).toBe(404);
  });
});

describe("staff: list, totals and Form 10BD", () => {
  it("lists paid donations by temple, purpose and date, with the filtered sum", async () => {
    const sa = await createUser(ctx, "SA");
    const all = (await get(sa, `/api/staff/donations?temple_id=${temple.id}`)).json();
    expect(all.data.every((x: { status: string }) => x.status === "paid")).toBe(true);
    expect(all.meta.totalPaise).toBe(
      all.data.reduce((n: number, x: { amountPaise: number }) => n + x.amountPaise, 0),
    );
    const byPurpose = (
      await get(sa, `/api/staff/donations?temple_id=${temple.id}&purpose_id=${hundi.id}`)
    ).json();
    expect(byPurpose.data.length).toBeGreaterThan(0);
    expect(
      byPurpose.data.every((x: { purpose: { id: string } }) => x.purpose.id === hundi.id),
    ).toBe(true);
    const march = (
      await get(sa, `/api/staff/donations?temple_id=${temple.id}&from=2026-03-02&to=2026-03-02`)
    ).json();
    const april = (await get(sa, `/api/staff/donations?from=2026-04-01&to=2026-04-01`)).json();
    expect(march.meta.total + april.meta.total).toBe(all.meta.total);
    expect(april.data[0].receiptNumber).toBe("DR/2627/000001");
    expect(march.data[0].panMasked ?? "XXXXXX234F").toMatch(/^X{6}/);
    const bad = await get(sa, "/api/staff/donations?from=2026-13-01");
    expect(bad.statusCode).toBe(400);
  });

  it("totals today, this week and this financial year for the dashboard", async () => {
    const sa = await createUser(ctx, "SA");
    const t = (await get(sa, "/api/staff/donations/totals")).json().data;
    const mine = t.byTemple.find((r: { templeId: string }) => r.templeId === temple.id);
    expect(mine.weekPaise).toBeGreaterThan(0);
    expect(t.todayPaise).toBe(t.weekPaise);
    expect(t.financialYearPaise).toBe(t.weekPaise);
  });

  it("exports the year's 80G donations in Form 10BD's columns with full PANs", async () => {
    const sa = await createUser(ctx, "SA");
    const res = await get(
      sa,
      `/api/staff/donations/form-10bd?temple_id=${temple.id}&financial_year=2526`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "Sr. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)",
    );
    expect(lines.length).toBe(3); // two 80G gifts in 2025–26; plain and anonymous ones are not
    expect(lines[1]).toBe(
      '1,,Permanent Account Number,ABCDE1234F,Section 80G,AAATS1234KF20221,01-04-2022,Meena Sundaram,"12 North Mada Street, Mylapore, Chennai 600004",Others,Electronic modes including account payee cheque/draft,501.00',
    );
    const none = await get(
      sa,
      `/api/staff/donations/form-10bd?temple_id=${temple.id}&financial_year=2425`,
    );
    expect(
      none.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(1);
    const bad = await get(
      sa,
      `/api/staff/donations/form-10bd?temple_id=${temple.id}&financial_year=2527`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("shows a temple's own admin only that temple", async () => {
    const own = await createUser(ctx, "admin");
    await employAt(ctx, own, other.id);
    const list = (await get(own, "/api/staff/donations")).json();
    expect(list.data.every((x: { temple: { id: string } }) => x.temple.id === other.id)).toBe(true);
    const csv = await get(
      own,
      `/api/staff/donations/form-10bd?temple_id=${temple.id}&financial_year=2526`,
    );
    expect(csv.statusCode).toBe(404);
  });
});

describe("account erasure", () => {
  it("keeps what the trust must report for 80G gifts and erases the rest", async () => {
    const d = await createUser(ctx);
    const with80g = await paidDonation(d);
    const plain = await paidDonation(d, { ...named80g, pan: undefined });
    const unpaid = (await donate(ctx, d, named80g)).json().data;
    await db.transaction((tx) => anonymise(tx, d.id, START));
    const rows = await db.select().from(donations).where(eq(donations.userId, d.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(with80g.id)).toMatchObject({ donorName: "Meena Sundaram", dedication: "" });
    expect(byId.get(with80g.id)?.panCipher).toBeTruthy();
    expect(byId.get(plain.id)).toMatchObject({ donorName: "", donorAddress: "", dedication: "" });
    expect(byId.get(unpaid.id)).toMatchObject({ donorName: "", panCipher: null });
    const [u] = await db.select().from(users).where(eq(users.id, d.id));
    expect(u?.deletedAt).toBeInstanceOf(Date);
  });
});

// Last in the file: it takes a receipt number the numbering tests above count on.
describe("the thank-you SMS and the payment commit together", () => {
  it("queues the thank-you SMS in the payment's transaction: a payment that rolls back sends none", async () => {
    const d = await createUser(ctx);
    const created = await donate(ctx, d, { ...named80g, pan: undefined, purposeId: hundi.id });
    const id = created.json().data.id as string;
    const deps = paymentDeps(app);
    // What the payment's transaction does for a donation, in one that then fails.
    await db
      .transaction(async (tx) => {
        expect(await applyPaid(tx, id, "local", START)).toBe("confirmed");
        await donationPayable.queueMessages?.(deps, tx, id);
        throw new Error("the payment did not commit");
      })
      .catch(() => {});
    expect((await get(d, `/api/donations/${id}`)).json().data).toMatchObject({
      status: "pending",
      receiptNumber: null,
    });
    const outbox = app.ctx.sms as DevSmsProvider;
    await app.ctx.jobs.settled();
    expect(outbox.messagesTo(d.mobile)).toEqual([]);
    // Paid for real: thanked once, with the receipt number the payment took.
    expect((await payDonationLocally(ctx, d, id)).statusCode).toBe(200);
    const paid = (await get(d, `/api/donations/${id}`)).json().data;
    await expect.poll(() => outbox.messagesTo(d.mobile).length, { timeout: 10_000 }).toBe(1);
    await app.ctx.jobs.settled();
    expect(outbox.messagesTo(d.mobile)).toHaveLength(1);
    expect(outbox.messagesTo(d.mobile)[0]?.text).toContain(paid.receiptNumber);
  });
});
