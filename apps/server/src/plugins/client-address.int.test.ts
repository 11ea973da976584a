import { describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers.js";
import { post, randomMobile } from "../../test/otp.js";

/**
 * Issue 10, finding 1: per-client limits key on the client's address, so whoever can choose that
 * address escapes them. `X-Forwarded-For` is written by the client unless a proxy we trust
 * rewrote it; TRUST_PROXY says which peers those are (docs/decisions/090).
 */
const production = {
  NODE_ENV: "production",
  JWT_SECRET: "p".repeat(40),
  LOG_LEVEL: "silent",
  ALLOW_DEV_PROVIDERS: "true",
};
const off = await createTestApp(production);
const oneHop = await createTestApp({ ...production, TRUST_PROXY: "1" });
const listed = await createTestApp({ ...production, TRUST_PROXY: "10.0.0.0/8" });

let n = 0;
/** A different made-up address every call, as an attacker would write in the header. */
const spoof = () => `192.0.2.${(n++ % 250) + 1}`;

function askCode(ctx: TestContext, socket: string, forwardedFor?: string) {
  return post(
    ctx,
    "/api/auth/otp",
    { mobile: randomMobile() },
    {
      remoteAddress: socket,
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    },
  );
}

/** Sends 20 codes (the per-client hourly quota) and returns the status of the 21st. */
async function twentyFirst(send: () => ReturnType<typeof askCode>): Promise<number> {
  for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(200);
  return (await send()).statusCode;
}

describe("client address behind proxies (TRUST_PROXY)", () => {
  it("ignores X-Forwarded-For when no proxy is trusted, even in production", async () => {
    // On the landed main, production trusted every hop: each random header got a fresh quota.
    expect(await twentyFirst(() => askCode(off, "203.0.113.10", spoof()))).toBe(429);
    expect(await twentyFirst(() => askCode(off, "203.0.113.11", `${spoof()}, ${spoof()}`))).toBe(
      429,
    );
  });

  it("with one trusted hop takes the address the proxy appended, whatever the client wrote", async () => {
    const client = "198.51.100.20";
    const status = await twentyFirst(() =>
      askCode(oneHop, "10.0.0.2", `${spoof()}, ${spoof()}, ${client}`),
    );
    expect(status).toBe(429);
    // Another client behind the same proxy has a quota of its own.
    const other = await askCode(oneHop, "10.0.0.2", `${spoof()}, 198.51.100.21`);
    expect(other.statusCode, other.body).toBe(200);
    // A client reaching the server directly from the internet cannot pose as the proxy.
    expect(await twentyFirst(() => askCode(oneHop, "203.0.113.12", spoof()))).toBe(429);
  });

  it("with a list peels only the listed proxies", async () => {
    // The CDN edge (10.1.2.3) and the reverse proxy (10.0.0.2) are listed; the client is not.
    const client = "198.51.100.30";
    const status = await twentyFirst(() =>
      askCode(listed, "10.0.0.2", `${spoof()}, ${client}, 10.1.2.3`),
    );
    expect(status).toBe(429);
    // A peer outside the list is the client itself: its header counts for nothing.
    const direct = "203.0.113.40";
    expect(await twentyFirst(() => askCode(listed, direct, `${spoof()}, 10.1.2.3`))).toBe(429);
  });

  it("keeps the contact form's limit per client under spoofed headers", async () => {
    const message = {
      fullName: "Spoofing Visitor",
      email: "visitor@example.org",
      phone: "+919876543210",
      subject: "Hello",
      message: "Testing whether a header buys more messages.",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(off, "/api/contact", message, {
        remoteAddress: "203.0.113.50",
        headers: { "x-forwarded-for": spoof() },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
