import { INTO_A, type ScopeRow } from "../../../test/scope.js";
import { accessCatalog } from "../bookings/access-fixtures.js";

/** An announcement to temple A's staff: for those who act for A (issue 33). */
export const scope: ScopeRow[] = [
  {
    method: "POST",
    route: "/api/notification/add",
    request: async (f) => ({
      url: "/api/notification/add",
      payload: {
        templeId: (await accessCatalog(f)).templeId,
        roles: ["admin"],
        heading: "Temple office",
        title: "Darshan timings change on Sunday",
      },
    }),
    expect: INTO_A(200),
  },
];
