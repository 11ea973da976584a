import type { AccessRow } from "../../../test/access.js";
import { bookingOfA } from "../bookings/access-fixtures.js";

const everyone = { anonymous: 200, devoteeA: 200, devoteeB: 200, editor: 200, admin: 200, SA: 200 };

/** Development and test only (the routes do not exist in production; see dev.int.test.ts). */
export const access: AccessRow[] = [
  { method: "GET", route: "/api/dev/sms-outbox", expect: everyone },
  { method: "GET", route: "/api/dev/mail-outbox", expect: everyone },
  {
    method: "POST",
    route: "/api/dev/otp-clock",
    request: () => ({ url: "/api/dev/otp-clock", payload: { mobile: "9876500001", seconds: 60 } }),
    expect: everyone,
  },
  {
    method: "POST",
    route: "/api/dev/pooja-held",
    request: async (fx) => ({
      url: "/api/dev/pooja-held",
      payload: { bookingId: (await bookingOfA(fx, true)).id },
    }),
    expect: everyone,
  },
];
