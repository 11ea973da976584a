import { DEFAULT_PAGE_SIZE, type LanguageCode, type TempleSearchQuery } from "@sannidhi/contracts";
import { type AnyColumn, and, asc, eq, gte, or, type SQL, sql } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Db } from "../../db/client.js";
import {
  calendarEvents,
  catalogVersion as catalogVersionTable,
  categories,
  deities,
  districts,
  mainForms,
  poojas,
  states,
  templeCategories,
  temples,
} from "../../db/schema/index.js";
import { preparedOnce } from "../../lib/prepared.js";

/** Only what a visitor may see: published temples, safe fields (no staff notes, no drafts). */
const card = {
  id: temples.id,
  slug: temples.slug,
  name: temples.name,
  town: temples.town,
  state: states.name,
  district: districts.name,
  deity: deities.name,
  mainForm: mainForms.name,
  images: temples.images,
  latitude: temples.latitude,
  longitude: temples.longitude,
  // What the illustration is drawn from (issue 19) and every language of the text above.
  style: temples.style,
  stateCode: states.code,
  translations: temples.translations,
  stateTranslations: states.translations,
  districtTranslations: districts.translations,
  deityTranslations: deities.translations,
  mainFormTranslations: mainForms.translations,
};

function base(db: Db, extra: Record<string, unknown> = {}) {
  return db
    .select({ ...card, ...extra } as typeof card)
    .from(temples)
    .innerJoin(states, eq(states.id, temples.stateId))
    .innerJoin(districts, eq(districts.id, temples.districtId))
    .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
    .leftJoin(deities, eq(deities.id, mainForms.deityId));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Great-circle distance in km (haversine), computed in SQL so sorting and paging stay there. */
function distanceKm(latValue: unknown, lngValue: unknown): SQL<number> {
  const lat = sql`${latValue}::float8`;
  const lng = sql`${lngValue}::float8`;
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${temples.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${temples.latitude})) *
    power(sin(radians(${temples.longitude} - ${lng}) / 2), 2))))`;
}

/**
 * Memo for a filter's total, kept by the caller while the catalogue is unchanged (decision 161):
 * the number of temples a filter matches does not depend on where the devotee stands or on the
 * page, so a "near me" search needs the count once, not on every request.
 */
export type TotalMemo = (key: string, count: () => Promise<number>) => Promise<number>;

/** What a search statement's text depends on: which filters are given, not their values. */
interface Shape {
  words: boolean;
  fuzzy: boolean;
  /** The words are compared as their search key, found before (decisions 167, 169). */
  keyed: boolean;
  near: boolean;
  state: boolean;
  district: boolean;
  deity: boolean;
  category: boolean;
  lang: LanguageCode;
  /** The exact pass ranked best names first from the GiST index (decision 169). */
  best: boolean;
  /**
   * Best names first, only the temples whose names or towns hold the words: the page of a
   * common word, tried first; when it comes back short, the whole statement runs instead.
   */
  namedOnly: boolean;
  /**
   * "Near me" (and best names first, decision 169) on one of the first pages: its row counts
   * written into the statement (not parameters), so PostgreSQL plans it once per connection (a
   * generic plan) instead of on every search; with a parameter as LIMIT it keeps re-planning
   * (decision 166). Null otherwise.
   */
  rows: { near: number; limit: number; offset: number } | null;
}

/** The values a prepared search statement is run with (`sql.placeholder` names). */
interface Values {
  words: string;
  like: string;
  lat: number | null;
  lng: number | null;
  nearRows: number;
  limit: number;
  offset: number;
  stateId: string | null;
  districtId: string | null;
  deityId: string | null;
  categoryId: string | null;
  langName: string;
}

const ph = (name: keyof Values) => sql.placeholder(name);

/**
 * The first pages of "near me" at the usual page size have their counts in the statement's text:
 * five statement texts per filter shape, so the statements each connection keeps stay few.
 */
const FIXED_NEAR_PAGES = 5;
/** A validated whole number written into the statement (drizzle would send it as a parameter). */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/**
 * How a typed text's words stand against the catalogue's words (decision 167): `known` when every
 * word, as search_key() hears it, is part of some word of the catalogue's search keys (table
 * `search_words`, kept by the database on every write); otherwise `corrected` is the text's key
 * with each unknown word replaced by the catalogue word nearest to it (pg_trgm similarity, the
 * spelling-suggestion pattern of pg_trgm's documentation), or null when some word has none.
 *
 * A text with an unknown word cannot match as a substring (each of its words would have to be
 * part of a word of some search key), so its exact pass is skipped.
 */
export interface Spelling {
  known: boolean;
  corrected: string | null;
  /**
   * The typed text's key as search_key() hears it, word by word; null when not looked up. The
   * exact pass compares it as it is, so the search does not derive it again (decision 169).
   */
  key: string | null;
}

/** Texts of more words than this are searched as typed (no correction). */
const MAX_CORRECTED_WORDS = 6;

/**
 * The typed words looked up in the catalogue's words by `search_spelling()` (migration 0020,
 * decision 169), in one statement and one round trip: each word's key, whether it is part of a
 * catalogue word, and if not the nearest catalogue word — by pg_trgm word similarity ≥ 0.4 (the
 * threshold set for the function's own run), else one letter away (levenshtein). Prepared once;
 * inside, each look-up is planned with the word's key, so both read their indexes.
 */
const spellingQuery = (db: Db) =>
  db
    .select({
      key: sql<string | null>`s.key`,
      known: sql<boolean | null>`s.known`,
      nearest: sql<string | null>`s.nearest`,
      version: sql<string | null>`(${versionQuery(db)})`,
    })
    .from(sql`search_spelling(${sql.placeholder("typed")}::text[]) as s`);

/** A text's spelling (`Spelling`) and the catalogue's version it was read at. */
export interface SpeltAt {
  spelt: Spelling;
  version: number | null;
}

/**
 * The typed text's spelling and the catalogue's version (`catalogVersion`), read in one
 * statement: a search not answered from what is kept needs both before its page, so it makes one
 * round trip fewer (decision 169, amended 2026-11-28). Both are read in the statement's one
 * snapshot, before the page is, so an answer is never older than the version it is kept under.
 */
export async function spelling(db: Db, text: string): Promise<SpeltAt> {
  const words = text.normalize("NFC").split(/\s+/).filter(Boolean);
  if (!words.length || words.length > MAX_CORRECTED_WORDS)
    return {
      spelt: { known: true, corrected: null, key: null },
      version: await catalogVersion(db),
    };
  const query = preparedOnce(db, "discovery_spelling", () =>
    spellingQuery(db).prepare("discovery_spelling"),
  );
  const found = await query.execute({ typed: words });
  const version = found[0]?.version == null ? null : Number(found[0].version);
  return { spelt: spellingOf(found), version };
}

/** The words as `search_spelling()` found them, as one `Spelling`. */
function spellingOf(
  found: { key: string | null; known: boolean | null; nearest: string | null }[],
): Spelling {
  const key = found
    .map((w) => w.key)
    .filter(Boolean)
    .join(" ");
  const known = found.every((w) => !w.key || w.known);
  if (known) return { known, corrected: null, key };
  const corrected: string[] = [];
  for (const w of found) {
    if (!w.key) continue;
    if (w.known) corrected.push(w.key);
    else if (w.nearest) corrected.push(w.nearest);
    else return { known, corrected: null, key };
  }
  return { known, corrected: corrected.join(" "), key };
}

/** The exact pass of a corrected text (`Spelling.corrected`, already a search key). */
export function searchCorrected(
  db: Db,
  q: TempleSearchQuery & { lang: LanguageCode },
  corrected: string,
  memoTotal: TotalMemo = (_key, count) => count(),
) {
  return searchOnce(db, { ...q, q: corrected }, memoTotal, "corrected", corrected);
}

/** The forgiving pass alone: pg_trgm word similarity of the typed text with every search key. */
export function searchForgiving(
  db: Db,
  q: TempleSearchQuery & { lang: LanguageCode },
  memoTotal: TotalMemo = (_key, count) => count(),
) {
  return searchOnce(db, q, memoTotal, "fuzzy");
}

/**
 * Search statements are built once per shape and run as prepared statements (decision 166):
 * drizzle does not rebuild the SQL text on every request, and PostgreSQL parses it once per
 * connection (and may keep its plan) instead of on every search.
 */
const statementNames = new Map<string, string>();
/** One name per statement text's shape, the same for every database handle of this process. */
const nameOf = (kind: string, key: string) => {
  const full = `${kind}:${key}`;
  let name = statementNames.get(full);
  if (!name) {
    name = `discovery_${kind}_${statementNames.size}`;
    statementNames.set(full, name);
  }
  return name;
};
/**
 * The filter and the ordering touch `temples` alone: a deity or main-form match becomes
 * `main_form_id = any(array(…))` over the few main forms that match (an init plan, so the OR
 * can still be two index scans). "Near me" reads the nearest `page × limit` temples from the
 * GiST index on `sphere_point` (`<->`, straight-line distance through the sphere: the same order
 * as the great-circle one) and orders only those by distance, name and id; its total is counted
 * apart and memoised per filter by the caller. Text searches keep `count(*) over ()` on the
 * same scan. The page is cut first and only its rows are joined to states, districts, main
 * forms and deities.
 */
async function searchOnce(
  db: Db,
  q: TempleSearchQuery & { lang: LanguageCode },
  memoTotal: TotalMemo,
  pass: "exact" | "corrected" | "fuzzy",
  searchKey: string | null = null,
) {
  const fuzzy = pass === "fuzzy";
  // The text's key as the spelling look-up found it (decision 169), compared as it is: derived
  // in the statement instead, search_key()'s nine regular expressions ran again for every row
  // the index returned (the index condition is re-checked row by row) — pages 4–5 of a common
  // word took 3–4 ms, against 1.3–1.6 ms for the same page of a corrected word, which is a key.
  // Any key not empty is read best names first: one or two letters are not narrowed by trigrams,
  // but they match so many temples that walking the index in name order finds a page at once
  // (2–6 ms at 10,000 temples), where ranking every match took 15–95 ms — and devotees type such
  // keys while the search box fills in.
  const known = !fuzzy && searchKey ? searchKey : null;
  const keyed = known !== null;
  // Phones may send Indic text composed or decomposed; the catalogue is stored composed (NFC).
  const words = q.q?.normalize("NFC");
  const [lat, lng] = q.near ? q.near.split(",").map(Number) : [];
  const near = lat !== undefined && lng !== undefined;
  // Not on PGlite: its GiST trigram scan ordered by `<->` can stop answering, blocking the
  // server's one thread (decisions 169, 178: loading pg_trgm after cube fixed the case that
  // always failed, but under load the discovery suites still hung on PGlite with it on).
  const best = keyed && !!words && !near && q.lang === "en" && !(db instanceof PgliteDatabase);
  const shape: Shape = {
    words: !!words,
    fuzzy,
    keyed,
    near,
    state: !!q.state_id,
    district: !!q.district_id,
    deity: !!q.deity_id,
    category: !!q.category_id,
    lang: q.lang,
    best,
    namedOnly: best,
    rows:
      (near || best) && q.limit === DEFAULT_PAGE_SIZE && q.page <= FIXED_NEAR_PAGES
        ? { near: q.page * q.limit, limit: q.limit, offset: (q.page - 1) * q.limit }
        : null,
  };
  const values: Values = {
    words: words ?? "",
    like: escapeLike(known ?? words ?? ""),
    lat: near ? lat : null,
    lng: near ? lng : null,
    nearRows: q.page * q.limit,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
    stateId: q.state_id ?? null,
    districtId: q.district_id ?? null,
    deityId: q.deity_id ?? null,
    categoryId: q.category_id ?? null,
    langName: `{${q.lang},name}`,
  };
  const run = (s: Shape) => {
    const name = nameOf("search", JSON.stringify(s));
    return preparedOnce(db, name, () => buildPage(db, s).prepare(name)).execute(values as never);
  };
  let rows = await run(shape);
  // A page the words' own temples fill is the page (others only ever follow them); a short one
  // may need the temples matched by deity, main form or district alone: the whole statement.
  if (shape.namedOnly && rows.length < q.limit) rows = await run({ ...shape, namedOnly: false });
  const countShape = {
    ...shape,
    near: false,
    lang: "en" as const,
    best: false,
    namedOnly: false,
    rows: null,
  };
  const countKey = JSON.stringify(countShape);
  const count = async () => {
    const countName = nameOf("count", countKey);
    const counted = preparedOnce(db, countName, () =>
      buildCount(db, countShape).prepare(countName),
    );
    const [c] = await counted.execute(values as never);
    return c?.n ?? 0;
  };
  let total: number;
  if (shape.best) {
    // No window count here (decision 169): a first page shorter than a page is every match;
    // otherwise the filter's total, counted once per catalogue version by the caller's memo.
    if (q.page === 1 && rows.length < q.limit) total = rows.length;
    else total = await memoTotal(memoKeyOf(known ?? words, pass, q), count);
  } else if (near) {
    total = await memoTotal(memoKeyOf(known ?? words, pass, q), count);
  } else if (rows.length) total = Number(rows[0]?.total);
  else total = q.page > 1 ? await count() : 0;
  return {
    rows: rows.map(({ total: _t, distanceKm: d, ...r }) => ({
      ...r,
      distanceKm: near ? d : null,
    })),
    total,
  };
}

/** The key of a filter's total: the same wherever the devotee stands and on every page. */
const memoKeyOf = (words: string | undefined, pass: string, q: TempleSearchQuery) =>
  JSON.stringify([words ?? null, pass, q.state_id, q.district_id, q.deity_id, q.category_id]);

/** How a search of this shape compares the typed words (values are placeholders). */
function textOf(shape: Shape) {
  const pattern = shape.keyed
    ? sql`'%' || ${ph("like")} || '%'`
    : sql`'%' || search_key(${ph("like")}) || '%'`;
  const matches = (expr: SQL | AnyColumn) =>
    shape.fuzzy ? sql`search_key(${ph("words")}) <% ${expr}` : sql`${expr} like ${pattern}`;
  // Main forms, deities and districts keep their names' keys too (decision 166), so a search
  // does not re-derive them for every row of those tables.
  const forms = sql`array(select ${mainForms.id} from ${mainForms} left join ${deities} on ${deities.id} = ${mainForms.deityId} where ${matches(mainForms.searchKey)} or ${matches(deities.searchKey)})`;
  // The district too: devotees say "Tirupati" for the temple on the hill at Tirumala.
  const places = sql`array(select ${districts.id} from ${districts} where ${matches(districts.searchKey)})`;
  return { matches, forms, places };
}

/** The filters other than the words (state, district, deity, category). */
function choicesOf(shape: Shape) {
  return [
    shape.state ? sql`${temples.stateId} = ${ph("stateId")}` : undefined,
    shape.district ? sql`${temples.districtId} = ${ph("districtId")}` : undefined,
    shape.deity
      ? sql`${temples.mainFormId} in (select mf.id from ${mainForms} mf where mf.deity_id = ${ph("deityId")})`
      : undefined,
    shape.category
      ? sql`exists (select 1 from ${templeCategories} tc where tc.temple_id = ${temples.id} and tc.category_id = ${ph("categoryId")})`
      : undefined,
  ];
}

/** Which published temples a search of this shape matches (values are placeholders). */
function filterOf(shape: Shape) {
  const { matches, forms, places } = textOf(shape);
  let text: SQL | undefined;
  if (shape.words && !shape.fuzzy)
    text = or(
      matches(temples.searchKey),
      sql`${temples.mainFormId} = any(${forms})`,
      sql`${temples.districtId} = any(${places})`,
    );
  // The forgiving pass as a union of the three ways to match (decision 166): with `or`, the
  // planner tested `<%` on every temple (48 ms at 10,000); apart, `<%` reads the trigram index
  // and re-checks only its candidates, the others read their btree indexes.
  else if (shape.words)
    text = sql`${temples.id} in (select t.id from ${temples} t where search_key(${ph("words")}) <% t.search_key union all select t.id from ${temples} t where t.main_form_id = any(${forms}) union all select t.id from ${temples} t where t.district_id = any(${places}))`;
  return and(eq(temples.published, true), text, ...choicesOf(shape));
}

/**
 * One page of the exact pass, best names first (decision 169). First the temples whose names or
 * towns contain the words (`search_key like`), nearest names first (`name <-> words`, distance
 * = 1 − similarity), read from the GiST index until the page is full: a word 2,890 temples have
 * costs the page's rows, not 2,890 similarities. Equally near names come in the index's order,
 * the same on every page, so pages neither repeat nor skip a temple. Then, only when those run
 * out before the page does, the temples matched by their deity, main form or district alone,
 * ranked as before (similarity of the name, then name, id). Each page is then shown in rank,
 * name, id order.
 */
function bestNamesPage(shape: Shape) {
  const { matches, forms, places } = textOf(shape);
  const choices = and(...choicesOf(shape));
  const distance = sql`${temples.name} <-> ${ph("words")}`;
  const similarity = sql`similarity(${temples.name}, ${ph("words")})`;
  // The first pages' row counts written into the statement, as "near me" does (decision 166):
  // with parameters PostgreSQL re-planned every search (1.5 ms of planning for 1–2 ms of work).
  // The index read's own limit is a sub-select, a number the planner does not know: it then
  // plans for a few rows and keeps the index's order. Told "60" or "100", the generic plan
  // (which guesses 50 matches for any `like`) read every match and sorted them instead —
  // 10–46 ms for pages 3–5 of a common word against 1.5–3 ms (decision 169).
  const rows = shape.rows ? literal(shape.rows.near) : ph("nearRows");
  const limit = shape.rows ? literal(shape.rows.limit) : ph("limit");
  const offset = shape.rows ? literal(shape.rows.offset) : ph("offset");
  const named = and(eq(temples.published, true), matches(temples.searchKey), choices);
  // No rank here: the similarity is worked out for the page's rows alone, by the caller
  // (`buildPage`). Worked out for every row read, it was a third of the read's time (0.64 ms
  // against 0.44 ms for page 5 of "sri", 10,000 temples; decision 169, amended 2026-11-28).
  const nearest = sql`select k.id, row_number() over () as rn from (
        select ${temples.id} as id from ${temples}
        where ${named} order by ${distance} limit (select ${rows}::bigint)) k`;
  // A page of a common word: its own temples alone, a lighter statement (0.64–0.87 ms a page
  // against 0.90–1.05 for the whole one, one connection, 10,000 temples), cut from the index's
  // order itself (no numbering and sorting of the rows read): limit and offset are sub-selects
  // too, so the planner still walks the index.
  if (shape.namedOnly)
    return sql`(select ${temples.id} as id, 0 as grp, null::bigint as total from ${temples}
      where ${named} order by ${distance}
      limit (select ${limit}::bigint) offset (select ${offset}::bigint)) p`;
  const others = and(
    eq(temples.published, true),
    // Only read when `named` holds every temple the words name (fewer than a page's worth), so
    // "not one of those" is "not named by the words"; unlike `not like`, it costs the same in
    // PostgreSQL's generic plan as in a custom one, so the generic plan is kept (no re-planning).
    sql`not exists (select 1 from named where named.id = ${temples.id})`,
    // Apart, as the forgiving pass does (decision 166), each skipped when nothing matched.
    sql`${temples.id} in (select t.id from ${temples} t where cardinality(${forms}) > 0 and t.main_form_id = any(${forms}) union all select t.id from ${temples} t where cardinality(${places}) > 0 and t.district_id = any(${places}))`,
    choices,
  );
  return sql`(with named as materialized (${nearest}),
    others as (
      select ${temples.id} as id,
        (select count(*) from named) + row_number() over (order by ${similarity} desc, ${temples.name}, ${temples.id}) as rn
      from ${temples}
      where (select count(*) from named) < ${rows} and ${others})
    select id, grp, null::bigint as total from (
      select id, 0 as grp, rn from named union all select id, 1, rn from others
      order by rn limit ${limit} offset ${offset}) u) p`;
}

function buildCount(db: Db, shape: Shape) {
  return db.select({ n: sql<number>`count(*)::int` }).from(temples).where(filterOf(shape));
}

function buildPage(db: Db, shape: Shape) {
  if (shape.best) {
    return (
      db
        .select({
          ...card,
          distanceKm: sql<number | null>`null::float8`,
          total: sql<number>`p.total`,
        })
        .from(bestNamesPage(shape))
        .innerJoin(temples, sql`${temples.id} = p.id`)
        .innerJoin(states, eq(states.id, temples.stateId))
        .innerJoin(districts, eq(districts.id, temples.districtId))
        .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
        .leftJoin(deities, eq(deities.id, mainForms.deityId))
        // Rank: how like the typed words the name is (1 − distance, for the named temples too).
        .orderBy(
          sql`p.grp`,
          sql`similarity(${temples.name}, ${ph("words")}) desc`,
          asc(temples.name),
          asc(temples.id),
        )
    );
  }
  const where = filterOf(shape);
  let page: ReturnType<typeof textPage>;
  if (shape.near) {
    const chord = sql<number>`(${temples.spherePoint} <-> sphere_point(${ph("lat")}::float8, ${ph("lng")}::float8))`;
    // Ordered by the index alone, so the scan stops after page × limit rows (PostgreSQL 15 does
    // not add name and id to an index's distance order; they order the few rows read).
    const nearest = db
      .select({ id: temples.id, name: temples.name, rank: chord.as("rank") })
      .from(temples)
      .where(where)
      .orderBy(sql`${chord} asc nulls last`)
      .limit(shape.rows ? literal(shape.rows.near) : ph("nearRows"))
      .as("n");
    page = db
      .select({ id: nearest.id, rank: nearest.rank, total: sql<number>`null::bigint`.as("total") })
      .from(nearest)
      .orderBy(sql`n.rank asc nulls last`, asc(nearest.name), asc(nearest.id))
      .limit(shape.rows ? literal(shape.rows.limit) : ph("limit"))
      .offset(shape.rows ? literal(shape.rows.offset) : ph("offset"))
      .as("p");
  } else page = textPage(db, shape, where);
  return (
    db
      .select({
        ...card,
        distanceKm: shape.near
          ? distanceKm(ph("lat"), ph("lng"))
          : sql<number | null>`null::float8`,
        total: page.total,
      })
      .from(page)
      .innerJoin(temples, eq(temples.id, page.id))
      .innerJoin(states, eq(states.id, temples.stateId))
      .innerJoin(districts, eq(districts.id, temples.districtId))
      .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
      .leftJoin(deities, eq(deities.id, mainForms.deityId))
      // Distance ascending (unknown positions last); text relevance descending; then name, id.
      .orderBy(
        shape.near ? sql`p.rank asc nulls last` : sql`p.rank desc`,
        asc(temples.name),
        asc(temples.id),
      )
  );
}

/** A page of a text or filter search, ranked by how close the name is to the typed words. */
function textPage(db: Db, shape: Shape, where: SQL | undefined) {
  // The devotee's own language's name counts as much as the English one.
  const localName =
    shape.lang === "en" ? null : sql`coalesce(${temples.translations} #>> ${ph("langName")}, '')`;
  const rank = shape.words
    ? localName
      ? sql<number>`greatest(similarity(${temples.name}, ${ph("words")}), similarity(${localName}, ${ph("words")}))`
      : sql<number>`similarity(${temples.name}, ${ph("words")})`
    : sql<number>`0::real`;
  return db
    .select({
      id: temples.id,
      rank: rank.as("rank"),
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(temples)
    .where(where)
    .orderBy(sql`${rank} desc`, asc(temples.name), asc(temples.id))
    .limit(ph("limit"))
    .offset(ph("offset"))
    .as("p");
}

/**
 * The search page's filter choices: the first 100 states, categories and deities by name, the
 * chosen state's districts, with every language of each name (decision 164).
 */
export async function filterChoices(db: Db, stateId: string | undefined) {
  const [stateRows, categoryRows, deityRows, districtRows] = await Promise.all([
    db
      .select({ id: states.id, name: states.name, translations: states.translations })
      .from(states)
      .orderBy(asc(states.name))
      .limit(100),
    db
      .select({ id: categories.id, name: categories.name, translations: categories.translations })
      .from(categories)
      .orderBy(asc(categories.name))
      .limit(100),
    db
      .select({ id: deities.id, name: deities.name, translations: deities.translations })
      .from(deities)
      .orderBy(asc(deities.name))
      .limit(100),
    stateId
      ? db
          .select({ id: districts.id, name: districts.name, translations: districts.translations })
          .from(districts)
          .where(eq(districts.stateId, stateId))
          .orderBy(asc(districts.name))
          .limit(100)
      : Promise.resolve([]),
  ]);
  return {
    states: stateRows,
    categories: categoryRows,
    deities: deityRows,
    districts: districtRows,
  };
}

/** The catalogue's change counter (migration 0002); null if the row is missing (no caching). */
export async function catalogVersion(db: Db): Promise<number | null> {
  // Read before every search: prepared once, like the searches (decision 166).
  const query = preparedOnce(db, "discovery_catalog_version", () =>
    versionQuery(db).prepare("discovery_catalog_version"),
  );
  const [row] = await query.execute();
  return row ? Number(row.version) : null;
}

const versionQuery = (db: Db) =>
  db
    .select({ version: catalogVersionTable.version })
    .from(catalogVersionTable)
    .where(eq(catalogVersionTable.id, 1));

export async function templeBySlug(db: Db, slug: string) {
  const [row] = await base(db, {
    address: temples.address,
    pinCode: temples.pinCode,
    description: temples.description,
    history: temples.history,
    phone: temples.phone,
    website: temples.website,
    timings: temples.timings,
    deityDescription: deities.description,
    mainFormDescription: mainForms.description,
  })
    .where(and(eq(temples.slug, slug), eq(temples.published, true)))
    .limit(1);
  return row as
    | (typeof row & {
        address: string;
        pinCode: string;
        description: string;
        history: string;
        phone: string | null;
        website: string | null;
        timings: { open: string; close: string }[][];
        deityDescription: string | null;
        mainFormDescription: string | null;
      })
    | undefined;
}

export async function activePoojaIds(db: Db, templeId: string) {
  return db
    .select({
      id: poojas.id,
      description: poojas.description,
      durationMinutes: poojas.durationMinutes,
      translations: poojas.translations,
    })
    .from(poojas)
    .where(and(eq(poojas.templeId, templeId), eq(poojas.active, true)))
    .orderBy(asc(poojas.pricePaise), asc(poojas.name));
}

export async function upcomingEvents(db: Db, templeId: string, now: Date) {
  return db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      kind: calendarEvents.kind,
      start: calendarEvents.start,
      end: calendarEvents.end,
      allDay: calendarEvents.allDay,
      note: calendarEvents.note,
      translations: calendarEvents.translations,
    })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.templeId, templeId), gte(calendarEvents.end, now)))
    .orderBy(asc(calendarEvents.start))
    .limit(10);
}

/** What a published temple's illustration is drawn from (issue 19). */
export async function illustrationFacts(db: Db, slug: string) {
  const [row] = await db
    .select({
      slug: temples.slug,
      name: temples.name,
      style: temples.style,
      stateCode: states.code,
      deity: deities.name,
    })
    .from(temples)
    .innerJoin(states, eq(states.id, temples.stateId))
    .leftJoin(mainForms, eq(mainForms.id, temples.mainFormId))
    .leftJoin(deities, eq(deities.id, mainForms.deityId))
    .where(and(eq(temples.slug, slug), eq(temples.published, true)))
    .limit(1);
  return row;
}

/**
 * One page of published temples and the total, the exact pass (docs/decisions/064, 160, 161,
 * 166, 167, 169); the passes are run in turn by the service's `search` (decision 176).
 *
 * Typed text is compared by its `search_key()` (migration 0011: how it sounds, not how it was
 * transliterated, so "tirupathi" is "tirupati") with the temple's stored `search_key` column
 * (name and town in every language) as a substring, through a trigram index. A text with a word
 * the catalogue does not have is searched as its correction instead (`spelling`, decision 167).
 * Only when neither finds anything is the search repeated forgiving typos: pg_trgm word
 * similarity (`<%`, same index), so a misspelt name still finds its temple while a correct one
 * is not drowned in near-misses.
 */
export function searchExact(
  db: Db,
  q: TempleSearchQuery & { lang: LanguageCode },
  spelt: Spelling,
  memoTotal: TotalMemo = (_key, count) => count(),
) {
  return searchOnce(db, q, memoTotal, "exact", spelt.key);
}
