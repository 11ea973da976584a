import { apiCall } from "./api.js";
import { sessionFor } from "./auth.js";
import { createTempleWithPoojas, type OwnTemple } from "./fixtures.js";

export interface Slot {
  templeId: string;
  templeName: string;
  poojaId: string;
  poojaName: string;
  date: string;
  slot: string;
}

/**
 * The temple of this test file's bookings, with its poojas, made through the API on first use
 * and kept per server: each test file loads this module afresh, so each file has one of its own.
 */
const ownTemples = new Map<string, Promise<OwnTemple>>();
export function bookingTemple(baseUrl: string): Promise<OwnTemple> {
  let temple = ownTemples.get(baseUrl);
  if (!temple) {
    temple = createTempleWithPoojas(baseUrl);
    ownTemples.set(baseUrl, temple);
    // A temple that could not be made is made again by the next caller.
    temple.catch(() => ownTemples.delete(baseUrl));
  }
  return temple;
}

/**
 * The next bookable slot of this file's own temple's poojas (or of `poojaId` alone), found as a
 * devotee's browser would.
 */
export async function nextBookableSlot(baseUrl: string, poojaId?: string): Promise<Slot> {
  const api = <T>(path: string) => apiCall<T>(baseUrl, null, "GET", path);
  const { slug } = await bookingTemple(baseUrl);
  const temple = await api<{ id: string; name: string; poojas: { id: string; name: string }[] }>(
    `/api/public/temples/${slug}`,
  );
  for (const pooja of temple.poojas.filter((p) => !poojaId || p.id === poojaId)) {
    const avail = await api<{
      days: { date: string; slots: { time: string; bookable: boolean; remaining: number }[] }[];
    }>(`/api/poojas/${pooja.id}/availability`);
    for (const day of avail.days) {
      const slot = day.slots.find((s) => s.bookable && s.remaining > 0);
      if (slot)
        return {
          templeId: temple.id,
          templeName: temple.name,
          poojaId: pooja.id,
          poojaName: pooja.name,
          date: day.date,
          slot: slot.time,
        };
    }
  }
  throw new Error(`No pooja of ${temple.name} has a bookable slot`);
}

/**
 * A fresh devotee books (the next open slot of this file's temple, or of `poojaId`) and pays with
 * the local provider (its signed callback).
 */
export async function paidBooking(baseUrl: string, participant: string, poojaId?: string) {
  const api = <T>(token: string, path: string, body: unknown) =>
    apiCall<T>(baseUrl, token, "POST", path, body);
  const devotee = await sessionFor(baseUrl, "user");
  const where = await nextBookableSlot(baseUrl, poojaId);
  const booking = await api<{ id: string; receiptNumber: string }>(devotee.token, "/api/bookings", {
    poojaId: where.poojaId,
    date: where.date,
    slot: where.slot,
    participants: [{ name: participant, gotra: "Kashyapa", nakshatra: "rohini", rasi: "simha" }],
    wish: "Good health for the family",
  });
  const order = await api<{ orderId: string; signature: string }>(
    devotee.token,
    "/api/payments/order",
    { bookingId: booking.id },
  );
  await api(devotee.token, "/api/payments/local/complete", {
    bookingId: booking.id,
    orderId: order.orderId,
    outcome: "success",
    signature: order.signature,
  });
  return { devotee, booking, where };
}

/**
 * As if the booking's pooja had been held (`POST /api/dev/pooja-held`, development and tests
 * only): its date moves to yesterday, so staff may mark it performed (decision 232).
 */
export async function poojaHeld(baseUrl: string, bookingId: string) {
  return apiCall<{ id: string; date: string; slot: string }>(
    baseUrl,
    null,
    "POST",
    "/api/dev/pooja-held",
    { bookingId },
  );
}
