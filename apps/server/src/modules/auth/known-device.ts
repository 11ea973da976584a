import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ReadyContext } from "../../app.js";
import { deriveKey } from "../../lib/secrets.js";

/**
 * Proven possession (docs/decisions/210): a browser in which an account signed in before carries
 * this cookie, signed by the server, naming the device and — as keyed hashes, never the numbers
 * or addresses themselves — the accounts that signed in on it. For those accounts its requests
 * are counted per device instead of per network address, and the account-wide throttles that a
 * stranger's guesses can raise do not apply to it (NIST SP 800-63B-4 rate limiting: "accepting
 * only from … devices from which the subscriber has previously authenticated").
 */
export const KNOWN_DEVICE_COOKIE = "sannidhi_kd";
const MAX_ACCOUNTS = 8;
const LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

export interface KnownDevice {
  id: string;
  /** Keyed hashes of the accounts (`mobile:+91…`, `email:…`) that signed in here. */
  accounts: string[];
  issuedAt: number;
}

const keyOf = (ctx: ReadyContext) => deriveKey(ctx.config.jwtSecret, "known-device-v1");
const mac = (ctx: ReadyContext, payload: string) =>
  createHmac("sha256", keyOf(ctx)).update(`kd1.${payload}`).digest();
const accountTag = (ctx: ReadyContext, account: string) =>
  createHmac("sha256", keyOf(ctx)).update(`account:${account}`).digest("base64url").slice(0, 22);

/** The request's device cookie when its signature holds and it has not aged out. */
export function readKnownDevice(ctx: ReadyContext, request: FastifyRequest): KnownDevice | null {
  const raw = request.cookies?.[KNOWN_DEVICE_COOKIE];
  if (typeof raw !== "string" || raw.length > 1024) return null;
  const [version, payload = "", sig = ""] = raw.split(".");
  if (version !== "kd1") return null;
  const given = Buffer.from(sig, "base64url");
  const want = mac(ctx, payload);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      d?: unknown;
      a?: unknown;
      t?: unknown;
    };
    if (typeof v.d !== "string" || typeof v.t !== "number" || !Array.isArray(v.a)) return null;
    if (ctx.clock.now().getTime() - v.t > LIFETIME_MS) return null;
    const accounts = v.a.filter((x): x is string => typeof x === "string");
    return { id: v.d, accounts, issuedAt: v.t };
  } catch {
    return null;
  }
}

/** The device's id when it has signed this account in before (proven possession), else null. */
export function provenDevice(
  ctx: ReadyContext,
  device: KnownDevice | null,
  account: string,
): string | null {
  return device?.accounts.includes(accountTag(ctx, account)) ? device.id : null;
}

/** After a sign-in: this browser is now known for this account (kept 180 days). */
export function rememberDevice(
  ctx: ReadyContext,
  device: KnownDevice | null,
  reply: FastifyReply,
  account: string,
): void {
  const tag = accountTag(ctx, account);
  const accounts = [tag, ...(device?.accounts ?? []).filter((a) => a !== tag)].slice(
    0,
    MAX_ACCOUNTS,
  );
  const payload = Buffer.from(
    JSON.stringify({
      d: device?.id ?? randomBytes(16).toString("base64url"),
      a: accounts,
      t: ctx.clock.now().getTime(),
    }),
  ).toString("base64url");
  reply.setCookie(
    KNOWN_DEVICE_COOKIE,
    `kd1.${payload}.${mac(ctx, payload).toString("base64url")}`,
    {
      httpOnly: true,
      secure: ctx.config.isProduction,
      sameSite: "strict",
      path: "/api/auth",
      maxAge: LIFETIME_MS / 1000,
    },
  );
}
