import type { DonationTotals, LanguageCode, StaffDonationsQuery } from "@sannidhi/contracts";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import type { TempleScope } from "../../lib/temple-scope.js";
import { addDays, istToday } from "../bookings/calendar.js";
import { financialYearOf } from "../invoices/invoice-number.js";
import * as repo from "./donations.repository.js";
import { panOf, toStaffDonationDto } from "./donations.service.js";
import { form10bdCsv } from "./form-10bd.js";
import { receiptOf } from "./receipt.js";

/**
 * The staff side of donations (issue 18), within the temples the staff member acts for (issue
 * 33): lists, totals and exports are the scope's, and a donation or temple outside it does not
 * exist for them.
 */
export interface DonationsStaff {
  db: Db;
  config: Config;
  scope: TempleScope;
}

/** Midnight of an India date, as an instant. */
const istMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

async function assertTemple(s: DonationsStaff, templeId: string | undefined) {
  if (!templeId) return undefined;
  const temple = await repo.templeInScope(s.db, { scope: s.scope, id: templeId });
  if (!temple) throw notFound("Temple not found");
  return temple;
}

export async function listDonations(s: DonationsStaff, query: StaffDonationsQuery) {
  await assertTemple(s, query.temple_id);
  const { page, limit } = query;
  const page_ = await repo.listViews(s.db, { scope: s.scope, page, limit, query });
  return { ...page_, rows: page_.rows.map((v) => toStaffDonationDto(s.config, v)) };
}

/** Today's, the last seven days' and the financial year's paid donations (the SA dashboard). */
export async function totals(s: DonationsStaff, now: Date): Promise<DonationTotals> {
  const today = istToday(now);
  const fy = financialYearOf(now);
  const fyStart = istMidnight(`20${fy.slice(0, 2)}-04-01`);
  const to = istMidnight(addDays(today, 1));
  const sum = (rows: { paise: number }[]) => rows.reduce((n, r) => n + r.paise, 0);
  const since = (from: Date) => repo.totalsByTemple(s.db, { scope: s.scope, from, to });
  const [day, week, year] = await Promise.all([
    since(istMidnight(today)),
    since(istMidnight(addDays(today, -6))),
    since(fyStart),
  ]);
  return {
    todayPaise: sum(day),
    weekPaise: sum(week),
    financialYearPaise: sum(year),
    byTemple: week.map((r) => ({
      templeId: r.templeId,
      name: r.name,
      weekPaise: r.paise,
      count: r.count,
    })),
  };
}

/** A temple's Form 10BD of a financial year, as CSV, with the file name it downloads as. */
export async function form10bd(
  s: DonationsStaff,
  input: { templeId: string; financialYear: string },
) {
  const temple = (await assertTemple(s, input.templeId))!;
  const rows = await repo.form10bdRows(s.db, { scope: s.scope, ...input });
  const csv = form10bdCsv(
    rows.map((d) => ({
      pan: panOf(s.config, d) ?? "",
      donorName: d.donorName,
      donorAddress: d.donorAddress,
      amountPaise: d.amountPaise,
      reg80gNumber: d.trust?.reg80gNumber ?? null,
      reg80gValidFrom: d.trust?.reg80gValidFrom ?? null,
    })),
  );
  return { csv, fileName: `form-10bd-${temple.slug}-${input.financialYear}.csv` };
}

/** A paid donation's receipt PDF, with its number. */
export async function receipt(s: DonationsStaff, id: string, lang: LanguageCode, now: Date) {
  const d = await repo.paidInScope(s.db, { scope: s.scope, id });
  if (!d) throw notFound("Donation not found");
  const { pdf, number } = await receiptOf(s.db, s.config, d.id, lang, now);
  if (!pdf) throw notFound("Donation not found");
  return { pdf, number };
}
