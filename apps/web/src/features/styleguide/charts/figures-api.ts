import type { BookingFigures } from "@sannidhi/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http";
import { istToday } from "../../bookings/staff-bookings-api";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The last `days` days up to today in India: the range the charts page asks for. */
export function lastDays(days: number, today = istToday()): { from: string; to: string } {
  return { from: daysBefore(today, days - 1), to: today };
}

export function useBookingFigures(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ["booking-figures", range.from, range.to],
    queryFn: () =>
      api
        .get<{ data: BookingFigures }>(
          `/api/staff/booking-figures?from=${range.from}&to=${range.to}`,
        )
        .then((a) => a.data),
  });
}
