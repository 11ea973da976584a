import { type ScopeRow, TRUST_ONLY } from "../../../test/scope.js";

/**
 * Contact-form messages belong to no temple: the trust's office reads them (the SA and
 * trust-wide admins), never one temple's staff (issue 33).
 */
export const scope: ScopeRow[] = [
  {
    method: "GET",
    route: "/api/contact",
    request: () => ({ url: "/api/contact" }),
    expect: TRUST_ONLY(200),
  },
];
