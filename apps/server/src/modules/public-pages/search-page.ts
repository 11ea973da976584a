import { type LanguageCode, TempleSearchQuerySchema } from "@sannidhi/contracts";
import type { SearchFilters } from "@sannidhi/contracts/search-link";
import { RESULTS_PER_PAGE } from "@sannidhi/site/links";
import { SearchPage, writeSearch } from "@sannidhi/site/pages/search";
import { translator } from "@sannidhi/site/translate";
import { createElement as h } from "react";
import type { Db } from "../../db/client.js";
import { filterChoices } from "../discovery/discovery.repository.js";
import type { Query, search } from "../discovery/discovery.service.js";
import type { PublicPage } from "./public-document.js";

/** The discovery search the API's `/api/public/temples` answers from (its cached form). */
export type SearchTemples = (q: Query) => ReturnType<typeof search>;

/** Each filter of the URL and the API's query parameter it is. */
const API_NAMES = {
  state: "state_id",
  district: "district_id",
  category: "category_id",
  deity: "deity_id",
} as const;
const shape = TempleSearchQuerySchema.shape;

/**
 * The filters of a request, each checked by the API's own contract (TempleSearchQuerySchema):
 * a value the API would refuse is left out of a hand-edited link (a search page never answers
 * 400 or 500 to a link). Empty values (a form sent with "All states") are absent.
 */
export function readSearch(query: unknown): SearchFilters {
  const raw = (query && typeof query === "object" ? query : {}) as Record<string, unknown>;
  const one = (key: string): string | undefined => {
    const v = raw[key];
    const first = Array.isArray(v) ? v[0] : v;
    return typeof first === "string" && first.trim() !== "" ? first : undefined;
  };
  const f: SearchFilters = { page: 1 };
  const q = shape.q.safeParse(one("q"));
  if (q.success && q.data) f.q = q.data;
  for (const key of Object.keys(API_NAMES) as (keyof typeof API_NAMES)[]) {
    const v = one(key);
    if (v !== undefined && shape[API_NAMES[key]].safeParse(v).success) f[key] = v;
  }
  const near = one("near");
  if (near !== undefined && shape.near.safeParse(near).success) f.near = near;
  const page = shape.page.safeParse(one("page"));
  if (page.success) f.page = page.data;
  // A district belongs to a state: without the state it cannot be chosen (as in the web app).
  if (!f.state) delete f.district;
  return f;
}

/**
 * `/app/temples` (issue 17, decision 164): the search page of `@sannidhi/site`, its results
 * found on every request by the same search as `/api/public/temples`.
 */
export async function templeSearchLightPage(
  db: Db,
  searchTemples: SearchTemples,
  query: unknown,
  lang: LanguageCode,
): Promise<Omit<PublicPage, "remember">> {
  const t = translator(lang);
  const f = readSearch(query);
  const choices = await filterChoices(db, f.state);
  // A district of another state (the state was changed with the district still chosen) is
  // dropped: it cannot be shown in the district picker.
  if (f.district && !choices.districts.some((d) => d.id === f.district)) delete f.district;
  const found = await searchTemples({
    ...(f.q ? { q: f.q } : {}),
    ...(f.state ? { state_id: f.state } : {}),
    ...(f.district ? { district_id: f.district } : {}),
    ...(f.category ? { category_id: f.category } : {}),
    ...(f.deity ? { deity_id: f.deity } : {}),
    ...(f.near ? { near: f.near } : {}),
    page: f.page,
    limit: RESULTS_PER_PAGE,
    lang,
  });
  const title = t("discovery:search.title");
  return {
    lang,
    path: "/app/temples",
    query: writeSearch(f),
    title: `${title} — ${t("appName")}`,
    description: t("discovery:search.intro"),
    main: h(SearchPage, { t, lang, filters: f, choices, found }),
  };
}
