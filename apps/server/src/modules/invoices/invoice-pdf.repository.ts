import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { payments, temples } from "../../db/schema/index.js";
import type { InvoiceFacts } from "./invoice-pdf.js";

/** The selling temple's phone and, for an order's or a booking's invoice, the paid payment. */
export async function invoiceFacts(
  db: Db,
  f: { templeId: string; reference: { kind: "order" | "booking"; id: string } | null },
): Promise<InvoiceFacts> {
  const [temple] = await db
    .select({ phone: temples.phone })
    .from(temples)
    .where(eq(temples.id, f.templeId))
    .limit(1);
  let paymentReference: string | null = null;
  if (f.reference) {
    const of =
      f.reference.kind === "order"
        ? eq(payments.shopOrderId, f.reference.id)
        : eq(payments.bookingId, f.reference.id);
    const [paid] = await db
      .select({ id: payments.paymentId })
      .from(payments)
      .where(and(of, eq(payments.status, "paid")))
      .limit(1);
    paymentReference = paid?.id ?? null;
  }
  return { sellerPhone: temple?.phone ?? null, paymentReference };
}
