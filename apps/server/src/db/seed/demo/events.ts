import { TRANSLATION_LANGUAGES, type Translations } from "@sannidhi/contracts";
import { calendarEvents } from "../../schema/index.js";
import { DEITIES, MAIN_FORMS, TEMPLES } from "../data/index.js";
import { type FestivalDay, templeFestivals } from "./festivals.js";
import { addDays, atIst } from "./panchang.js";
import type { Tx } from "./tx.js";

/** How far ahead the demo calendar reaches: "the coming weeks" of issue 19. */
export const FESTIVAL_WEEKS = 8;

const translationsOf = (f: FestivalDay): Translations =>
  Object.fromEntries(TRANSLATION_LANGUAGES.map((l, i) => [l, { title: f.title[i + 1] }]));

/** The India date of an instant. */
export const istToday = (now: Date) =>
  new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Each demo temple's festivals of the coming weeks, on their real dates (panchang.ts), as
 * calendar events the temple page lists and the staff calendar shows.
 */
export async function seedFestivals(tx: Tx, now: Date, templeIds: Map<string, string>) {
  const from = istToday(now);
  const to = addDays(from, FESTIVAL_WEEKS * 7);
  const deityOf = new Map(MAIN_FORMS.map((f) => [f.name, f.deity]));
  const rows = TEMPLES.flatMap((t) => {
    const templeId = templeIds.get(t.slug);
    if (!templeId) return [];
    const deity = deityOf.get(t.mainForm) ?? DEITIES[0]?.name ?? "";
    return templeFestivals({ deity, mainForm: t.mainForm, state: t.state }, from, to).map((f) => {
      const start = f.time ? atIst(f.day, f.time.start) : atIst(f.day, "00:00");
      const end = f.time
        ? atIst(f.time.nextDay ? addDays(f.day, 1) : f.day, f.time.end)
        : atIst(addDays(f.day, f.length ?? 1), "00:00");
      return {
        title: f.title[0],
        kind: f.kind,
        start,
        end,
        allDay: !f.time,
        location: t.town,
        templeId,
        translations: translationsOf(f),
      };
    });
  });
  // Only what has not ended: a festival that started before today is still "upcoming".
  const upcoming = rows.filter((r) => r.end > now);
  if (upcoming.length) await tx.insert(calendarEvents).values(upcoming);
  return upcoming.length;
}
