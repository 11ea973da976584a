import type { AccessRow } from "../../../test/access.js";

const signedIn = (n: number) => ({
  anonymous: 401,
  devoteeA: n,
  devoteeB: n,
  editor: n,
  admin: n,
  SA: n,
});

export const access: AccessRow[] = [
  { method: "GET", route: "/api/bookings/notices", expect: signedIn(200) },
  { method: "GET", route: "/api/bookings/notice-settings", expect: signedIn(200) },
  {
    method: "PUT",
    route: "/api/bookings/notice-settings",
    request: () => ({
      url: "/api/bookings/notice-settings",
      payload: { language: "ta", reminders: false },
    }),
    expect: signedIn(200),
  },
];
