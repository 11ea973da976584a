import {
  type LanguageCode,
  pickText,
  type TempleCard,
  TempleSearchQuerySchema,
  type Translations,
} from "@sannidhi/contracts";
import { type SearchFilters, writeSearchFilters } from "@sannidhi/contracts/search-link";
import { formatCount, formatDistance } from "@sannidhi/site/format";
import { RESULTS_PER_PAGE } from "@sannidhi/site/links";
import { type Translate, translator } from "@sannidhi/site/translate";
import { Fragment, createElement as h, type ReactNode } from "react";
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
 * a value the API would refuse is left out, as the web app leaves it out of a hand-edited link
 * (a search page never answers 400 or 500 to a link). Empty values (a form sent with "All
 * states") are absent.
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

/** The query string of `f` as the web app writes it (the shared search link). */
export const writeSearch = (f: SearchFilters): string => writeSearchFilters(f).toString();

type Choice = { id: string; name: string; translations: Translations | null };

/**
 * `/app/temples` as a light document (issue 17, decision 164): the search form as a GET form,
 * its results rendered here on every request from the same search as `/api/public/temples`,
 * the count, the cards (linking to each temple's light page), a pager of real links and the
 * empty state. "Near me" is an island of the page's small script.
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
  // dropped, as the web app's state picker drops it.
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
    main: h(
      "div",
      { className: "wrap search" },
      h("h1", null, title),
      h("p", { className: "lead" }, t("discovery:search.intro")),
      searchForm(f, choices, lang, t),
      results(f, found, lang, t),
    ),
  };
}

function searchForm(
  f: SearchFilters,
  choices: Awaited<ReturnType<typeof filterChoices>>,
  lang: LanguageCode,
  t: Translate,
): ReactNode {
  const anyFilter = !!(f.q || f.state || f.category || f.deity);
  const without = (patch: Partial<SearchFilters>) => {
    const qs = writeSearch({ ...f, ...patch, page: 1 });
    return qs ? `/app/temples?${qs}` : "/app/temples";
  };
  return h(
    "form",
    {
      role: "search",
      action: "/app/temples",
      method: "get",
      className: "search-form",
      // The form shows what the page searched for: a browser going back must not put back
      // what was typed or picked on the way out (the results would not match it).
      autoComplete: "off",
    },
    h("label", { htmlFor: "temple-search", className: "label" }, t("discovery:search.label")),
    h(
      "div",
      { className: "searchbox" },
      h("input", {
        id: "temple-search",
        type: "search",
        name: "q",
        defaultValue: f.q ?? "",
        placeholder: t("discovery:search.placeholder"),
        maxLength: 100,
        enterKeyHint: "search",
      }),
      h("button", { type: "submit", className: "button" }, t("discovery:search.submit")),
    ),
    h(
      "fieldset",
      { className: "filters" },
      h("legend", null, t("discovery:search.filters")),
      picker(
        "state",
        t("discovery:search.state"),
        t("discovery:search.allStates"),
        f.state,
        choices.states,
        lang,
      ),
      picker(
        "district",
        t("discovery:search.district"),
        f.state ? t("discovery:search.allDistricts") : t("discovery:search.chooseStateFirst"),
        f.district,
        choices.districts,
        lang,
        !f.state,
      ),
      picker(
        "category",
        t("discovery:search.category"),
        t("discovery:search.allCategories"),
        f.category,
        choices.categories,
        lang,
      ),
      picker(
        "deity",
        t("discovery:search.deity"),
        t("discovery:search.allDeities"),
        f.deity,
        choices.deities,
        lang,
      ),
    ),
    h(
      "div",
      { className: "row near-row" },
      // An island (entry.ts): shown once the script finds the browser's location service;
      // invisible, not absent, until then, so showing it moves nothing.
      h(
        "button",
        {
          type: "button",
          className: "button outlined",
          "data-near": "",
          "data-locating": t("discovery:near.locating"),
          "data-denied": t("discovery:near.denied"),
          "data-unavailable": t("discovery:near.unavailable"),
        },
        t("discovery:near.button"),
      ),
      f.near ? h("input", { type: "hidden", name: "near", value: f.near }) : null,
      f.near ? h("span", { className: "chip" }, t("discovery:near.active")) : null,
      f.near ? h("a", { href: without({ near: undefined }) }, t("discovery:near.clear")) : null,
      anyFilter
        ? h(
            "a",
            {
              href: without({
                q: undefined,
                state: undefined,
                district: undefined,
                category: undefined,
                deity: undefined,
              }),
            },
            t("discovery:search.clear"),
          )
        : null,
    ),
    h("p", { className: "near-problem", role: "status", "data-near-problem": "" }),
  );
}

function picker(
  key: "state" | "district" | "category" | "deity",
  label: string,
  all: string,
  value: string | undefined,
  options: Choice[],
  lang: LanguageCode,
  disabled = false,
): ReactNode {
  // Names in the page's language (English where a row has none, marked so), in its order.
  const list = options
    .map((o) => {
      const picked = pickText(o.name, o.translations, lang, "name");
      return { id: o.id, text: picked.text, lang: picked.fallback ? "en" : undefined };
    })
    .sort((a, b) => a.text.localeCompare(b.text, lang));
  const id = `filter-${key}`;
  return h(
    "div",
    { key, className: "picker" },
    h("label", { htmlFor: id }, label),
    h(
      "select",
      { id, name: key, defaultValue: value ?? "", disabled },
      h("option", { value: "" }, all),
      list.map((o) => h("option", { key: o.id, value: o.id, lang: o.lang }, o.text)),
    ),
  );
}

function results(
  f: SearchFilters,
  found: Awaited<ReturnType<SearchTemples>>,
  lang: LanguageCode,
  t: Translate,
): ReactNode {
  const { total, limit } = found.meta;
  const pages = Math.max(1, Math.ceil(total / limit));
  const plural = new Intl.PluralRules(lang).select(total) === "one" ? "one" : "other";
  return h(
    "section",
    { id: "results", "aria-labelledby": "results-count" },
    h(
      "h2",
      { id: "results-count" },
      t(`discovery:search.results_${plural}`, {
        count: formatCount(total, lang),
      }),
    ),
    understood(f, found.meta, t),
    total === 0
      ? h(
          "div",
          { className: "empty" },
          h("img", { src: "/images/diya.svg", alt: "", width: 120, height: 96 }),
          h("p", { className: "strong" }, t("discovery:search.empty")),
          h("p", { className: "muted" }, t("discovery:search.emptyHint")),
        )
      : h(
          "ul",
          { className: "cards" },
          found.data.map((temple, i) => h("li", { key: temple.id }, card(temple, i, lang, t))),
        ),
    pages > 1 ? pager(f, pages, t) : null,
  );
}

/** Where the translated sentence puts the understood text (never in a translation). */
const SLOT = "\u0000";

/**
 * "Showing results for **Venkateswara**" when the text was searched as its correction, or "No
 * exact match" when only similar names were found (decision 176), as the web app's search page
 * says it (features/discovery/understood-line.tsx).
 */
function understood(
  f: SearchFilters,
  meta: Awaited<ReturnType<SearchTemples>>["meta"],
  t: Translate,
): ReactNode {
  const said = meta.understoodAs;
  if (!said) return null;
  if (said.kind === "similar")
    return h("p", { className: "understood" }, t("discovery:search.similar", { text: f.q ?? "" }));
  const [before, after] = t("discovery:search.corrected", { text: SLOT }).split(SLOT);
  return h("p", { className: "understood" }, before, h("strong", null, said.text), after);
}

/** One result as the web app's card (features/discovery/temple-card.tsx). */
function card(temple: TempleCard, index: number, lang: LanguageCode, t: Translate): ReactNode {
  const en = (field: string) => (temple.fallback?.includes(field) ? "en" : undefined);
  const part = (field: "town" | "district" | "state") => {
    const l = en(field);
    return l ? h("span", { key: field, lang: l }, temple[field]) : temple[field];
  };
  const form = (["mainForm", "deity"] as const).filter((k) => temple[k]);
  return h(
    "article",
    { className: "card" },
    h(
      "div",
      { className: "pic" },
      // The first photo, or the temple's own drawing until one is uploaded (issue 19). The
      // first card's picture is in the first screen: not lazy.
      h("img", {
        src: temple.image ?? temple.illustration,
        alt: "",
        width: 400,
        height: 300,
        decoding: "async",
        ...(index === 0 ? { fetchPriority: "high" } : { loading: "lazy" }),
      }),
    ),
    h(
      "div",
      { className: "body" },
      h(
        "h3",
        null,
        h(
          "a",
          { href: `/app/temples/${encodeURIComponent(temple.slug)}`, lang: en("name") },
          temple.name,
        ),
      ),
      h("p", { className: "muted" }, part("town"), ", ", part("district"), ", ", part("state")),
      form.length > 0
        ? h(
            "p",
            null,
            form.map((k, i) =>
              h(Fragment, { key: k }, i > 0 ? " · " : null, h("span", { lang: en(k) }, temple[k])),
            ),
          )
        : null,
      temple.distanceKm != null
        ? h(
            "p",
            { className: "distance" },
            t("discovery:card.distance", {
              km: formatDistance(temple.distanceKm, lang),
            }),
          )
        : null,
    ),
  );
}

/** Previous, the first, the current with its neighbours, the last, next: each a real link. */
function pager(f: SearchFilters, pages: number, t: Translate): ReactNode {
  const current = Math.min(f.page, pages);
  const href = (page: number) => {
    const qs = writeSearch({ ...f, page });
    return qs ? `/app/temples?${qs}` : "/app/temples";
  };
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const items: ReactNode[] = [];
  if (current > 1)
    items.push(
      h(
        "li",
        { key: "prev" },
        h("a", { href: href(current - 1), rel: "prev" }, `‹ ${t("list.previous")}`),
      ),
    );
  shown.forEach((p, i) => {
    if (i > 0 && p - (shown[i - 1] ?? p) > 1)
      items.push(h("li", { key: `gap${p}`, "aria-hidden": true }, "…"));
    items.push(
      h(
        "li",
        { key: p },
        h(
          "a",
          {
            href: href(p),
            "aria-label": t("list.pageN", { n: p }),
            "aria-current": p === current ? "page" : undefined,
          },
          String(p),
        ),
      ),
    );
  });
  if (current < pages)
    items.push(
      h(
        "li",
        { key: "next" },
        h("a", { href: href(current + 1), rel: "next" }, `${t("list.next")} ›`),
      ),
    );
  return h(
    "nav",
    { className: "pager", "aria-label": t("discovery:search.pages") },
    h("ul", null, items),
  );
}
