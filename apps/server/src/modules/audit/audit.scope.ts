import { SA_ONLY, type ScopeRow } from "../../../test/scope.js";

/** The CMS's write history is the SA's (issue 4); no admin reads it, however wide their grant. */
export const scope: ScopeRow[] = [
  { method: "GET", route: "/api/audit", request: () => ({ url: "/api/audit" }), expect: SA_ONLY },
];
