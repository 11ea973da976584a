import { randomUUID } from "node:crypto";
import type { AccessFixture, AccessRequest } from "./access.js";
import { lastCode, randomMobile, signInByOtp } from "./otp.js";

/** Request builders shared by the auth and users rows of the authorization matrix. */

export async function otpFor(
  fixture: AccessFixture,
  purpose: "login" | "delete" = "login",
): Promise<{ mobile: string; otp: string; requestId: string }> {
  const mobile = randomMobile();
  const res = await fixture.ctx.app.inject({
    method: "POST",
    url: "/api/auth/otp",
    payload: { mobile, purpose },
  });
  if (res.statusCode !== 200) throw new Error(`OTP send failed: ${res.body}`);
  return { mobile, otp: lastCode(fixture.ctx, mobile), requestId: res.json().data.requestId };
}

export async function refreshCookie(fixture: AccessFixture): Promise<AccessRequest> {
  const s = await signInByOtp(fixture.ctx);
  return { url: "/api/auth/refresh", headers: { cookie: `sannidhi_rt=${s.cookie}` } };
}

export const freshEmail = () => `matrix-${randomUUID()}@example.org`;
