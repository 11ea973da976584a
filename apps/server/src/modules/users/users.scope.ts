import { randomUUID } from "node:crypto";
import { SA_ONLY, type ScopeRow } from "../../../test/scope.js";

const some = (url: string, payload?: unknown) => () => ({ url, payload });

/** User management, and with it who acts for which temple, is the SA's alone (issue 33). */
export const scope: ScopeRow[] = [
  { method: "GET", route: "/api/user/all", request: some("/api/user/all"), expect: SA_ONLY },
  {
    method: "GET",
    route: "/api/user",
    request: (f) => ({ url: `/api/user?id=${f.scoped.adminB.id}` }),
    expect: SA_ONLY,
  },
  {
    method: "POST",
    route: "/api/user/add",
    request: some("/api/user/add", { phone: "9876501234", role: "admin" }),
    expect: SA_ONLY,
  },
  {
    method: "POST",
    route: "/api/user/update",
    // The classic widening: an admin granting themselves the whole trust.
    request: (f, actor) => ({
      url: "/api/user/update",
      payload: { id: f.scoped[actor].id, access: { trustWide: true, templeIds: [] } },
    }),
    expect: SA_ONLY,
  },
  { method: "GET", route: "/api/users", request: some("/api/users"), expect: SA_ONLY },
  {
    method: "POST",
    route: "/api/users",
    request: some("/api/users", { mobile: "9876501235", role: "admin" }),
    expect: SA_ONLY,
  },
  {
    method: "PATCH",
    route: "/api/users/:id/role",
    request: some(`/api/users/${randomUUID()}/role`, { role: "admin" }),
    expect: SA_ONLY,
  },
];
