import type { ListMeta } from "@sannidhi/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { CMS_CACHE_MAX_AGE_MS, CMS_LIST_STALE_MS } from "./cms-cache";
import type { WebResource } from "./resource-types";

export type Row = Record<string, unknown> & { id: string };
interface ListAnswer {
  status: "success";
  data: Row[];
  meta: ListMeta;
}
interface OneAnswer {
  status: "success";
  data: Row;
}

export interface ListParams {
  page: number;
  limit: number;
  q?: string;
  sort?: string;
}

/**
 * Query keys start with "cms"; lists and picker options ("list", "options") are what the
 * browser-storage list cache keeps (spec section 4, see cms-cache.tsx).
 */
export const cmsKeys = {
  all: (r: WebResource) => ["cms", r.meta.key] as const,
  list: (r: WebResource, p: ListParams) => ["cms", r.meta.key, "list", p] as const,
  options: (r: WebResource, path: string | null, q: string) =>
    ["cms", r.meta.key, "options", path, q] as const,
  item: (r: WebResource, id: string) => ["cms", r.meta.key, "item", id] as const,
};

export function listUrl(base: string, params: Record<string, string | number | undefined>) {
  const url = new URL(base, "http://x");
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== "") url.searchParams.set(k, String(v));
  }
  return `${url.pathname}${url.search}`;
}

export function useResourceList(resource: WebResource, params: ListParams) {
  return useQuery({
    queryKey: cmsKeys.list(resource, params),
    queryFn: () => api.get<ListAnswer>(listUrl(resource.meta.path, { ...params })),
    placeholderData: keepPreviousData,
    staleTime: CMS_LIST_STALE_MS,
    gcTime: CMS_CACHE_MAX_AGE_MS,
  });
}

export function useResourceItem(resource: WebResource, id: string | null) {
  return useQuery({
    queryKey: cmsKeys.item(resource, id ?? ""),
    queryFn: () => api.get<OneAnswer>(`${resource.meta.path}/${id}`).then((a) => a.data),
    enabled: !!id,
    // An edit form starts from what the server has now, never from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Options of a picker: the target resource's loader (spec section 7), searched with `q`. */
export function useOptions(resource: WebResource, parent: string | null | undefined, q: string) {
  const path = resource.optionsPath ? resource.optionsPath(parent) : resource.meta.path;
  return useQuery({
    queryKey: cmsKeys.options(resource, path, q),
    queryFn: async () => {
      const url = new URL(path!, "http://x");
      if (!url.searchParams.has("limit")) url.searchParams.set("limit", "100");
      url.searchParams.set("sort", resource.titleField);
      if (q) url.searchParams.set("q", q);
      const answer = await api.get<ListAnswer>(`${url.pathname}${url.search}`);
      return answer.data.map((row) => ({ id: row.id, label: String(row[resource.titleField]) }));
    },
    enabled: path !== null,
    placeholderData: keepPreviousData,
    staleTime: CMS_LIST_STALE_MS,
    gcTime: CMS_CACHE_MAX_AGE_MS,
  });
}

export function useSaveResource(resource: WebResource, id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      id
        ? api.put<OneAnswer>(`${resource.meta.path}/${id}`, values)
        : api.post<OneAnswer>(resource.meta.path, values),
    // Any write makes every cached list of this resource stale: refetch and overwrite.
    onSuccess: () => client.invalidateQueries({ queryKey: cmsKeys.all(resource) }),
  });
}

export function useDeleteResource(resource: WebResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${resource.meta.path}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsKeys.all(resource) }),
  });
}
