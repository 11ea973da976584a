import type { AccessRow } from "../../../test/access.js";

const all = (n: number) => ({ anonymous: n, devoteeA: n, devoteeB: n, editor: n, admin: n, SA: n });

export const access: AccessRow[] = [
  { method: "GET", route: "/api/public/map/temples", expect: all(200) },
];
