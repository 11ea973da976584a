import { type ScopeRow, TEMPLE_LIST, TEMPLE_OP } from "../../../test/scope.js";
import { clock } from "../bookings/clock.js";
import { financialYearOf } from "../invoices/invoice-number.js";
import { donationTemple, paidDonationOfA } from "./access-fixtures.js";

/** The temple-scope rows of the staff side of donations (issue 33). */
export const scope: ScopeRow[] = [
  {
    method: "GET",
    route: "/api/staff/donations",
    request: async (f) => ({
      url: "/api/staff/donations?limit=100",
      marker: await paidDonationOfA(f),
    }),
    expect: TEMPLE_LIST,
  },
  {
    method: "GET",
    route: "/api/staff/donations/totals",
    // Given today: A's temple is in the week's temples for those who see it.
    request: async (f) => {
      await paidDonationOfA(f);
      return { url: "/api/staff/donations/totals", marker: (await donationTemple(f)).templeId };
    },
    expect: TEMPLE_LIST,
  },
  {
    method: "GET",
    route: "/api/staff/donations/form-10bd",
    request: async (f) => {
      await paidDonationOfA(f);
      const t = await donationTemple(f);
      const fy = financialYearOf(clock.now());
      return { url: `/api/staff/donations/form-10bd?temple_id=${t.templeId}&financial_year=${fy}` };
    },
    expect: TEMPLE_OP(200),
  },
  {
    method: "GET",
    route: "/api/staff/donations/:id/receipt.pdf",
    request: async (f) => ({ url: `/api/staff/donations/${await paidDonationOfA(f)}/receipt.pdf` }),
    expect: TEMPLE_OP(200),
  },
];
