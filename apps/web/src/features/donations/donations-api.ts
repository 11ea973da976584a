// Types only from the contracts index: at run time it would bring zod into the public pages.
import type {
  DonateOptions,
  Donation,
  DonationCreate,
  DonationPaymentOrder,
  DonationTotals,
  ListMeta,
  Many,
  One,
  StaffDonation,
} from "@sannidhi/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { useProviderOrder } from "../../lib/payments";

export const donationKeys = {
  all: ["donations"] as const,
  options: (slug: string, lang: string) => ["donations", "options", slug, lang] as const,
  mine: (page: number) => ["donations", "mine", page] as const,
  one: (id: string) => ["donations", "one", id] as const,
  payment: (id: string) => ["donations", "payment", id] as const,
  staff: (q: string) => ["donations", "staff", q] as const,
  totals: ["donations", "totals"] as const,
};

export function useDonateOptions(slug: string, lang: string) {
  return useQuery({
    queryKey: donationKeys.options(slug, lang),
    queryFn: () =>
      api
        .get<One<DonateOptions>>(
          `/api/public/temples/${encodeURIComponent(slug)}/donate?lang=${lang}`,
        )
        .then((a) => a.data),
  });
}

export const createDonation = (body: DonationCreate) =>
  api.post<One<Donation>>("/api/donations", body).then((a) => a.data);

export function useMyDonations(page: number, limit: number, lang: string) {
  return useQuery({
    queryKey: [...donationKeys.mine(page), lang],
    queryFn: () =>
      api.get<Many<Donation>>(`/api/donations?page=${page}&limit=${limit}&lang=${lang}`),
    placeholderData: keepPreviousData,
  });
}

export function useDonation(id: string, lang: string) {
  return useQuery({
    queryKey: [...donationKeys.one(id), lang],
    queryFn: () => api.get<One<Donation>>(`/api/donations/${id}?lang=${lang}`).then((a) => a.data),
  });
}

/** The provider order paying a donation; the server reuses the open one, so asking is safe. */
export const useDonationPayment = (donationId: string, enabled: boolean) =>
  useProviderOrder<DonationPaymentOrder>(donationKeys.payment(donationId), { donationId }, enabled);

export type StaffDonationFilters = Record<string, string | number | undefined> & {
  page: number;
  limit: number;
};

export function staffQuery(f: StaffDonationFilters): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "") p.set(k, String(v));
  return p.toString();
}

export function useStaffDonations(f: StaffDonationFilters) {
  const q = staffQuery(f);
  return useQuery({
    queryKey: donationKeys.staff(q),
    queryFn: () =>
      api.get<Many<StaffDonation> & { meta: ListMeta & { totalPaise: number } }>(
        `/api/staff/donations?${q}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** A temple's donation purposes (the CMS list), for the staff filter. */
export function usePurposesOf(templeId: string) {
  return useQuery({
    queryKey: ["donations", "purposes", templeId],
    queryFn: () =>
      api
        .get<Many<{ id: string; name: string }>>(
          `/api/donation-purposes?temple_id=${templeId}&limit=100`,
        )
        .then((a) => a.data),
    enabled: !!templeId,
  });
}

export function useDonationTotals() {
  return useQuery({
    queryKey: donationKeys.totals,
    queryFn: () => api.get<One<DonationTotals>>("/api/staff/donations/totals").then((a) => a.data),
  });
}
