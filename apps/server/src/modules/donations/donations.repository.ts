import type { StaffDonationsQuery } from "@sannidhi/contracts";
import { and, asc, desc, eq, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  type DonationTrust,
  donationPurposes,
  donationReceiptSeries,
  donations,
  temples,
  users,
} from "../../db/schema/index.js";
import type { TempleScope } from "../../lib/temple-scope.js";

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;

/**
 * Whose donations a read may return (issue 33): a donor's own, or those of the temples a staff
 * member acts for. Every list, total and export a person asks for takes one.
 */
export type Whose = { donorId: string } | { scope: TempleScope };
const whoseWhere = (w: Whose) =>
  "scope" in w ? w.scope.where(donations.templeId) : eq(donations.userId, w.donorId);

/** Midnight of an India date, as an instant. */
const istMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);
const dayAfter = (date: string) => new Date(istMidnight(date).getTime() + 24 * 60 * 60 * 1000);

/** A published temple by slug, with its trust's registration (the donate page). */
export async function templeBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(temples)
    .where(and(eq(temples.slug, slug), eq(temples.published, true)))
    .limit(1);
  return row;
}

export async function templeById(db: Db, id: string) {
  const [row] = await db.select().from(temples).where(eq(temples.id, id)).limit(1);
  return row;
}

/** A temple of the staff member's scope (its Form 10BD), or nothing. */
export async function templeInScope(db: Db, f: { scope: TempleScope; id: string }) {
  const [row] = await db
    .select()
    .from(temples)
    .where(and(eq(temples.id, f.id), f.scope.where(temples.id)))
    .limit(1);
  return row;
}

/** A paid donation of the staff member's scope (its receipt), or nothing. */
export async function paidInScope(db: Db, f: { scope: TempleScope; id: string }) {
  const [row] = await db
    .select()
    .from(donations)
    .where(
      and(eq(donations.id, f.id), eq(donations.status, "paid"), f.scope.where(donations.templeId)),
    )
    .limit(1);
  return row;
}

/** A temple's purposes a devotee may give to, in the temple's order. */
export async function activePurposes(db: Db, templeId: string) {
  return db
    .select()
    .from(donationPurposes)
    .where(and(eq(donationPurposes.templeId, templeId), eq(donationPurposes.active, true)))
    .orderBy(asc(donationPurposes.position), asc(donationPurposes.name));
}

export async function findPurpose(db: Db, id: string) {
  const [row] = await db.select().from(donationPurposes).where(eq(donationPurposes.id, id));
  return row;
}

export async function insertDonation(db: Db, values: NewDonation): Promise<DonationRow> {
  const [row] = await db.insert(donations).values(values).returning();
  if (!row) throw new Error("donation not inserted");
  return row;
}

export async function findDonation(db: Db, id: string) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id)).limit(1);
  return row;
}

export async function lockDonation(db: Db, id: string) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id)).for("update");
  return row;
}

export async function updateDonation(db: Db, id: string, set: Partial<NewDonation>) {
  const [row] = await db.update(donations).set(set).where(eq(donations.id, id)).returning();
  return row;
}

/**
 * The next receipt serial of a temple's trust in a financial year, held under the series row's
 * lock until the caller's transaction ends: consecutive and without gaps, like invoices (124).
 */
export async function takeReceiptSerial(tx: Db, templeId: string, financialYear: string) {
  const [row] = await tx
    .insert(donationReceiptSeries)
    .values({ templeId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [donationReceiptSeries.templeId, donationReceiptSeries.financialYear],
      set: { lastNumber: sql`${donationReceiptSeries.lastNumber} + 1` },
    })
    .returning({ n: donationReceiptSeries.lastNumber });
  if (!row) throw new Error("receipt serial not taken");
  return row.n;
}

/** The trust as a receipt prints it, from the temple's CMS record. */
export function trustOf(t: typeof temples.$inferSelect): DonationTrust {
  return {
    name: t.trustName || t.name,
    address: [t.address, `${t.town} ${t.pinCode}`].filter(Boolean).join(", "),
    pan: t.trustPan,
    reg80gNumber: t.reg80gNumber,
    reg80gValidFrom: t.reg80gValidFrom,
    reg80gValidUntil: t.reg80gValidUntil,
  };
}

function viewQuery(db: Db) {
  return db
    .select({
      donation: donations,
      temple: { id: temples.id, name: temples.name, slug: temples.slug },
      purpose: {
        id: donationPurposes.id,
        name: donationPurposes.name,
        translations: donationPurposes.translations,
      },
      devotee: { name: users.name, mobile: users.mobile },
    })
    .from(donations)
    .innerJoin(temples, eq(temples.id, donations.templeId))
    .innerJoin(donationPurposes, eq(donationPurposes.id, donations.purposeId))
    .innerJoin(users, eq(users.id, donations.userId));
}
export type DonationView = Awaited<ReturnType<typeof viewQuery>>[number];

export async function findView(db: Db, id: string): Promise<DonationView | undefined> {
  const [row] = await viewQuery(db).where(eq(donations.id, id)).limit(1);
  return row;
}

/** Staff's list: paid donations by temple, purpose and India date. */
function staffWhere(q: StaffDonationsQuery): SQL | undefined {
  return and(
    eq(donations.status, "paid"),
    q.temple_id ? eq(donations.templeId, q.temple_id) : undefined,
    q.purpose_id ? eq(donations.purposeId, q.purpose_id) : undefined,
    q.from ? gte(donations.paidAt, istMidnight(q.from)) : undefined,
    q.to ? lt(donations.paidAt, dayAfter(q.to)) : undefined,
  );
}

/**
 * A page of donations, newest first, with how many and how much in all: a donor's own (every
 * state), or staff's (paid only, narrowed by `query`).
 */
export async function listViews(
  db: Db,
  f: Whose & { page: number; limit: number; query?: StaffDonationsQuery },
) {
  const { page, limit } = f;
  const where = and(whoseWhere(f), f.query ? staffWhere(f.query) : undefined);
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(sql`coalesce(${donations.paidAt}, ${donations.createdAt})`), desc(donations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        n: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${donations.amountPaise}), 0)::bigint`.mapWith(Number),
      })
      .from(donations)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0, totalPaise: total?.sum ?? 0 };
}

/** Paid donations from `from` (inclusive) to `to` (exclusive), summed per temple in scope. */
export async function totalsByTemple(
  db: Db,
  { scope, from, to }: { scope: TempleScope; from: Date; to: Date },
) {
  return db
    .select({
      templeId: temples.id,
      name: temples.name,
      paise: sql<number>`coalesce(sum(${donations.amountPaise}), 0)::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(donations)
    .innerJoin(temples, eq(temples.id, donations.templeId))
    .where(
      and(
        eq(donations.status, "paid"),
        gte(donations.paidAt, from),
        lt(donations.paidAt, to),
        scope.where(donations.templeId),
      ),
    )
    .groupBy(temples.id, temples.name)
    .orderBy(asc(temples.name));
}

/** One trust's 80G donations of a financial year, in receipt order (Form 10BD). */
export async function form10bdRows(
  db: Db,
  {
    scope,
    templeId,
    financialYear,
  }: { scope: TempleScope; templeId: string; financialYear: string },
) {
  return db
    .select()
    .from(donations)
    .where(
      and(
        scope.where(donations.templeId),
        eq(donations.templeId, templeId),
        eq(donations.financialYear, financialYear),
        eq(donations.status, "paid"),
        eq(donations.receipt80g, true),
        isNotNull(donations.panCipher),
      ),
    )
    .orderBy(asc(donations.paidAt), asc(donations.receiptNumber));
}

/**
 * Account erasure (docs/decisions/174): a paid 80G donation keeps the donor's name, address and
 * PAN the trust must report (Form 10BD) and keep with its books; everything else that names the
 * person goes — dedications, plain receipts' names and addresses, and unpaid donations' details.
 */
export async function eraseForUser(tx: Db, userId: string, now: Date) {
  await tx
    .update(donations)
    .set({ dedication: "", erasedAt: now })
    .where(and(eq(donations.userId, userId), eq(donations.receipt80g, true)));
  await tx
    .update(donations)
    .set({ donorName: "", donorAddress: "", panCipher: null, dedication: "", erasedAt: now })
    .where(and(eq(donations.userId, userId), eq(donations.receipt80g, false)));
}
