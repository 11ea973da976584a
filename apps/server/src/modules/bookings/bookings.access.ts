import type { AccessRow } from "../../../test/access.js";
import { accessCatalog, bookingOfA, heldBookingOfA } from "./access-fixtures.js";

const all = (n: number) => ({ anonymous: n, devoteeA: n, devoteeB: n, editor: n, admin: n, SA: n });
/** Devotee A's own booking: A sees it, everyone else is told it does not exist. */
const ownerOnly = (ok: number) => ({ ...all(404), anonymous: 401, devoteeA: ok });
const staff = { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 403, admin: 200, SA: 200 };

export const access: AccessRow[] = [
  {
    method: "GET",
    route: "/api/poojas/:id/availability",
    request: async (fx) => ({
      url: `/api/poojas/${(await accessCatalog(fx)).poojaId}/availability`,
    }),
    expect: all(200),
  },
  {
    method: "POST",
    route: "/api/bookings",
    request: async (fx) => ({
      url: "/api/bookings",
      payload: {
        poojaId: (await accessCatalog(fx)).poojaId,
        date: (await bookingOfA(fx, false)).date,
        slot: "18:00",
        participants: [{ name: "Matrix" }],
      },
    }),
    // Staff accounts are not devotees: they book nothing (issue 6).
    expect: { anonymous: 401, devoteeA: 201, devoteeB: 201, editor: 403, admin: 403, SA: 403 },
  },
  {
    method: "GET",
    route: "/api/bookings/mine",
    expect: { ...all(200), anonymous: 401 },
  },
  {
    method: "GET",
    route: "/api/bookings/participants",
    expect: { ...all(200), anonymous: 401 },
  },
  {
    method: "GET",
    route: "/api/bookings/:id",
    request: async (fx) => ({ url: `/api/bookings/${(await bookingOfA(fx, false)).id}` }),
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/bookings/:id/receipt.pdf",
    request: async (fx) => ({
      url: `/api/bookings/${(await bookingOfA(fx, true)).id}/receipt.pdf`,
    }),
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/bookings/:id/cancel-preview",
    request: async (fx) => ({
      url: `/api/bookings/${(await bookingOfA(fx, true)).id}/cancel-preview`,
    }),
    expect: ownerOnly(200),
  },
  {
    method: "POST",
    route: "/api/bookings/:id/cancel",
    request: async (fx) => ({ url: `/api/bookings/${(await bookingOfA(fx, true)).id}/cancel` }),
    expect: ownerOnly(200),
  },
  {
    method: "GET",
    route: "/api/staff/bookings",
    expect: staff,
  },
  {
    method: "GET",
    route: "/api/staff/bookings/:id",
    request: async (fx) => ({ url: `/api/staff/bookings/${(await bookingOfA(fx, true)).id}` }),
    expect: staff,
  },
  {
    method: "POST",
    route: "/api/staff/bookings/:id/refund",
    request: async (fx) => ({
      url: `/api/staff/bookings/${(await bookingOfA(fx, true)).id}/refund`,
    }),
    expect: staff,
  },
  {
    method: "POST",
    route: "/api/staff/bookings/:id/performed",
    request: async (fx) => ({
      url: `/api/staff/bookings/${(await heldBookingOfA(fx)).id}/performed`,
    }),
    expect: staff,
  },
  {
    method: "POST",
    route: "/api/staff/bookings/:id/assign-priest",
    request: async (fx) => {
      const b = await bookingOfA(fx, true);
      return {
        url: `/api/staff/bookings/${b.id}/assign-priest`,
        payload: { priestId: b.priestId },
      };
    },
    expect: staff,
  },
  {
    method: "GET",
    route: "/api/staff/temples/:id/day-sheet",
    request: async (fx) => {
      const b = await bookingOfA(fx, true);
      return { url: `/api/staff/temples/${b.templeId}/day-sheet?date=${b.date}` };
    },
    expect: staff,
  },
  {
    method: "GET",
    route: "/api/staff/dashboard",
    expect: { ...staff, admin: 403 },
  },
];
