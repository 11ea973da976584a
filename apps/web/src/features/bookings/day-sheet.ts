import type { StaffBooking } from "@sannidhi/contracts";

export interface SlotGroup {
  slot: string;
  poojas: { id: string; name: string; bookings: StaffBooking[] }[];
}

/** Statuses a priest performs: paid bookings (confirmed, or already performed). */
const ON_SHEET = new Set(["confirmed", "performed"]);

/**
 * The day sheet's order (issue 6): by slot time, then pooja name; bookings in the order they came. Unpaid
 * holds, cancelled and expired bookings are left off: no priest performs them.
 */
export function groupDaySheet(bookings: StaffBooking[]): SlotGroup[] {
  const slots = new Map<string, Map<string, SlotGroup["poojas"][number]>>();
  for (const b of bookings) {
    if (!ON_SHEET.has(b.status)) continue;
    const poojas = slots.get(b.slot) ?? new Map<string, SlotGroup["poojas"][number]>();
    slots.set(b.slot, poojas);
    const pooja = poojas.get(b.pooja.id) ?? { ...b.pooja, bookings: [] };
    poojas.set(b.pooja.id, pooja);
    pooja.bookings.push(b);
  }
  return [...slots.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slot, poojas]) => ({
      slot,
      poojas: [...poojas.values()].sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
