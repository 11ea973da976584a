import { SA_ONLY, type ScopeRow, TEMPLE_LIST, TEMPLE_OP } from "../../../test/scope.js";
import { bookingOfA, heldBookingOfA } from "./access-fixtures.js";

/** The temple-scope rows of the back-office's bookings (issue 33). */
export const scope: ScopeRow[] = [
  {
    method: "GET",
    route: "/api/staff/bookings",
    request: async (f) => {
      const b = await bookingOfA(f, true);
      return { url: "/api/staff/bookings?limit=100", marker: b.id };
    },
    expect: TEMPLE_LIST,
  },
  {
    method: "GET",
    route: "/api/staff/bookings/:id",
    request: async (f) => ({ url: `/api/staff/bookings/${(await bookingOfA(f, true)).id}` }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "POST",
    route: "/api/staff/bookings/:id/refund",
    request: async (f) => ({ url: `/api/staff/bookings/${(await bookingOfA(f, true)).id}/refund` }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "POST",
    route: "/api/staff/bookings/:id/performed",
    request: async (f) => ({
      url: `/api/staff/bookings/${(await heldBookingOfA(f)).id}/performed`,
    }),
    expect: TEMPLE_OP(200),
  },
  {
    method: "POST",
    route: "/api/staff/bookings/:id/assign-priest",
    request: async (f) => {
      const b = await bookingOfA(f, true);
      return {
        url: `/api/staff/bookings/${b.id}/assign-priest`,
        payload: { priestId: b.priestId },
      };
    },
    expect: TEMPLE_OP(200),
  },
  {
    method: "GET",
    route: "/api/staff/temples/:id/day-sheet",
    request: async (f) => {
      const b = await bookingOfA(f, true);
      return { url: `/api/staff/temples/${b.templeId}/day-sheet?date=${b.date}` };
    },
    expect: TEMPLE_OP(200),
  },
  {
    method: "GET",
    route: "/api/staff/booking-figures",
    // Paid today: A's temple is among the figures' temples for those who see it.
    request: async (f) => ({
      url: "/api/staff/booking-figures",
      marker: (await bookingOfA(f, true)).templeId,
    }),
    expect: TEMPLE_LIST,
  },
  {
    method: "GET",
    route: "/api/staff/dashboard",
    request: () => ({ url: "/api/staff/dashboard" }),
    expect: SA_ONLY,
  },
];
