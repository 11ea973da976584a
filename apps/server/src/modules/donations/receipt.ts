import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { istToday } from "../bookings/calendar.js";
import * as repo from "./donations.repository.js";
import { panOf } from "./donations.service.js";
import { donationReceiptPdf } from "./receipt-pdf.js";

/** A paid donation's receipt as printed for the devotee (and staff): full PAN, trust at payment. */
export async function receiptOf(db: Db, config: Config, id: string) {
  const v = await repo.findView(db, id);
  const d = v?.donation;
  if (!v || !d?.receiptNumber || !d.paidAt || !d.trust) return { pdf: null, number: "" };
  const pdf = await donationReceiptPdf({
    receiptNumber: d.receiptNumber,
    date: istToday(d.paidAt),
    templeName: v.temple.name,
    trust: d.trust,
    is80g: d.receipt80g,
    donorName: d.anonymous ? "" : d.donorName,
    donorAddress: d.anonymous ? "" : d.donorAddress,
    pan: d.receipt80g ? panOf(config, d) : null,
    purpose: v.purpose.name,
    dedication: d.dedication,
    amountPaise: d.amountPaise,
    paymentMode: d.paymentMode ?? "Online",
  });
  return { pdf, number: d.receiptNumber };
}
