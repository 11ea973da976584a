import { INTO_A, type ScopeRow, TEMPLE_LIST } from "../../../test/scope.js";
import { accessCatalog } from "../bookings/access-fixtures.js";
import { addDays, istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";
import { openRelease } from "./waiting-room.access.js";

/** The temple-scope rows of quota releases in the back-office (issue 33). */
export const scope: ScopeRow[] = [
  {
    method: "POST",
    route: "/api/staff/quota-releases",
    request: async (f) => {
      const cat = await accessCatalog(f);
      const from = addDays(istToday(clock.now()), 85 + (cat.next++ % 20));
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
    expect: INTO_A(201),
  },
  {
    method: "GET",
    route: "/api/staff/quota-releases",
    request: async (f) => ({ url: "/api/staff/quota-releases", marker: await openRelease(f) }),
    expect: TEMPLE_LIST,
  },
];
