import type { AccessFixture, AccessRow } from "../../../test/access.js";
import { quotaReleases } from "../../db/schema/index.js";
import { accessCatalog } from "../bookings/access-fixtures.js";
import { addDays, istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";

const STAFF = { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 403, admin: 200, SA: 200 };
const signedIn = (n: number) => ({
  anonymous: 401,
  devoteeA: n,
  devoteeB: n,
  editor: n,
  admin: n,
  SA: n,
});

/** A release of the matrix pooja whose queue is open (it opens in five minutes). */
export async function openRelease(fx: AccessFixture): Promise<string> {
  const cat = await accessCatalog(fx);
  const now = clock.now();
  const from = addDays(istToday(now), 80);
  const [row] = await fx.ctx.database.db
    .insert(quotaReleases)
    .values({
      poojaId: cat.poojaId,
      fromDate: from,
      toDate: addDays(from, 5),
      releaseAt: new Date(now.getTime() + 5 * 60_000),
      ratePerMinute: 100,
    })
    .returning();
  return row!.id;
}

export const access: AccessRow[] = [
  {
    method: "POST",
    route: "/api/staff/quota-releases",
    request: async (fx) => {
      const cat = await accessCatalog(fx);
      const from = addDays(istToday(clock.now()), 85);
      return {
        url: "/api/staff/quota-releases",
        payload: {
          poojaId: cat.poojaId,
          fromDate: from,
          toDate: from,
          releaseAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
          ratePerMinute: 50,
        },
      };
    },
    expect: { ...STAFF, admin: 201, SA: 201 },
  },
  { method: "GET", route: "/api/staff/quota-releases", expect: STAFF },
  {
    method: "GET",
    route: "/api/poojas/:id/quota-releases",
    request: async (fx) => ({
      url: `/api/poojas/${(await accessCatalog(fx)).poojaId}/quota-releases`,
    }),
    expect: { ...signedIn(200), anonymous: 200 },
  },
  {
    method: "POST",
    route: "/api/waiting-room/:id/join",
    request: async (fx) => ({ url: `/api/waiting-room/${await openRelease(fx)}/join` }),
    // Staff accounts do not book, so they do not queue either.
    expect: { ...signedIn(200), editor: 403, admin: 403, SA: 403 },
  },
  {
    method: "GET",
    route: "/api/waiting-room/:id/status",
    request: async (fx) => ({ url: `/api/waiting-room/${await openRelease(fx)}/status` }),
    expect: signedIn(200),
  },
];
