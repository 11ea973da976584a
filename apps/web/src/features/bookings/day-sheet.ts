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

/**
 * The sheet's columns as they are printed, in order; the screen adds one for "Mark performed".
 * Declared once: the headings and the paper they need are both read from it.
 */
export const DAY_SHEET_COLUMNS = [
  "receipt",
  "name",
  "gotra",
  "nakshatra",
  "rasi",
  "wish",
  "priest",
  "status",
] as const;
export type DaySheetColumn = (typeof DAY_SHEET_COLUMNS)[number];

/**
 * How many columns A4 portrait holds at the print's 9 pt type (decision 234): the eight above fit
 * its 190 mm between margins with room, in English and in Malayalam. A sheet with more prints
 * landscape.
 */
export const PORTRAIT_COLUMNS = 8;

/** The `@page` size a sheet of `columns` columns is printed on. */
export const paperFor = (columns: number) =>
  columns > PORTRAIT_COLUMNS ? "A4 landscape" : "A4 portrait";
