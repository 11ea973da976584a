import { temples } from "../../schema/index.js";
import { seedBookings } from "./bookings.js";
import { translateCatalogue } from "./catalogue.js";
import { seedContent } from "./content.js";
import { seedFestivals } from "./events.js";
import { seedPeople } from "./people.js";
import type { Tx } from "./tx.js";

/**
 * The demo beyond the catalogue itself (issue 19): its names and descriptions in six languages
 * and its temples' styles, festivals on their real dates of the coming weeks, articles and
 * mantras, priests and employees, and a past week of bookings. Runs inside `seedIfEmpty`'s
 * transaction, after the temples and poojas exist, in a few dozen statements.
 */
export async function seedDemo(tx: Tx, now: Date) {
  await translateCatalogue(tx);
  const templeIds = new Map(
    (await tx.select({ id: temples.id, slug: temples.slug }).from(temples)).map((t) => [
      t.slug,
      t.id,
    ]),
  );
  const events = await seedFestivals(tx, now, templeIds);
  const content = await seedContent(tx, now);
  const { priests } = await seedPeople(tx, templeIds);
  const bookings = await seedBookings(tx, now, templeIds, priests);
  return { events, ...content, priests: priests.length, bookings };
}
