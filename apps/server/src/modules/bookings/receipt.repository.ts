import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bookings, payments, temples } from "../../db/schema/index.js";
import { withTown } from "../../lib/pdf/layout.js";
import type { ReceiptFacts } from "./receipt-pdf.js";

/** The temple's address and phone and the paid payment's reference, for a booking's receipt. */
export async function receiptFacts(db: Db, bookingId: string): Promise<ReceiptFacts> {
  const [row] = await db
    .select({
      name: temples.name,
      address: temples.address,
      town: temples.town,
      phone: temples.phone,
      paymentId: payments.paymentId,
    })
    .from(bookings)
    .innerJoin(temples, eq(temples.id, bookings.templeId))
    .leftJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, "paid")))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return { temple: { name: "", address: "", phone: null }, paymentReference: null };
  return {
    temple: { name: row.name, address: withTown(row.address, row.town), phone: row.phone },
    paymentReference: row.paymentId,
  };
}
