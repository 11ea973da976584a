import type { AccessRow } from "../../../test/access.js";
import { donationBody, donationTemple, paidDonationOfA } from "./access-fixtures.js";

const all = (n: number) => ({ anonymous: n, devoteeA: n, devoteeB: n, editor: n, admin: n, SA: n });
const signedIn = (n: number) => ({ ...all(n), anonymous: 401 });
/** Devotee A's own donation: A gets `ok`, everyone else is told it does not exist. */
const ownerOnly = (ok: number) => ({ ...all(404), anonymous: 401, devoteeA: ok });
/** Devotees give; staff accounts are told to use a devotee account. */
const devotees = (ok: number) => ({ ...all(403), anonymous: 401, devoteeA: ok, devoteeB: ok });
const staff = { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 403, admin: 200, SA: 200 };

export const access: AccessRow[] = [
  {
    method: "GET",
    route: "/api/public/temples/:slug/donate",
    request: async (fx) => ({
      url: `/api/public/temples/${(await donationTemple(fx)).slug}/donate`,
    }),
    expect: all(200),
  },
  {
    method: "POST",
    route: "/api/donations",
    request: async (fx) => ({ url: "/api/donations", payload: await donationBody(fx) }),
    expect: devotees(201),
  },
  { method: "GET", route: "/api/donations", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/donations/:id",
    request: async (fx) => ({ url: `/api/donations/${await paidDonationOfA(fx)}` }),
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/donations/:id/receipt.pdf",
    request: async (fx) => ({ url: `/api/donations/${await paidDonationOfA(fx)}/receipt.pdf` }),
    expect: ownerOnly(200),
  },
  { method: "GET", route: "/api/staff/donations", expect: staff },
  { method: "GET", route: "/api/staff/donations/totals", expect: staff },
  {
    method: "GET",
    route: "/api/staff/donations/form-10bd",
    request: async (fx) => ({
      url: `/api/staff/donations/form-10bd?temple_id=${(await donationTemple(fx)).templeId}&financial_year=2526`,
    }),
    expect: staff,
  },
  {
    method: "GET",
    route: "/api/staff/donations/:id/receipt.pdf",
    request: async (fx) => ({
      url: `/api/staff/donations/${await paidDonationOfA(fx)}/receipt.pdf`,
    }),
    expect: staff,
  },
];
