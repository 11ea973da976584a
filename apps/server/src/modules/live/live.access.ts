import type { AccessRow } from "../../../test/access.js";

/**
 * The live channel's HTTP face: everyone gets 426 (a WebSocket is needed); who may use it is
 * decided by the token in its first frame (live.int.test.ts tries devotees and bad tokens).
 */
const upgrade = 426;

export const access: AccessRow[] = [
  {
    method: "GET",
    route: "/api/live",
    expect: {
      anonymous: upgrade,
      devoteeA: upgrade,
      devoteeB: upgrade,
      editor: upgrade,
      admin: upgrade,
      SA: upgrade,
    },
  },
];
