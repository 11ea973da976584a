// Types only from the contracts index here: the schema is loaded by the form, which needs it.
import type { One, QuotaRelease, QuotaReleaseCreate, StaffQuotaRelease } from "@sannidhi/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

/** How often the figures of a running queue are read again while the page is open. */
export const FIGURES_POLL_MS = 5_000;

export const quotaReleaseKeys = { all: ["quota-releases"] as const };

/** The releases of the temples this staff member acts for, with their live queue figures. */
export function useStaffQuotaReleases() {
  return useQuery({
    queryKey: quotaReleaseKeys.all,
    queryFn: () =>
      api.get<One<StaffQuotaRelease[]>>("/api/staff/quota-releases").then((a) => a.data),
    refetchInterval: FIGURES_POLL_MS,
  });
}

export const createQuotaRelease = (body: QuotaReleaseCreate) =>
  api.post<One<QuotaRelease>>("/api/staff/quota-releases", body).then((a) => a.data);
