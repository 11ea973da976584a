import { isLanguage } from "@sannidhi/contracts/languages";
import type { SessionUser } from "../../app/session";
import { api } from "../../lib/http";
import { i18n } from "../../lib/i18n";

/**
 * The account calls of spec section 7 as the server branch implements them (issue 3).
 * They never send a stored token: the OTP or password is the proof, and a stale token's 401
 * must not end an unrelated session (see RequestOptions.auth).
 */
const open = { auth: false } as const;

export type OtpPurpose = "login" | "delete";
export interface OtpChallenge {
  requestId: string;
  expiresIn: number;
  resendIn: number;
}

/** The code's SMS comes in the language the person is reading the page in (issue 37). */
export const sendOtp = (mobile: string, purpose: OtpPurpose) => {
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return api
    .post<{ data: OtpChallenge }>("/api/auth/otp", { mobile, purpose, language }, open)
    .then((r) => r.data);
};

export const login = (body: { mobile: string; otp: string; requestId?: string }) =>
  api.post<{ authtoken?: string; accessToken?: string; user?: SessionUser }>(
    "/api/auth/login",
    body,
    open,
  );

export const register = (body: { email: string; username: string; password: string }) =>
  api.post<{ accessToken: string; user?: SessionUser }>("/api/auth/register", body, open);

export const forgotPassword = (email: string) =>
  api.post("/api/auth/forgot-password", { email }, open);

export const resetPassword = (token: string, password: string) =>
  api.post("/api/auth/reset-password", { token, password }, open);

export const deleteAccount = (body: {
  reason: string;
  mobile: string;
  otp: string;
  requestId: string;
}) => api.post<{ message?: string }>("/api/user/delete", body, open);

/** Password sign-in for accounts registered by email (server: docs/decisions/010). */
export const signInWithPassword = (body: { email: string; password: string }) =>
  api.post<{ accessToken: string; user?: SessionUser }>("/api/auth/signin", body, open);
