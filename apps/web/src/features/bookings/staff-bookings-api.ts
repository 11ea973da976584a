import type { Dashboard, DaySheet, Many, One, StaffBooking } from "@sannidhi/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";

export interface Option {
  id: string;
  name: string;
  templeId?: string | null;
}

/** Filters of the bookings table, as they stand in the page's query string. */
export interface BookingFilters {
  temple?: string;
  date?: string;
  status?: string;
  q?: string;
  page: number;
  limit: number;
}

export const staffKeys = {
  all: ["staff-bookings"] as const,
  list: (f: BookingFilters) => ["staff-bookings", "list", f] as const,
  one: (id: string) => ["staff-bookings", "one", id] as const,
  daySheet: (temple: string, date: string) =>
    ["staff-bookings", "day-sheet", temple, date] as const,
  dashboard: ["staff-dashboard"] as const,
};

export function bookingsUrl(f: BookingFilters): string {
  const params = new URLSearchParams({ page: String(f.page), limit: String(f.limit) });
  if (f.temple) params.set("temple_id", f.temple);
  if (f.date) params.set("date", f.date);
  if (f.status) params.set("status", f.status);
  if (f.q) params.set("q", f.q);
  return `/api/staff/bookings?${params}`;
}

export function useStaffBookings(f: BookingFilters, enabled = true) {
  return useQuery({
    queryKey: staffKeys.list(f),
    queryFn: () => api.get<Many<StaffBooking>>(bookingsUrl(f)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStaffBooking(id: string) {
  return useQuery({
    queryKey: staffKeys.one(id),
    queryFn: () => api.get<One<StaffBooking>>(`/api/staff/bookings/${id}`).then((a) => a.data),
  });
}

export function useDaySheet(temple: string, date: string) {
  return useQuery({
    queryKey: staffKeys.daySheet(temple, date),
    queryFn: () =>
      api
        .get<One<DaySheet>>(
          `/api/staff/temples/${encodeURIComponent(temple)}/day-sheet?date=${encodeURIComponent(date)}`,
        )
        .then((a) => a.data),
    enabled: !!temple && !!date,
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: staffKeys.dashboard,
    queryFn: () => api.get<One<Dashboard>>("/api/staff/dashboard").then((a) => a.data),
  });
}

/** Up to 100 rows of a CMS list (temples, priests), by name: the pickers' options. */
function useOptions(key: string, path: string, templeId?: string) {
  return useQuery({
    queryKey: ["staff-options", key, templeId ?? null],
    queryFn: async () => {
      const scope = templeId ? `&temple_id=${encodeURIComponent(templeId)}` : "";
      const answer = await api.get<Many<Record<string, unknown> & { id: string }>>(
        `${path}?limit=100&sort=name${scope}`,
      );
      return answer.data.map(
        (row): Option => ({
          id: row.id,
          name: String(row.name ?? ""),
          templeId: (row.templeId as string | null | undefined) ?? null,
        }),
      );
    },
    staleTime: 60_000,
  });
}
/**
 * Priests to choose from for a booking: every priest of its temple (asked for by temple, so none
 * is cut off by the page size), then the first hundred others by name.
 */
export function usePriestOptions(templeId: string) {
  const own = useOptions("priests", "/api/priest", templeId);
  const all = useOptions("priests", "/api/priest");
  const ownIds = new Set((own.data ?? []).map((p) => p.id));
  return {
    own: own.data ?? [],
    others: (all.data ?? []).filter((p) => !ownIds.has(p.id)),
    isPending: own.isPending || all.isPending,
    error: own.error ?? all.error,
  };
}

type Action =
  | { kind: "refund"; amountPaise?: number }
  | { kind: "performed"; photoUrl?: string }
  | { kind: "assign-priest"; priestId: string };

/** One staff action on a booking; every cached view of bookings is refreshed after it. */
export function useBookingAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      const { kind, ...body } = action;
      return api
        .post<One<StaffBooking>>(`/api/staff/bookings/${id}/${kind}`, body)
        .then((a) => a.data);
    },
    onSuccess: (booking) => {
      client.setQueryData(staffKeys.one(id), booking);
      void client.invalidateQueries({ queryKey: staffKeys.all });
      void client.invalidateQueries({ queryKey: staffKeys.dashboard });
    },
  });
}

/** Today's date in India (the temples' time zone), YYYY-MM-DD. */
export function istToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
