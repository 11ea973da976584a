import type { LanguageCode } from "@sannidhi/contracts";
import { pickText } from "@sannidhi/contracts";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import * as repo from "./donations.repository.js";
import { panOf } from "./donations.service.js";
import { receiptFacts } from "./receipt.repository.js";
import { donationReceiptPdf } from "./receipt-pdf.js";

/**
 * A paid donation's receipt as printed for the devotee (and staff): full PAN, trust at payment,
 * in `lang` (an 80G receipt in English too).
 */
export async function receiptOf(db: Db, config: Config, id: string, lang: LanguageCode, now: Date) {
  const v = await repo.findView(db, id);
  const d = v?.donation;
  if (!v || !d?.receiptNumber || !d.paidAt || !d.trust) return { pdf: null, number: "" };
  const facts = await receiptFacts(db, id);
  const pdf = await donationReceiptPdf(
    {
      receiptNumber: d.receiptNumber,
      paidAt: d.paidAt,
      templeName: v.temple.name,
      templePhone: facts.templePhone,
      trust: d.trust,
      is80g: d.receipt80g,
      donorName: d.anonymous ? "" : d.donorName,
      donorAddress: d.anonymous ? "" : d.donorAddress,
      pan: d.receipt80g ? panOf(config, d) : null,
      purpose: pickText(v.purpose.name, v.purpose.translations, lang, "name").text,
      dedication: d.dedication,
      amountPaise: d.amountPaise,
      paymentMode: d.paymentMode ?? "Online",
      paymentReference: facts.paymentReference,
    },
    lang,
    now,
  );
  return { pdf, number: d.receiptNumber };
}
