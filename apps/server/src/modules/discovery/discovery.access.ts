import type { AccessRow } from "../../../test/access.js";
import { accessCatalog } from "../bookings/access-fixtures.js";

const all = (n: number) => ({ anonymous: n, devoteeA: n, devoteeB: n, editor: n, admin: n, SA: n });

export const access: AccessRow[] = [
  { method: "GET", route: "/api/public/config", expect: all(200) },
  { method: "GET", route: "/api/public/temples", expect: all(200) },
  {
    method: "GET",
    route: "/api/public/temples/:slug",
    request: async (fx) => ({ url: `/api/public/temples/${(await accessCatalog(fx)).slug}` }),
    expect: all(200),
  },
  {
    method: "GET",
    route: "/api/public/temples/:slug/illustration.svg",
    request: async (fx) => ({
      url: `/api/public/temples/${(await accessCatalog(fx)).slug}/illustration.svg`,
    }),
    expect: all(200),
  },
];
