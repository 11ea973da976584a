import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { donations, payments, temples } from "../../db/schema/index.js";

/** The temple's phone and the paid payment's reference, for a donation's receipt. */
export async function receiptFacts(db: Db, donationId: string) {
  const [row] = await db
    .select({ phone: temples.phone, paymentId: payments.paymentId })
    .from(donations)
    .innerJoin(temples, eq(temples.id, donations.templeId))
    .leftJoin(payments, and(eq(payments.donationId, donations.id), eq(payments.status, "paid")))
    .where(eq(donations.id, donationId))
    .limit(1);
  return { templePhone: row?.phone ?? null, paymentReference: row?.paymentId ?? null };
}
