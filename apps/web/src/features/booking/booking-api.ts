import type {
  Availability,
  Booking,
  BookingCreate,
  CancelPreview,
  Many,
  One,
  Participant,
  PaymentOrder,
  TemplePage,
} from "@sannidhi/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, HttpError } from "../../lib/http";
import { i18n } from "../../lib/i18n";
import { useProviderOrder } from "../../lib/payments";

/** Query keys of the devotee's booking pages; availability is refetched after SLOT_FULL. */
export const bookingKeys = {
  temple: (slug: string) => ["booking", "temple", slug] as const,
  availability: (poojaId: string, from?: string) =>
    ["booking", "availability", poojaId, from ?? "today"] as const,
  availabilityAll: (poojaId: string) => ["booking", "availability", poojaId] as const,
  participants: ["booking", "participants"] as const,
  mine: (page: number, lang: string) => ["booking", "mine", page, lang] as const,
  /** Keyed by language too: names come in the devotee's language (issue 37). */
  one: (id: string, lang: string) => ["booking", "one", id, lang] as const,
  order: (id: string) => ["booking", "order", id] as const,
  preview: (id: string) => ["booking", "cancel-preview", id] as const,
};

/** The machine code of a failed call (`SLOT_FULL`, `HOLD_EXPIRED`, …), if the server gave one. */
export function errorCode(err: unknown): string | undefined {
  return err instanceof HttpError && typeof err.body === "object" ? err.body.code : undefined;
}

/** The temple and its poojas in the devotee's language, as its page showed them (issue 37). */
export function useTemple(slug: string) {
  const lang = i18n.language;
  return useQuery({
    queryKey: [...bookingKeys.temple(slug), lang],
    queryFn: () =>
      api
        .get<One<TemplePage>>(`/api/public/temples/${encodeURIComponent(slug)}?lang=${lang}`)
        .then((a) => a.data),
  });
}

export function useAvailability(poojaId: string, from?: string, to?: string) {
  return useQuery({
    queryKey: [...bookingKeys.availability(poojaId, from), to ?? ""],
    queryFn: () => {
      const q = new URLSearchParams();
      if (from) q.set("from", from);
      if (to) q.set("to", to);
      const qs = q.toString();
      return api
        .get<One<Availability>>(`/api/poojas/${poojaId}/availability${qs ? `?${qs}` : ""}`)
        .then((a) => a.data);
    },
    placeholderData: keepPreviousData,
    // Places change as others book: never show a stale count for long.
    staleTime: 15_000,
  });
}

export function useSavedParticipants(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.participants,
    queryFn: () => api.get<One<Participant[]>>("/api/bookings/participants").then((a) => a.data),
    enabled,
  });
}

export function createBooking(body: BookingCreate, idempotencyKey: string) {
  return api
    .post<One<Booking>>("/api/bookings", body, { headers: { "Idempotency-Key": idempotencyKey } })
    .then((a) => a.data);
}

export function useBooking(id: string) {
  const lang = i18n.language;
  return useQuery({
    queryKey: bookingKeys.one(id, lang),
    queryFn: () => api.get<One<Booking>>(`/api/bookings/${id}?lang=${lang}`).then((a) => a.data),
  });
}

export function useMyBookings(page: number, limit: number) {
  const lang = i18n.language;
  return useQuery({
    queryKey: [...bookingKeys.mine(page, lang), limit],
    queryFn: () =>
      api.get<Many<Booking>>(`/api/bookings/mine?page=${page}&limit=${limit}&lang=${lang}`),
    placeholderData: keepPreviousData,
  });
}

/** The order to pay; the server reuses the booking's open order, so asking twice is safe. */
export const usePaymentOrder = (bookingId: string, enabled: boolean) =>
  useProviderOrder<PaymentOrder>(bookingKeys.order(bookingId), { bookingId }, enabled);

export function useCancelPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.preview(id),
    queryFn: () =>
      api.get<One<CancelPreview>>(`/api/bookings/${id}/cancel-preview`).then((a) => a.data),
    enabled,
    // The refund depends on the minute: always ask afresh when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function cancelBooking(id: string) {
  return api
    .post<One<Booking>>(`/api/bookings/${id}/cancel?lang=${i18n.language}`)
    .then((a) => a.data);
}

/** A fresh idempotency key; `crypto.randomUUID` needs a secure context, so fall back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
