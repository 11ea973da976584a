import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { bearer, post } from "../../../test/otp.js";
import { ManualClock } from "../../lib/clock.js";
import type { DevMailProvider } from "../../providers/mail/mail-provider.js";

const ctx = await createTestApp();
const clock = new ManualClock();
ctx.app.ctx.clock = clock;
let n = 0;
const email = () => `devotee${++n}.${Date.now()}@example.org`;

async function register(body: Record<string, unknown>, ip = "127.0.0.1") {
  return post(ctx, "/api/auth/register", body, { remoteAddress: ip });
}
function resetLink(to: string): string {
  const mail = ctx.app.ctx.mail as DevMailProvider;
  const text = mail.messagesTo(to)[0]?.text ?? "";
  const token = text.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link for ${to}`);
  return token;
}

describe("register (spec section 5)", () => {
  it("creates a GUEST, signs it in, and refuses the same email again", async () => {
    const address = email();
    const res = await register({ email: address, username: "Lakshmi", password: "s3cret-pass" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "success",
      accessToken: expect.any(String),
      user: { role: "GUEST", email: address, username: "Lakshmi", mobile: null },
    });
    const me = await ctx.app.inject({
      url: "/api/auth/profile",
      headers: bearer(res.json().accessToken),
    });
    expect(me.json().user.email).toBe(address);

    const again = await register({
      email: address.toUpperCase(),
      username: "X",
      password: "another-pass",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: "error", error: "User already exists!" });
  });

  it("stores an argon2id hash, never the password", async () => {
    const address = email();
    await register({ email: address, username: "Ravi", password: "plain-text-pw" });
    const result = (await ctx.database.db.execute(
      sql`select password_hash from users where email = ${address}`,
    )) as unknown as { rows: { password_hash: string }[] };
    expect(result.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(result.rows[0]?.password_hash).not.toContain("plain-text-pw");
  });

  it("refuses short passwords and bad emails with the spec's messages", async () => {
    const short = await register({ email: email(), username: "a", password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/at least 8/);
    const bad = await register({ email: "not-an-email", username: "a", password: "long-enough" });
    expect(bad.json().error).toMatch(/email is not valid/);
    const missing = await register({ username: "a", password: "long-enough" });
    expect(missing.json().error).toMatch(/this field is required/);
  });
});

describe("password sign-in (POST /api/auth/signin)", () => {
  it("signs in with the right password and refuses a wrong one without saying which part", async () => {
    const address = email();
    await register({ email: address, username: "Meena", password: "correct-horse" });
    const ok = await post(ctx, "/api/auth/signin", { email: address, password: "correct-horse" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "success", user: { email: address } });
    const wrong = await post(ctx, "/api/auth/signin", { email: address, password: "wrong-horse" });
    const nobody = await post(ctx, "/api/auth/signin", { email: email(), password: "wrong-horse" });
    expect(wrong.statusCode).toBe(400);
    expect(nobody.json().error).toBe(wrong.json().error);
  });

  it("limits failed password guesses per email", async () => {
    const address = email();
    await register({ email: address, username: "Guru", password: "correct-horse" }, "192.0.2.77");
    let status = 0;
    for (let i = 0; i < 11; i++) {
      const res = await post(ctx, "/api/auth/signin", {
        email: address,
        password: `guess-${i}-xx`,
      });
      status = res.statusCode;
    }
    expect(status).toBe(429);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for unknown emails and sends a single-use link for known ones", async () => {
    const address = email();
    await register({ email: address, username: "Anu", password: "first-password" });
    const known = await post(ctx, "/api/auth/forgot-password", { email: address });
    const unknown = await post(ctx, "/api/auth/forgot-password", { email: email() });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const token = resetLink(address);
    const mail = (ctx.app.ctx.mail as DevMailProvider).messagesTo(address)[0];
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/session/reset-password?token=`);
    const stored = (await ctx.database.db.execute(
      sql`select token_hash from password_reset_tokens`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);

    const done = await post(ctx, "/api/auth/reset-password", {
      token,
      password: "second-password",
    });
    expect(done.statusCode).toBe(200);
    const reused = await post(ctx, "/api/auth/reset-password", {
      token,
      password: "third-password",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatch(/not valid or has expired/);

    const signin = await post(ctx, "/api/auth/signin", {
      email: address,
      password: "second-password",
    });
    expect(signin.statusCode).toBe(200);
  });

  it("expires the link after 30 minutes and ends existing sessions on reset", async () => {
    const address = email();
    const reg = await register({ email: address, username: "Siva", password: "first-password" });
    await post(ctx, "/api/auth/forgot-password", { email: address });
    clock.advance(31 * 60_000);
    const late = await post(ctx, "/api/auth/reset-password", {
      token: resetLink(address),
      password: "second-password",
    });
    expect(late.statusCode).toBe(400);

    await post(ctx, "/api/auth/forgot-password", { email: address });
    const ok = await post(ctx, "/api/auth/reset-password", {
      token: resetLink(address),
      password: "second-password",
    });
    expect(ok.statusCode).toBe(200);
    const old = await ctx.app.inject({
      url: "/api/auth/profile",
      headers: bearer(reg.json().accessToken),
    });
    expect(old.statusCode).toBe(401);
  });

  it("limits invalid reset attempts per IP", async () => {
    let status = 0;
    for (let i = 0; i < 21; i++) {
      const res = await post(
        ctx,
        "/api/auth/reset-password",
        { token: `guess${i}`.padEnd(43, "x"), password: "whatever-pw" },
        { remoteAddress: "203.0.113.50" },
      );
      status = res.statusCode;
    }
    expect(status).toBe(429);
  });
});
