import type { Translations } from "@sannidhi/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  categories,
  deities,
  districts,
  mainForms,
  poojas,
  states,
  temples,
} from "../../schema/index.js";
import { TEMPLES } from "../data/index.js";
import { inFive, merged } from "./five.js";
import {
  CATEGORY_NAMES,
  DEITY_DESCRIPTIONS,
  DEITY_NAMES,
  DISTRICT_NAMES,
  MAIN_FORM_NAMES,
  STATE_NAMES,
} from "./names.js";
import { POOJA_DESCRIPTIONS } from "./pooja-descriptions.js";
import { POOJA_NAMES } from "./pooja-names.js";
import { TEMPLE_STYLE_BY_SLUG } from "./styles.js";
import { NORTH_DESCRIPTIONS_HI } from "./temple-descriptions-north.js";
import { SOUTH_DESCRIPTIONS } from "./temple-descriptions-south.js";
import { TEMPLE_HISTORIES } from "./temple-histories.js";
import { TEMPLE_NAMES } from "./temple-names.js";
import type { Tx } from "./tx.js";

/**
 * One statement per table: `update … set translations = v.t from (values …) v(k, t) where
 * key = v.k`. The seed runs on every fresh start, so it stays a handful of round trips rather
 * than one per row (PGlite runs every statement on the server's own thread).
 */
async function translateBy(
  tx: Tx,
  table: PgTable,
  key: PgColumn | SQL,
  rows: [string, Translations][],
) {
  if (!rows.length) return;
  const values = sql.join(
    rows.map(([k, t]) => sql`(${k}::text, ${JSON.stringify(t)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} set translations = v.t from (values ${values}) as v(k, t) where ${key} = v.k`,
  );
}

/** `{ hi: { [field]: … }, … }` from one text per language. */
function fieldOf(field: string, texts: Partial<Record<string, string>> | undefined): Translations {
  return Object.fromEntries(
    Object.entries(texts ?? {}).map(([lang, text]) => [lang, { [field]: text }]),
  ) as Translations;
}

/** The demo catalogue's names (six scripts), descriptions, histories and addresses (Hindi + state language), styles. */
export async function translateCatalogue(tx: Tx): Promise<void> {
  await translateBy(
    tx,
    deities,
    sql`${deities.name}::text`,
    Object.entries(DEITY_NAMES).map(([name, five]) => {
      const [hi, ta] = DEITY_DESCRIPTIONS[name] ?? [];
      return [
        name,
        merged(
          inFive("name", five),
          hi ? { hi: { description: hi } } : {},
          ta ? { ta: { description: ta } } : {},
        ),
      ];
    }),
  );
  const byName = (names: Record<string, readonly string[]>) =>
    Object.entries(names).map(
      ([name, five]) => [name, inFive("name", five as never)] as [string, Translations],
    );
  await translateBy(tx, mainForms, sql`${mainForms.name}::text`, byName(MAIN_FORM_NAMES));
  await translateBy(tx, categories, sql`${categories.name}::text`, byName(CATEGORY_NAMES));
  await translateBy(tx, states, sql`${states.name}::text`, byName(STATE_NAMES));
  await translateBy(
    tx,
    districts,
    sql`(select ${states.name}::text from ${states} where ${states.id} = ${districts.stateId}) || '/' || ${districts.name}::text`,
    byName(DISTRICT_NAMES),
  );
  // Keyed by temple and name: two temples' "Panchamirtha Abhishekam" are described apart.
  await translateBy(
    tx,
    poojas,
    sql`(select ${temples.slug} from ${temples} where ${temples.id} = ${poojas.templeId}) || '/' || ${poojas.name}`,
    TEMPLES.flatMap((t) =>
      t.poojas.map((p): [string, Translations] => {
        const names = POOJA_NAMES[p.name];
        return [
          `${t.slug}/${p.name}`,
          merged(
            names && inFive("name", names),
            fieldOf("description", POOJA_DESCRIPTIONS[t.slug]?.[p.name]),
          ),
        ];
      }),
    ),
  );
  await translateBy(
    tx,
    temples,
    temples.slug,
    Object.entries(TEMPLE_NAMES).map(([slug, t]) => [
      slug,
      merged(
        inFive("name", t.name),
        inFive("town", t.town),
        Object.fromEntries(
          Object.entries(SOUTH_DESCRIPTIONS[slug] ?? { hi: NORTH_DESCRIPTIONS_HI[slug] }).map(
            ([lang, text]) => [lang, { description: text }],
          ),
        ),
        TEMPLE_HISTORIES[slug],
      ),
    ]),
  );
  const styles = sql.join(
    Object.entries(TEMPLE_STYLE_BY_SLUG).map(
      ([slug, style]) => sql`(${slug}::text, ${style}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${temples} set style = v.s from (values ${styles}) as v(k, s) where ${temples.slug} = v.k`,
  );
}
