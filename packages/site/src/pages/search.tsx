/** @jsxRuntime automatic */
import {
  type LanguageCode,
  pickText,
  type TempleCard,
  type TempleSearchMeta,
  type Translations,
} from "@sannidhi/contracts";
import { type SearchFilters, writeSearchFilters } from "@sannidhi/contracts/search-link";
import { Fragment, type ReactNode } from "react";
import { formatCount, formatDistance } from "../format.js";
import type { Translate } from "./types.js";

/** One choice of a filter: a state, district, category or deity, with its names. */
export type Choice = { id: string; name: string; translations: Translations | null };
export interface SearchChoices {
  states: Choice[];
  /** The chosen state's districts (none without a state). */
  districts: Choice[];
  categories: Choice[];
  deities: Choice[];
}

/** The query string of `f` as the shared search link writes it. */
export const writeSearch = (f: SearchFilters): string => writeSearchFilters(f).toString();

export interface SearchPageProps {
  t: Translate;
  lang: LanguageCode;
  /** What was searched for (the address's filters, as checked by the API's contract). */
  filters: SearchFilters;
  choices: SearchChoices;
  /** One page of results, as `/api/public/temples` answers it. */
  found: { data: TempleCard[]; meta: TempleSearchMeta };
}

/**
 * `/app/temples` (issue 17, decision 164): the search form as a GET form, the count, the cards
 * (linking to each temple's page), a pager of real links and the empty state. "Near me" is an
 * island of the page's small script.
 */
export function SearchPage({ t, lang, filters, choices, found }: SearchPageProps) {
  return (
    <div className="wrap search">
      <h1>{t("discovery:search.title")}</h1>
      <p className="lead">{t("discovery:search.intro")}</p>
      <SearchForm f={filters} choices={choices} lang={lang} t={t} />
      <Results f={filters} found={found} lang={lang} t={t} />
    </div>
  );
}

function SearchForm({
  f,
  choices,
  lang,
  t,
}: {
  f: SearchFilters;
  choices: SearchChoices;
  lang: LanguageCode;
  t: Translate;
}) {
  const anyFilter = !!(f.q || f.state || f.category || f.deity);
  const without = (patch: Partial<SearchFilters>) => {
    const qs = writeSearch({ ...f, ...patch, page: 1 });
    return qs ? `/app/temples?${qs}` : "/app/temples";
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form, as every browser and reader knows it
    <form
      role="search"
      action="/app/temples"
      method="get"
      className="search-form"
      // The form shows what the page searched for: a browser going back must not put back
      // what was typed or picked on the way out (the results would not match it).
      autoComplete="off"
    >
      <label htmlFor="temple-search" className="label">
        {t("discovery:search.label")}
      </label>
      <div className="searchbox">
        <input
          id="temple-search"
          type="search"
          name="q"
          defaultValue={f.q ?? ""}
          placeholder={t("discovery:search.placeholder")}
          maxLength={100}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t("discovery:search.submit")}
        </button>
      </div>
      <fieldset className="filters">
        <legend>{t("discovery:search.filters")}</legend>
        <Picker
          name="state"
          label={t("discovery:search.state")}
          all={t("discovery:search.allStates")}
          value={f.state}
          options={choices.states}
          lang={lang}
        />
        <Picker
          name="district"
          label={t("discovery:search.district")}
          all={
            f.state ? t("discovery:search.allDistricts") : t("discovery:search.chooseStateFirst")
          }
          value={f.district}
          options={choices.districts}
          lang={lang}
          disabled={!f.state}
        />
        <Picker
          name="category"
          label={t("discovery:search.category")}
          all={t("discovery:search.allCategories")}
          value={f.category}
          options={choices.categories}
          lang={lang}
        />
        <Picker
          name="deity"
          label={t("discovery:search.deity")}
          all={t("discovery:search.allDeities")}
          value={f.deity}
          options={choices.deities}
          lang={lang}
        />
      </fieldset>
      <div className="row near-row">
        {/* An island (entry.ts): shown once the script finds the browser's location service;
            invisible, not absent, until then, so showing it moves nothing. */}
        <button
          type="button"
          className="button outlined"
          data-near=""
          data-locating={t("discovery:near.locating")}
          data-denied={t("discovery:near.denied")}
          data-unavailable={t("discovery:near.unavailable")}
        >
          {t("discovery:near.button")}
        </button>
        {f.near ? <input type="hidden" name="near" value={f.near} /> : null}
        {f.near ? <span className="chip">{t("discovery:near.active")}</span> : null}
        {f.near ? <a href={without({ near: undefined })}>{t("discovery:near.clear")}</a> : null}
        {anyFilter ? (
          <a
            href={without({
              q: undefined,
              state: undefined,
              district: undefined,
              category: undefined,
              deity: undefined,
            })}
          >
            {t("discovery:search.clear")}
          </a>
        ) : null}
      </div>
      <p className="near-problem" role="status" data-near-problem="" />
    </form>
  );
}

function Picker(props: {
  name: "state" | "district" | "category" | "deity";
  label: string;
  all: string;
  value: string | undefined;
  options: Choice[];
  lang: LanguageCode;
  disabled?: boolean;
}) {
  const { lang } = props;
  // Names in the page's language (English where a row has none, marked so), in its order.
  const list = props.options
    .map((o) => {
      const picked = pickText(o.name, o.translations, lang, "name");
      return { id: o.id, text: picked.text, lang: picked.fallback ? "en" : undefined };
    })
    .sort((a, b) => a.text.localeCompare(b.text, lang));
  const id = `filter-${props.name}`;
  return (
    <div className="picker">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value ?? ""}
        disabled={!!props.disabled}
      >
        <option value="">{props.all}</option>
        {list.map((o) => (
          <option key={o.id} value={o.id} lang={o.lang}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Results({
  f,
  found,
  lang,
  t,
}: {
  f: SearchFilters;
  found: SearchPageProps["found"];
  lang: LanguageCode;
  t: Translate;
}) {
  const { total, limit } = found.meta;
  const pages = Math.max(1, Math.ceil(total / limit));
  const plural = new Intl.PluralRules(lang).select(total) === "one" ? "one" : "other";
  return (
    <section id="results" aria-labelledby="results-count">
      <h2 id="results-count">
        {t(`discovery:search.results_${plural}`, { count: formatCount(total, lang) })}
      </h2>
      <Understood f={f} meta={found.meta} t={t} />
      {total === 0 ? (
        <div className="empty">
          <img src="/images/diya.svg" alt="" width={120} height={96} />
          <p className="strong">{t("discovery:search.empty")}</p>
          <p className="muted">{t("discovery:search.emptyHint")}</p>
        </div>
      ) : (
        <ul className="cards">
          {found.data.map((temple, i) => (
            <li key={temple.id}>
              <Card temple={temple} index={i} lang={lang} t={t} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? <Pager f={f} pages={pages} t={t} /> : null}
    </section>
  );
}

/** Where the translated sentence puts the understood text (never in a translation). */
const SLOT = "\u0000";

/**
 * "Showing results for **Venkateswara**" when the text was searched as its correction, or "No
 * exact match" when only similar names were found (decision 176).
 */
function Understood({ f, meta, t }: { f: SearchFilters; meta: TempleSearchMeta; t: Translate }) {
  const said = meta.understoodAs;
  if (!said) return null;
  if (said.kind === "similar")
    return <p className="understood">{t("discovery:search.similar", { text: f.q ?? "" })}</p>;
  const [before, after] = t("discovery:search.corrected", { text: SLOT }).split(SLOT);
  return (
    <p className="understood">
      {before}
      <strong>{said.text}</strong>
      {after}
    </p>
  );
}

/** One result: its picture, name (a link to its page), place, forms and distance. */
function Card({
  temple,
  index,
  lang,
  t,
}: {
  temple: TempleCard;
  index: number;
  lang: LanguageCode;
  t: Translate;
}) {
  const en = (field: string) => (temple.fallback?.includes(field) ? "en" : undefined);
  const part = (field: "town" | "district" | "state") => {
    const l = en(field);
    return l ? (
      <span key={field} lang={l}>
        {temple[field]}
      </span>
    ) : (
      temple[field]
    );
  };
  const form = (["mainForm", "deity"] as const).filter((k) => temple[k]);
  return (
    <article className="card">
      <div className="pic">
        {/* The first photo, or the temple's own drawing until one is uploaded (issue 19). The
            first card's picture is in the first screen: not lazy. */}
        <img
          src={temple.image ?? temple.illustration}
          alt=""
          width={400}
          height={300}
          decoding="async"
          {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        />
      </div>
      <div className="body">
        <h3>
          <a href={`/app/temples/${encodeURIComponent(temple.slug)}`} lang={en("name")}>
            {temple.name}
          </a>
        </h3>
        <p className="muted">
          {part("town")}
          {", "}
          {part("district")}
          {", "}
          {part("state")}
        </p>
        {form.length > 0 ? (
          <p>
            {form.map((k, i) => (
              <Fragment key={k}>
                {i > 0 ? " · " : null}
                <span lang={en(k)}>{temple[k]}</span>
              </Fragment>
            ))}
          </p>
        ) : null}
        {temple.distanceKm != null ? (
          <p className="distance">
            {t("discovery:card.distance", { km: formatDistance(temple.distanceKm, lang) })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Previous, the first, the current with its neighbours, the last, next: each a real link. */
function Pager({ f, pages, t }: { f: SearchFilters; pages: number; t: Translate }) {
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
      <li key="prev">
        <a href={href(current - 1)} rel="prev">{`‹ ${t("list.previous")}`}</a>
      </li>,
    );
  shown.forEach((p, i) => {
    if (i > 0 && p - (shown[i - 1] ?? p) > 1)
      items.push(
        <li key={`gap${p}`} aria-hidden>
          …
        </li>,
      );
    items.push(
      <li key={p}>
        <a
          href={href(p)}
          aria-label={t("list.pageN", { n: p })}
          aria-current={p === current ? "page" : undefined}
        >
          {String(p)}
        </a>
      </li>,
    );
  });
  if (current < pages)
    items.push(
      <li key="next">
        <a href={href(current + 1)} rel="next">{`${t("list.next")} ›`}</a>
      </li>,
    );
  return (
    <nav className="pager" aria-label={t("discovery:search.pages")}>
      <ul>{items}</ul>
    </nav>
  );
}
