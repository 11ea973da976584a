import type { ManagedUser, Many, One, UserAdd, UserUpdate } from "@sannidhi/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/http";

export interface UserFilters {
  q?: string;
  role?: string;
  active?: string;
  page: number;
  limit: number;
}

export const userKeys = {
  all: ["user-admin"] as const,
  list: (f: UserFilters) => ["user-admin", "list", f] as const,
};

export function usersUrl(f: UserFilters): string {
  const params = new URLSearchParams({ page: String(f.page), limit: String(f.limit) });
  if (f.q) params.set("q", f.q);
  if (f.role) params.set("role", f.role);
  if (f.active) params.set("active", f.active);
  return `/api/user/all?${params}`;
}

/** Spec `GET /api/user/all`, with the SA's search and filters. */
export const useUsers = (f: UserFilters) =>
  useQuery({
    queryKey: userKeys.list(f),
    queryFn: () => api.get<Many<ManagedUser>>(usersUrl(f)),
    placeholderData: keepPreviousData,
  });

type Write =
  | { kind: "add"; body: UserAdd }
  | { kind: "update"; body: UserUpdate }
  | { kind: "delete"; id: string };

/** Spec `POST /api/user/add|update|delete`; the list refreshes after each. */
export function useUserWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: Write): Promise<unknown> =>
      w.kind === "delete"
        ? api.post("/api/user/delete", { id: w.id })
        : api.post<One<ManagedUser>>(`/api/user/${w.kind}`, w.body),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
