import {
  DONATION,
  type DonateOptions,
  type Donation,
  type DonationCreateSchema,
  type DonationPaymentOrder,
  type LanguageCode,
  maskPan,
  pickText,
  type StaffDonation,
} from "@sannidhi/contracts";
import type { z } from "zod";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { DonationTrust } from "../../db/schema/index.js";
import { AppError, forbidden, notFound } from "../../lib/errors.js";
import { decryptPan, encryptPan } from "../../lib/pan-cipher.js";
import { formatRupees } from "../../lib/pdf.js";
import { devoteeSms, dltChoice } from "../../providers/sms/texts.js";
import { templeName } from "../bookings/bookings.repository.js";
import { istToday } from "../bookings/calendar.js";
import { settingsOf } from "../devotee-notices/devotee-notices.service.js";
import { financialYearOf, invoiceNumber } from "../invoices/invoice-number.js";
import type { AppliedOutcome, PaymentDeps } from "../payments/payable.js";
import { openOrder } from "../payments/payments.service.js";
import { findBuyer } from "../shop/orders.repository.js";
import * as repo from "./donations.repository.js";

type CreateInput = z.infer<typeof DonationCreateSchema>;

const field = (path: string, message: string) =>
  new AppError("VALIDATION", message, 400, [{ path, message }]);

/** "DR/2526/000042": the donation receipt series of a trust and financial year (15 characters). */
export const receiptNumberOf = (financialYear: string, n: number): string =>
  invoiceNumber("DR", financialYear, n);

/** The trust can issue 80G receipts on `date` (India): registered, with a PAN, and in validity. */
export function registered80g(trust: DonationTrust, date: string): boolean {
  if (!trust.pan || !trust.reg80gNumber) return false;
  if (trust.reg80gValidFrom && date < trust.reg80gValidFrom) return false;
  if (trust.reg80gValidUntil && date > trust.reg80gValidUntil) return false;
  return true;
}

/** What the donate page shows for a published temple (`?lang=` for purpose names). */
export async function donateOptions(
  db: Db,
  config: Config,
  slug: string,
  lang: LanguageCode,
  now: Date,
): Promise<DonateOptions> {
  const temple = await repo.templeBySlug(db, slug);
  if (!temple) throw notFound("Temple not found");
  const purposes = await repo.activePurposes(db, temple.id);
  return {
    temple: { id: temple.id, name: temple.name, slug: temple.slug, town: temple.town },
    purposes: purposes.map((p) => ({
      id: p.id,
      name: pickText(p.name, p.translations, lang, "name").text,
      description: pickText(p.description, p.translations, lang, "description").text,
    })),
    presetRupees: DONATION.presetRupees.filter((r) => r * 100 <= config.donations.maxPaise),
    minPaise: DONATION.minPaise,
    maxPaise: config.donations.maxPaise,
    offers80g: registered80g(repo.trustOf(temple), istToday(now)),
  };
}

/** Signed-in devotees with a verified mobile give; guests and staff accounts do not. */
async function assertCanDonate(db: Db, userId: string) {
  const user = await findBuyer(db, userId);
  if (!user || user.role === "GUEST") {
    throw forbidden("Sign in with your mobile number to donate: guest accounts cannot donate");
  }
  if (user.role !== "user") throw forbidden("Donate from a devotee account, not a staff account");
  if (!user.mobile || !user.verifiedAt) throw forbidden("Verify your mobile number to donate");
}

/**
 * A pending donation, paid next through the payment machinery (a payable like bookings and
 * orders, docs/decisions/171). Nothing is written unless every check passes.
 */
export async function createDonation(
  db: Db,
  config: Config,
  userId: string,
  input: CreateInput,
  now: Date,
): Promise<repo.DonationRow> {
  await assertCanDonate(db, userId);
  const temple = await repo.templeById(db, input.templeId);
  if (!temple?.published) throw field("body.templeId", "Choose a temple");
  const purpose = await repo.findPurpose(db, input.purposeId);
  if (!purpose || purpose.templeId !== temple.id || !purpose.active) {
    throw field("body.purposeId", "Choose one of this temple's purposes");
  }
  if (input.amountPaise > config.donations.maxPaise) {
    throw field(
      "body.amountPaise",
      `Amount must be at most ₹${formatRupees(config.donations.maxPaise).replace(/\.00$/, "")}`,
    );
  }
  if (input.pan && !registered80g(repo.trustOf(temple), istToday(now))) {
    throw field("body.pan", "This temple's trust cannot issue 80G receipts; give without PAN");
  }
  return repo.insertDonation(db, {
    templeId: temple.id,
    purposeId: purpose.id,
    userId,
    amountPaise: input.amountPaise,
    anonymous: input.anonymous,
    donorName: input.anonymous ? "" : input.donorName,
    donorAddress: input.anonymous ? "" : input.donorAddress,
    panCipher: input.pan ? encryptPan(config.donations.panKey, input.pan) : null,
    dedication: input.dedication,
    createdAt: now,
  });
}

/** A devotee's own donation; anyone else's answers 404, as if it did not exist. */
export async function ownDonation(db: Db, userId: string, id: string) {
  const d = await repo.findDonation(db, id);
  if (!d || d.userId !== userId) throw notFound("Donation not found");
  return d;
}

/** The provider order paying a pending donation (the same machinery as bookings and orders). */
export async function paymentOrderFor(
  deps: PaymentDeps,
  donation: repo.DonationRow,
  now: Date,
): Promise<DonationPaymentOrder> {
  if (donation.status !== "pending") {
    throw new AppError("NOT_PAYABLE", "This donation is already paid", 409);
  }
  const o = await openOrder(
    deps,
    {
      kind: "donation",
      id: donation.id,
      amountPaise: donation.amountPaise,
      receipt: `DON-${donation.id.slice(0, 8)}`,
    },
    now,
  );
  return { ...o, donationId: donation.id };
}

const MODES: Record<string, string> = {
  local: "Online (test payment)",
  razorpay: "Online (UPI, card or net banking via Razorpay)",
};

/**
 * Inside the transaction that marked the payment paid: the donation becomes paid with the next
 * receipt number of its trust and year, and a copy of the trust's registration. A donation can
 * always be accepted, so there is no late refund; a second delivery changes nothing.
 */
export async function applyPaid(
  tx: Db,
  id: string,
  provider: string,
  now: Date,
): Promise<AppliedOutcome> {
  const d = await repo.lockDonation(tx, id);
  if (!d) return "unknown_order";
  if (d.status === "paid") return "already";
  const temple = await repo.templeById(tx, d.templeId);
  if (!temple) return "unknown_order";
  const trust = repo.trustOf(temple);
  const financialYear = financialYearOf(now);
  const n = await repo.takeReceiptSerial(tx, d.templeId, financialYear);
  await repo.updateDonation(tx, id, {
    status: "paid",
    paidAt: now,
    financialYear,
    receiptNumber: receiptNumberOf(financialYear, n),
    trust,
    receipt80g: d.panCipher !== null && registered80g(trust, istToday(now)),
    paymentMode: MODES[provider] ?? "Online",
  });
  return "confirmed";
}

/**
 * In the transaction that marked the payment paid: the devotee's thank-you SMS with the receipt
 * number is queued there, so it exists if and only if the payment commits — a process dying
 * just after the commit no longer loses it (docs/decisions/158).
 */
export async function queueThanks(deps: PaymentDeps, tx: Db, id: string) {
  const v = await repo.findView(tx, id);
  const mobile = v?.devotee.mobile;
  if (!v || !mobile) return;
  const d = v.donation;
  const { language } = await settingsOf(tx, d.userId);
  const lang = dltChoice(deps.config.sms, "donation_thanks", language).language;
  const temple = await templeName(tx, d.templeId);
  const sms = devoteeSms(deps.config.sms, "donation_thanks", language, {
    amount: formatRupees(d.amountPaise),
    temple: temple ? pickText(temple.name, temple.translations, lang, "name").text : v.temple.name,
    receipt: d.receiptNumber ?? "",
  });
  await deps.notifier.send({ to: mobile, ...sms, key: `donation-thanks:${id}` }, tx);
}

export function panOf(config: Config, d: repo.DonationRow): string | null {
  return d.panCipher ? decryptPan(config.donations.panKey, d.panCipher) : null;
}

export function toDonationDto(
  config: Config,
  v: repo.DonationView,
  lang: LanguageCode = "en",
): Donation {
  const d = v.donation;
  const pan = panOf(config, d);
  return {
    id: d.id,
    status: d.status,
    temple: v.temple,
    purpose: {
      id: v.purpose.id,
      name: pickText(v.purpose.name, v.purpose.translations, lang, "name").text,
    },
    amountPaise: d.amountPaise,
    dedication: d.dedication,
    anonymous: d.anonymous,
    donorName: d.donorName,
    panMasked: pan ? maskPan(pan) : null,
    receiptNumber: d.receiptNumber,
    receipt80g: d.receipt80g,
    paidAt: d.paidAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export function toStaffDonationDto(config: Config, v: repo.DonationView): StaffDonation {
  return { ...toDonationDto(config, v), devotee: v.devotee };
}
