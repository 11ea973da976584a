import type { AccessFixture, AccessRow } from "../../../test/access.js";
import { quotaReleases } from "../../db/schema/index.js";
import { accessCatalog } from "../bookings/access-fixtures.js";
import { addDays, istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";

/** A release of the matrix pooja whose queue opens in an hour and three quarters. */
async function laterRelease(fx: AccessFixture): Promise<string> {
  const cat = await accessCatalog(fx);
  const now = clock.now();
  const from = addDays(istToday(now), 70);
  const [row] = await fx.ctx.database.db
    .insert(quotaReleases)
    .values({
      poojaId: cat.poojaId,
      fromDate: from,
      toDate: addDays(from, 3),
      releaseAt: new Date(now.getTime() + 2 * 3_600_000),
      ratePerMinute: 100,
    })
    .returning();
  return row!.id;
}

// A devotee's own reminder; staff accounts do not queue, so they are not reminded (decision 225).
const DEVOTEES_ONLY = {
  anonymous: 401,
  devoteeA: 200,
  devoteeB: 200,
  editor: 403,
  admin: 403,
  SA: 403,
};

export const access: AccessRow[] = [
  {
    method: "PUT",
    route: "/api/waiting-room/:id/reminder",
    request: async (fx) => ({
      url: `/api/waiting-room/${await laterRelease(fx)}/reminder`,
      payload: { language: "ta" },
    }),
    expect: DEVOTEES_ONLY,
  },
  {
    method: "DELETE",
    route: "/api/waiting-room/:id/reminder",
    request: async (fx) => ({ url: `/api/waiting-room/${await laterRelease(fx)}/reminder` }),
    expect: DEVOTEES_ONLY,
  },
];
