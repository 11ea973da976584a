// Types only: the contracts index at run time would bring zod into these public pages.
import type {
  Category,
  Deity,
  District,
  Many,
  One,
  PublicConfig,
  State,
  TemplePage,
  TempleSearchAnswer,
} from "@sannidhi/contracts";
import { RESULTS_PER_PAGE } from "@sannidhi/site/links";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, HttpError } from "../../lib/http";
import { useContentLanguage } from "./localized";
import type { SearchFilters } from "./search-params";

// The pickers' lists (states, deities, categories) change a few times a year.
const LOOKUP_STALE_MS = 60 * 60 * 1000;

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== "") search.set(k, String(v));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The server's search query for the page's filters (the URL names are shorter, the API's are the contract's). */
export function searchUrl(f: SearchFilters, lang = "en"): string {
  return withQuery("/api/public/temples", {
    lang,
    q: f.q,
    state_id: f.state,
    district_id: f.district,
    category_id: f.category,
    deity_id: f.deity,
    near: f.near,
    page: f.page,
    limit: RESULTS_PER_PAGE,
  });
}

export function useTempleSearch(f: SearchFilters) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ["discovery", "search", f, lang],
    queryFn: () => api.get<TempleSearchAnswer>(searchUrl(f, lang)),
    // Paging or refining keeps the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useStates() {
  return useQuery({
    queryKey: ["discovery", "states"],
    queryFn: () =>
      api
        .get<Many<State>>(withQuery("/api/states", { limit: 100, sort: "name" }))
        .then((a) => a.data),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useDistricts(stateId: string | undefined) {
  return useQuery({
    queryKey: ["discovery", "districts", stateId],
    queryFn: () =>
      api
        .get<Many<District>>(withQuery("/api/districts/search", { state_id: stateId, limit: 100 }))
        .then((a) => a.data),
    enabled: !!stateId,
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: ["discovery", "categories"],
    queryFn: () =>
      api
        .get<Many<Category>>(withQuery("/api/category/search", { limit: 100, sort: "name" }))
        .then((a) => a.data),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useDeities() {
  return useQuery({
    queryKey: ["discovery", "deities"],
    queryFn: () =>
      api
        .get<Many<Deity>>(withQuery("/api/deities", { limit: 100, sort: "name" }))
        .then((a) => a.data),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useTemplePage(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ["discovery", "temple", slug, lang],
    queryFn: () =>
      api
        .get<One<TemplePage>>(
          withQuery(`/api/public/temples/${encodeURIComponent(slug)}`, { lang }),
        )
        .then((a) => a.data),
    // The same temple in another language: the page keeps the old answer until the new arrives.
    placeholderData: (previous, query) => (query?.queryKey[2] === slug ? previous : undefined),
    // A missing temple stays missing: asking again would only delay the not-found page.
    retry: (count, err) => !(err instanceof HttpError && err.status === 404) && count < 1,
  });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: () => api.get<One<PublicConfig>>("/api/public/config").then((a) => a.data),
    staleTime: LOOKUP_STALE_MS,
  });
}

export const isNotFound = (err: unknown) => err instanceof HttpError && err.status === 404;
