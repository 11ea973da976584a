import type { One, StaffAccess } from "@sannidhi/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../app/session";
import { api } from "../../lib/http";

/** Roles whose temples the SA assigns (issue 33); an SA acts for every temple by role. */
export const ASSIGNED_ROLES = ["admin", "editor"] as const;

/** `GET /api/user/access`: which temples the signed-in staff member acts for. */
export function useMyAccess() {
  const { user } = useSession();
  const assigned = !!user && (ASSIGNED_ROLES as readonly string[]).includes(user.role);
  return useQuery({
    queryKey: ["my-access", user?.id],
    queryFn: () => api.get<One<StaffAccess>>("/api/user/access").then((a) => a.data),
    enabled: assigned,
    staleTime: 60_000,
  });
}
