import type { AccessRow } from "../../../test/access.js";

export const access: AccessRow[] = [
  {
    method: "POST",
    route: "/api/media",
    // Staff get past authorisation and are told the request holds no image.
    request: () => ({ url: "/api/media", payload: {} }),
    expect: { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 400, admin: 400, SA: 400 },
  },
];
