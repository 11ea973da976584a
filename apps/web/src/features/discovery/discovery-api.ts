// Types only: the contracts index at run time would bring zod into these public pages.
import type { Deity, Many, One, PublicConfig, State } from "@sannidhi/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

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

export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: () => api.get<One<PublicConfig>>("/api/public/config").then((a) => a.data),
    staleTime: LOOKUP_STALE_MS,
  });
}
