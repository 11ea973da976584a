import type { AccessRow } from "../../../test/access.js";

export const access: AccessRow[] = [
  {
    method: "GET",
    route: "/api/staff/booking-figures",
    expect: { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 403, admin: 200, SA: 200 },
  },
];
