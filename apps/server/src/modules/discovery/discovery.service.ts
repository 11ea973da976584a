import {
  type LanguageCode,
  pickText,
  type TempleCard,
  type TemplePage,
  type TempleSearchMeta,
  type TempleSearchQuery,
  type Translations,
  type UnderstoodAs,
} from "@sannidhi/contracts";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { nextAvailableDates } from "../bookings/availability.service.js";
import { findPoojasForBooking } from "../bookings/bookings.repository.js";
import { openAt } from "../bookings/calendar.js";
import * as repo from "./discovery.repository.js";
import { correctedText, type Spellings, spellingsOf } from "./discovery.understood.js";
import { illustrationUrl } from "./illustration.js";

type CardRow = Awaited<ReturnType<typeof repo.searchExact>>["rows"][number];
export type Query = TempleSearchQuery & { lang: LanguageCode };

/**
 * Texts in the devotee's language, each falling back to English on its own; `fallback` names
 * the fields that did, for the page to mark them `lang="en"` (issue 19, decision 180).
 */
export function localizer(lang: LanguageCode) {
  const fallback: string[] = [];
  const text = (
    field: string,
    english: string,
    translations: Translations | null | undefined,
    source = field,
  ) => {
    const picked = pickText(english, translations, lang, source);
    if (picked.fallback) fallback.push(field);
    return picked.text;
  };
  const maybe = (
    field: string,
    english: string | null,
    translations: Translations | null | undefined,
    source = field,
  ) => (english === null ? null : text(field, english, translations, source));
  return { text, maybe, fallback };
}

function toCard(r: CardRow, lang: LanguageCode): TempleCard {
  const l = localizer(lang);
  return {
    id: r.id,
    slug: r.slug,
    name: l.text("name", r.name, r.translations),
    town: l.text("town", r.town, r.translations),
    state: l.text("state", r.state, r.stateTranslations, "name"),
    district: l.text("district", r.district, r.districtTranslations, "name"),
    deity: l.maybe("deity", r.deity, r.deityTranslations, "name"),
    mainForm: l.maybe("mainForm", r.mainForm, r.mainFormTranslations, "name"),
    image: r.images[0] ?? null,
    latitude: r.latitude,
    longitude: r.longitude,
    distanceKm: r.distanceKm == null ? null : Math.round(Number(r.distanceKm) * 10) / 10,
    illustration: illustrationUrl({
      slug: r.slug,
      name: r.name,
      style: r.style,
      stateCode: r.stateCode,
      deity: r.deity,
    }),
    lang,
    fallback: l.fallback,
  };
}

type Found = Awaited<ReturnType<typeof repo.searchExact>>;
/** A page of temples as the devotee sees it, and how the typed text was understood. */
export interface SearchResult {
  data: TempleCard[];
  meta: TempleSearchMeta;
}
/**
 * An answer as kept: a corrected search's also holds the catalogue's spelling of its words, for
 * each request to say what was searched in the devotee's own typed words (decision 176).
 */
type Kept = SearchResult & { spellings?: Spellings };

/** A page of cards in the devotee's language from one search of the repository. */
function answerOf(q: Query, { rows, total }: Found, understoodAs?: UnderstoodAs): SearchResult {
  return {
    data: rows.map((r) => toCard(r, q.lang)),
    meta: { total, page: q.page, limit: q.limit, ...(understoodAs ? { understoodAs } : {}) },
  };
}

const NOT_LOOKED_UP: repo.Spelling = { known: true, corrected: null, key: null };

/**
 * A text whose words the catalogue has (or one with a word nothing is near): the exact pass,
 * and only when it finds nothing the forgiving pass (decision 167), which says so.
 */
async function asTyped(db: Db, q: Query, memoTotal: repo.TotalMemo, spelt: repo.Spelling) {
  if (spelt.known) {
    const exact = await repo.searchExact(db, q, spelt, memoTotal);
    if (exact.total > 0 || !q.q) return answerOf(q, exact);
  }
  return forgiving(db, q, memoTotal);
}

async function forgiving(db: Db, q: Query, memoTotal: repo.TotalMemo): Promise<SearchResult> {
  const found = await repo.searchForgiving(db, q, memoTotal);
  return answerOf(q, found, found.total > 0 ? { kind: "similar" } : undefined);
}

/**
 * The exact pass of a corrected text, with the catalogue's spelling of its words read from the
 * first page's results (`firstPage`, when given, for a later page: every page says the same).
 */
async function correctedAnswer(
  db: Db,
  q: Query,
  corrected: string,
  memoTotal: repo.TotalMemo,
  firstPage?: () => Promise<Spellings | undefined>,
): Promise<Kept> {
  const found = await repo.searchCorrected(db, q, corrected, memoTotal);
  const answer = answerOf(q, found);
  if (found.total === 0) return answer;
  const spellings =
    q.page > 1 && firstPage
      ? await firstPage()
      : await spellingsOf(db, corrected, found.rows, q.lang);
  return { ...answer, spellings: spellings ?? {} };
}

/** The answer shown: a corrected one says what was searched, in the words the devotee typed. */
function shown({ spellings, ...answer }: Kept, q: Query, spelt?: repo.Spelling): SearchResult {
  if (!spellings || !spelt || !q.q) return answer;
  const understoodAs = { kind: "corrected" as const, text: correctedText(q.q, spelt, spellings) };
  return { ...answer, meta: { ...answer.meta, understoodAs } };
}

/**
 * One search asked of the database (nothing kept but the totals `memoTotal` keeps): the text
 * as typed, as its correction, or by similar names (decisions 167, 176).
 */
export async function search(
  db: Db,
  q: Query,
  memoTotal: repo.TotalMemo = (_key, count) => count(),
  looked?: repo.Spelling,
): Promise<SearchResult> {
  if (!q.q) return asTyped(db, q, memoTotal, NOT_LOOKED_UP);
  const spelt = looked ?? (await repo.spelling(db, q.q)).spelt;
  if (spelt.known || !spelt.corrected) return asTyped(db, q, memoTotal, spelt);
  const answer = await correctedAnswer(db, q, spelt.corrected, memoTotal);
  if (answer.meta.total > 0) return shown(answer, q, spelt);
  return forgiving(db, q, memoTotal);
}

/** A kept entry, now the most recently asked (a Map keeps insertion order). */
function keptEntry<T>(kept: Map<string, T>, key: string) {
  const hit = kept.get(key);
  if (hit !== undefined) {
    kept.delete(key);
    kept.set(key, hit);
  }
  return hit;
}

/**
 * A filter's total counted once while the catalogue is unchanged (decisions 161, 169): the same
 * wherever the devotee stands and on every page. At most `maxEntries`, the least recently asked
 * dropped first (a common word's total stays while one-off words come and go).
 */
export function totalsMemo(
  totals: Map<string, Promise<number>>,
  maxEntries: number,
): repo.TotalMemo {
  return (key, count) => {
    const known = keptEntry(totals, key);
    if (known) return known;
    const pending = count();
    totals.set(key, pending);
    if (totals.size > maxEntries) totals.delete(totals.keys().next().value as string);
    pending.catch(() => totals.delete(key));
    return pending;
  };
}

/** What an answer is kept under: the words, every filter, the page and the language. */
const keyOf = (words: (string | null)[], asked: Query) =>
  JSON.stringify([
    ...words,
    asked.state_id ?? null,
    asked.district_id ?? null,
    asked.deity_id ?? null,
    asked.category_id ?? null,
    asked.near ?? null,
    asked.page,
    asked.limit,
    asked.lang,
  ]);

/** How long Redis keeps a search answer; a new catalogue version makes it unreachable sooner. */
const SHARED_TTL_SECONDS = 600;

/**
 * Temple search answers kept while the catalogue is unchanged (docs/decisions/064, 154, 167).
 * Each call reads `catalog_version` (one primary-key row that triggers bump in every transaction
 * that writes what a search shows); answers are kept under that version, so a new version —
 * written through any process — makes every kept answer unreachable at once, in every process.
 * The version is read before the search runs, so an answer is never older than the version it is
 * kept under (alone where an answer may be kept, else with the spelling, in one statement). First this process's memory (at most `maxEntries`, the least recently asked
 * dropped first, concurrent misses for one query share one database search), then, with
 * REDIS_URL, answers shared by every process under `<REDIS_KEY_PREFIX>search:<version>:<query>`,
 * which expire on their own.
 *
 * A text with a word the catalogue does not have (decision 167) is answered as its correction
 * and kept under the corrected words, not under the typed text: every misspelling of a word
 * shares one answer, and one-off typos do not push the common words' answers out.
 */
export function cachedSearch(
  db: Db,
  { maxEntries = 500, shared }: { maxEntries?: number; shared?: Redis | undefined } = {},
) {
  let kept: {
    version: number;
    answers: Map<string, Promise<Kept>>;
    totals: Map<string, Promise<number>>;
  } = { version: -1, answers: new Map(), totals: new Map() };
  const fromShared = async (
    version: number,
    key: string,
    answer: () => Promise<Kept>,
  ): Promise<Kept> => {
    if (!shared) return answer();
    const sharedKey = `search:${version}:${key}`;
    const text = await shared.get(sharedKey).catch(() => null);
    if (text) return JSON.parse(text) as Kept;
    const found = await answer();
    // A cache, not a dependency: a Redis that does not answer costs only the sharing.
    shared.set(sharedKey, JSON.stringify(found), "EX", SHARED_TTL_SECONDS).catch(() => {});
    return found;
  };
  return async function searchCached(q: Query): Promise<SearchResult> {
    // A text with no answer kept under the version last seen is looked up with the version in
    // one statement (a hit is unlikely, and a miss needs the spelling); the version is read
    // alone only where an answer may be kept.
    const lookUp = !!q.q && !kept.answers.has(keyOf([q.q], q));
    const read = q.q && lookUp ? await repo.spelling(db, q.q) : undefined;
    const version = read ? read.version : await repo.catalogVersion(db);
    if (version === null) return search(db, q, undefined, read?.spelt);
    if (version !== kept.version) kept = { version, answers: new Map(), totals: new Map() };
    const { answers, totals } = kept;
    // A filter's total is the same wherever the devotee stands (decision 161): counted once.
    const memoTotal = totalsMemo(totals, maxEntries);
    const remember = (key: string, answer: () => Promise<Kept>) => {
      const hit = keptEntry(answers, key);
      if (hit) return hit;
      const pending = fromShared(version, key, answer);
      answers.set(key, pending);
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
      pending.catch(() => answers.delete(key));
      return pending;
    };
    // Kept under the typed text: answers as typed, and forgiving ones (no spellings in them).
    const key = keyOf([q.q ?? null], q);
    const hit = keptEntry(answers, key);
    if (hit) return shown(await hit, q);
    if (!q.q) return shown(await remember(key, () => search(db, q, memoTotal)), q);
    const spelt = read ? read.spelt : (await repo.spelling(db, q.q)).spelt;
    if (spelt.known || !spelt.corrected) {
      return shown(await remember(key, () => asTyped(db, q, memoTotal, spelt)), q);
    }
    const corrected = spelt.corrected;
    // Kept under the corrected words (a key of two words: no typed text's key looks like it),
    // each page with the first page's spellings (decision 176).
    const keptCorrected = (page: Query, firstPage?: () => Promise<Spellings | undefined>) =>
      remember(keyOf(["corrected", corrected], page), () =>
        correctedAnswer(db, page, corrected, memoTotal, firstPage),
      );
    const answer = await keptCorrected(
      q,
      async () => (await keptCorrected({ ...q, page: 1 })).spellings,
    );
    if (answer.meta.total > 0) return shown(answer, q, spelt);
    return shown(await remember(key, () => forgiving(db, q, memoTotal)), q);
  };
}

const searches = new WeakMap<Db, ReturnType<typeof cachedSearch>>();
const uncachedSearches = new WeakMap<Db, ReturnType<typeof cachedSearch>>();

/** Every search asked of the database; only the filters' totals kept per catalogue version. */
function uncachedSearch(db: Db): ReturnType<typeof cachedSearch> {
  let kept = { version: -1, totals: new Map<string, Promise<number>>() };
  return async (q) => {
    // The version and the spelling in one round trip (decision 169, amended 2026-11-28).
    const read = q.q ? await repo.spelling(db, q.q) : undefined;
    const version = read ? read.version : await repo.catalogVersion(db);
    if (version === null) return search(db, q, undefined, read?.spelt);
    if (version !== kept.version) kept = { version, totals: new Map() };
    return search(db, q, totalsMemo(kept.totals, 500), read?.spelt);
  };
}

/**
 * The one cached search of a database (its kept answers included), for every page that
 * searches it: `/api/public/temples` and the light search page (decision 164). With
 * `answers: false` (SEARCH_ANSWER_CACHE=false, for measuring the database's own cost, decision
 * 167) no answer is kept: every search and correction is asked of the database. Only the
 * filters' totals are counted once per catalogue version (decision 169): a page of a common
 * word no longer counts its matches, so its total is a figure kept beside it, as for "near me".
 */
export function searchOf(
  db: Db,
  shared?: Redis,
  { answers = true }: { answers?: boolean } = {},
): ReturnType<typeof cachedSearch> {
  if (!answers) {
    let uncached = uncachedSearches.get(db);
    if (!uncached) {
      uncached = uncachedSearch(db);
      uncachedSearches.set(db, uncached);
    }
    return uncached;
  }
  let kept = searches.get(db);
  if (!kept) {
    kept = cachedSearch(db, { shared });
    searches.set(db, kept);
  }
  return kept;
}

export async function templePage(
  db: Db,
  slug: string,
  now: Date,
  lang: LanguageCode = "en",
): Promise<TemplePage> {
  const t = await repo.templeBySlug(db, slug);
  if (!t) throw notFound("Temple not found");
  const list = await repo.activePoojaIds(db, t.id);
  // Each pooja as a booking reads it, and its next bookable date: a few statements for the
  // whole list, not a few per pooja.
  const bookable = new Map(
    (
      await findPoojasForBooking(
        db,
        list.map((p) => p.id),
      )
    )
      .filter((p) => p.active && p.published)
      .map((p) => [p.id, p]),
  );
  const next = await nextAvailableDates(db, [...bookable.values()], now);
  const poojas = list.flatMap((p) => {
    const pooja = bookable.get(p.id);
    if (!pooja) return [];
    const l = localizer(lang);
    return [
      {
        id: pooja.id,
        name: l.text("name", pooja.name, p.translations),
        kind: pooja.kind,
        description: l.text("description", p.description, p.translations),
        pricePaise: pooja.pricePaise,
        durationMinutes: p.durationMinutes,
        maxParticipants: pooja.maxParticipants,
        nextAvailableDate: next.get(pooja.id) ?? null,
        fallback: l.fallback,
      },
    ];
  });
  const { distanceKm: _d, fallback, ...card } = toCard({ ...t, distanceKm: null }, lang);
  const l = localizer(lang);
  const page = {
    ...card,
    address: l.text("address", t.address, t.translations),
    pinCode: t.pinCode,
    description: l.text("description", t.description, t.translations),
    history: l.text("history", t.history, t.translations),
    images: t.images,
    phone: t.phone,
    website: t.website,
    deityDescription: l.maybe(
      "deityDescription",
      t.deityDescription,
      t.deityTranslations,
      "description",
    ),
    mainFormDescription: l.maybe(
      "mainFormDescription",
      t.mainFormDescription,
      t.mainFormTranslations,
      "description",
    ),
    timings: t.timings,
    openNow: openAt(t.timings, now),
    poojas,
    upcomingEvents: (await repo.upcomingEvents(db, t.id, now)).map((e) => {
      const le = localizer(lang);
      return {
        id: e.id,
        title: le.text("title", e.title, e.translations),
        kind: e.kind,
        startsAt: e.start.toISOString(),
        endsAt: e.end.toISOString(),
        allDay: e.allDay,
        note: le.text("note", e.note, e.translations),
        fallback: le.fallback,
      };
    }),
  };
  return { ...page, fallback: [...fallback, ...l.fallback] };
}
