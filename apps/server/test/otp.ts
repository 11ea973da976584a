import { randomInt } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { DevSmsProvider } from "../src/providers/sms/dev-sms.js";
import type { TestContext } from "./helpers.js";

/**
 * A fresh Indian mobile, 10 digits starting with 9 (as people type it): from a random start,
 * then one after another, so never the same number twice in a test file. Drawn independently,
 * the thousands of accounts of the authorization matrix met a number already taken about once
 * in a hundred runs (a unique-key error, not a finding).
 */
let lastMobile = randomInt(0, 1e9);
export function randomMobile(): string {
  lastMobile = (lastMobile + 1) % 1e9;
  return `9${String(lastMobile).padStart(9, "0")}`;
}

export function e164(mobile: string): string {
  return `+91${mobile.slice(-10)}`;
}

export async function post(
  ctx: TestContext,
  url: string,
  payload: unknown,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: "POST", url, payload: payload as object, ...extra });
}

export async function sendOtp(
  ctx: TestContext,
  mobile: string,
  options: { ip?: string; purpose?: "login" | "delete" } = {},
): Promise<LightMyRequestResponse> {
  return post(
    ctx,
    "/api/auth/otp",
    { mobile, ...(options.purpose ? { purpose: options.purpose } : {}) },
    { remoteAddress: options.ip ?? "127.0.0.1" },
  );
}

/** The newest code the dev SMS provider sent to a number. */
export function lastCode(ctx: TestContext, mobile: string): string {
  const sms = ctx.app.ctx.sms;
  if (!(sms instanceof DevSmsProvider)) throw new Error("not the dev SMS provider");
  const text = sms.messagesTo(e164(mobile))[0]?.text;
  const code = text?.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** Asks for a code and signs in with it: the whole devotee journey through the API. */
export async function signInByOtp(
  ctx: TestContext,
  mobile: string = randomMobile(),
  ip = "127.0.0.1",
): Promise<{ res: LightMyRequestResponse; token: string; userId: string; cookie: string }> {
  const sent = await sendOtp(ctx, mobile, { ip });
  if (sent.statusCode !== 200) throw new Error(`OTP send failed: ${sent.body}`);
  const { requestId } = sent.json().data;
  const res = await post(
    ctx,
    "/api/auth/login",
    { mobile, otp: lastCode(ctx, mobile), requestId },
    { remoteAddress: ip },
  );
  const body = res.json();
  const cookie = res.cookies.find((c) => c.name === "sannidhi_rt")?.value ?? "";
  return { res, token: body.accessToken, userId: body.user?.id, cookie };
}

/** Bearer headers for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
