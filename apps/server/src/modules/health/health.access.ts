import type { AccessRow } from "../../../test/access.js";

export const access: AccessRow[] = [
  {
    method: "GET",
    route: "/api/health",
    expect: { anonymous: 200, devoteeA: 200, devoteeB: 200, editor: 200, admin: 200, SA: 200 },
  },
  {
    method: "GET",
    route: "/api/health/ready",
    expect: { anonymous: 200, devoteeA: 200, devoteeB: 200, editor: 200, admin: 200, SA: 200 },
  },
];
