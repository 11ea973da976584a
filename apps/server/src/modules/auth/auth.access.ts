import type { AccessRow } from "../../../test/access.js";
import { freshEmail, otpFor, refreshCookie } from "../../../test/access-requests.js";
import { randomMobile } from "../../../test/otp.js";

const everyone = (status: number) => ({
  anonymous: status,
  devoteeA: status,
  devoteeB: status,
  editor: status,
  admin: status,
  SA: status,
});
const signedIn = { ...everyone(200), anonymous: 401 };

/** Sign-in calls are public by nature; profile and logout need any signed-in user. */
export const access: AccessRow[] = [
  {
    method: "POST",
    route: "/api/auth/otp",
    request: () => ({ url: "/api/auth/otp", payload: { mobile: randomMobile() } }),
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/auth/login",
    request: async (f) => ({ url: "/api/auth/login", payload: await otpFor(f) }),
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/auth/register",
    request: () => ({
      url: "/api/auth/register",
      payload: { email: freshEmail(), username: "Matrix", password: "matrix-password" },
    }),
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/auth/signin",
    request: () => ({
      url: "/api/auth/signin",
      payload: { email: freshEmail(), password: "matrix-password" },
    }),
    // No such account: a 400 that is the same for every caller (public route).
    expect: everyone(400),
  },
  { method: "POST", route: "/api/auth/refresh", request: refreshCookie, expect: everyone(200) },
  { method: "POST", route: "/api/auth/logout", expect: signedIn },
  { method: "GET", route: "/api/auth/profile", expect: signedIn },
  {
    method: "POST",
    route: "/api/auth/forgot-password",
    request: () => ({ url: "/api/auth/forgot-password", payload: { email: freshEmail() } }),
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    request: () => ({
      url: "/api/auth/reset-password",
      payload: { token: "x".repeat(43), password: "matrix-password" },
    }),
    expect: everyone(400),
  },
];
