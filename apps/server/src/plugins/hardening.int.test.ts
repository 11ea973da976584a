import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers.js";
import { createUser } from "../../test/users.js";

/**
 * Issue 35, item 11: the live channel's upgrade is refused to a page of another origin (cross-
 * site WebSocket hijacking); a client's X-Request-Id is kept only when it is a short token of
 * safe characters; an access token without our issuer, audience or refresh family is refused.
 */
const dev = await createTestApp({ PUBLIC_URL: "https://sannidhi.example" });
const prod = await createTestApp({
  NODE_ENV: "production",
  JWT_SECRET: "p".repeat(40),
  PUBLIC_URL: "https://sannidhi.example",
  ALLOW_DEV_PROVIDERS: "true",
});

/** Opens /api/live with this Origin: the close code of a refused upgrade, or "open". */
async function upgrade(ctx: typeof dev, origin?: string): Promise<string> {
  await ctx.app.ready();
  try {
    const ws = await ctx.app.injectWS("/api/live", origin ? { headers: { origin } } : {});
    ws.terminate();
    return "open";
  } catch (err) {
    return String((err as Error).message);
  }
}

describe("the live channel's upgrade and the page's origin", () => {
  it("opens for our own pages and for clients that are not pages", async () => {
    expect(await upgrade(prod, "https://sannidhi.example")).toBe("open");
    expect(await upgrade(prod)).toBe("open");
    // Outside production, pages served from this machine too (the Vite dev server, the
    // browser tests on 127.0.0.1).
    expect(await upgrade(dev, "http://localhost:5173")).toBe("open");
    expect(await upgrade(dev, "http://127.0.0.1:41234")).toBe("open");
  });

  it("is refused to a page of any other origin", async () => {
    for (const origin of [
      "https://evil.example",
      "https://sannidhi.example.evil.example",
      "http://sannidhi.example",
      "null",
    ]) {
      for (const ctx of [dev, prod]) expect(await upgrade(ctx, origin), origin).toMatch(/403/);
    }
    expect(await upgrade(prod, "http://localhost:5173")).toMatch(/403/);
  });
});

describe("X-Request-Id", () => {
  it("keeps a short safe token and replaces anything else with one of its own", async () => {
    const echo = async (id: string) =>
      (await dev.app.inject({ url: "/api/health", headers: { "x-request-id": id } })).headers[
        "x-request-id"
      ] as string;
    expect(await echo("abc-123_XYZ-0001")).toBe("abc-123_XYZ-0001");
    for (const bad of [
      "<script>alert(1)</script>",
      "a b c d e f g h",
      "x".repeat(65),
      "short",
      "id\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9",
      "line\\r\\nbreak-injected",
    ]) {
      const got = await echo(bad);
      expect(got, bad).not.toBe(bad);
      expect(got).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("access tokens that are not ours in every claim", () => {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const signed = (claims: Record<string, unknown>) => {
    const body = `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}`;
    const mac = createHmac("sha256", dev.config.jwtSecret).update(body).digest("base64url");
    return `${body}.${mac}`;
  };

  it("refuses a token without iss, aud or fid, though signed with our key", async () => {
    const user = await createUser(dev, "user");
    const now = Math.floor(Date.now() / 1000);
    const full = {
      sub: user.id,
      role: "user",
      sv: 1,
      fid: randomUUID(),
      iss: "sannidhi",
      aud: "sannidhi-api",
      iat: now,
      exp: now + 600,
    };
    const profile = (token: string) =>
      dev.app.inject({ url: "/api/auth/profile", headers: { authorization: `Bearer ${token}` } });
    expect((await profile(signed(full))).statusCode).toBe(200);
    for (const claim of ["iss", "aud", "fid"] as const) {
      const { [claim]: _, ...without } = full;
      expect((await profile(signed(without))).statusCode, `without ${claim}`).toBe(401);
    }
    expect((await profile(signed({ ...full, fid: "not-a-family" }))).statusCode).toBe(401);
  });
});
