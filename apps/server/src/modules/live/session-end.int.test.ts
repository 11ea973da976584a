import { LIVE_CLOSE } from "@sannidhi/contracts";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers.js";
import { type LiveTestClient, openLive } from "../../../test/live.js";
import { bearer, randomMobile, signInByOtp } from "../../../test/otp.js";
import { secondInstance } from "../../../test/second-instance.js";
import { createUser } from "../../../test/users.js";
import type { App } from "../../app.js";
import { ManualClock } from "../../lib/clock.js";
import type { Role } from "../../plugins/auth.js";

/**
 * Issue 35, item 7: after a logout (or a deactivation) an open `/api/live` socket kept
 * delivering private chat messages until its access token expired, up to 15.5 minutes. Logout,
 * deactivation, a revoked refresh family and a role change now close that session's sockets at
 * once — on every process: on PostgreSQL the change is made through one process and the socket
 * is open on another.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ctx: TestContext = await createTestApp();
const one = ctx.app;
const two: App = onPostgres ? await secondInstance(ctx) : one;
// Process one's clock steps past the OTP resend wait and the refresh grace without sleeping.
const clock = new ManualClock(new Date());
one.ctx.clock = clock;
const sa = await createUser(ctx, "SA");

/** A real session (access token with its refresh family) of a new account with this role. */
async function session(role: Role) {
  const user = await createUser(ctx, role);
  return signInAgain(user.mobile.slice(-10));
}

/** Another session of the same number, a minute later (one code a minute). */
async function signInAgain(mobile: string) {
  clock.advance(61_000);
  const s = await signInByOtp(ctx, mobile);
  if (!s.token) throw new Error(`sign-in failed: ${s.res.body}`);
  return s;
}

/** The socket ends with "unauthorized" without anyone sending it anything. */
async function expectClosed(client: LiveTestClient) {
  const code = await Promise.race([
    client.closed,
    new Promise<string>((r) => setTimeout(() => r("still open after 5 s"), 5_000)),
  ]);
  expect(code).toBe(LIVE_CLOSE.unauthorized);
}

async function expectOpen(client: LiveTestClient) {
  client.send({ type: "ping" });
  await client.next((f) => f.type === "pong");
}

describe(`sessions ending close their live sockets${onPostgres ? " across processes" : ""}`, () => {
  it("logout", async () => {
    const s = await session("editor");
    const socket = await openLive(two, s.token);
    const res = await one.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(s.token),
    });
    expect(res.statusCode).toBe(200);
    await expectClosed(socket);
  });

  it("deactivation by the SA, before any private message reaches the socket", async () => {
    const s = await session("admin");
    const socket = await openLive(two, s.token);
    const off = await one.inject({
      method: "POST",
      url: "/api/user/update",
      headers: sa.headers,
      payload: { id: s.userId, isActive: false },
    });
    expect(off.statusCode).toBe(200);
    await expectClosed(socket);
    // A chat message to them afterwards reaches nobody.
    await one.ctx.live.toUsers([s.userId], "chat.message", { text: "private" });
    expect(socket.frames.some((f) => f.type === "event")).toBe(false);
  });

  it("a role change", async () => {
    const s = await session("admin");
    const socket = await openLive(two, s.token);
    const res = await one.inject({
      method: "PATCH",
      url: `/api/users/${s.userId}/role`,
      headers: sa.headers,
      payload: { role: "editor" },
    });
    expect(res.statusCode).toBe(200);
    await expectClosed(socket);
  });

  it("a revoked refresh family closes its own sockets and no other session's", async () => {
    const mobile = randomMobile();
    const a = await signInAgain(mobile);
    const b = await signInAgain(mobile);
    const onA = await openLive(two, a.token);
    const onB = await openLive(two, b.token);
    const refresh = (cookie: string) =>
      one.inject({ method: "POST", url: "/api/auth/refresh", cookies: { sannidhi_rt: cookie } });
    expect((await refresh(a.cookie)).statusCode).toBe(200);
    // Presented again after the grace window: copied, so the family is revoked.
    clock.advance(20_000);
    expect((await refresh(a.cookie)).statusCode).toBe(401);
    await expectClosed(onA);
    await expectOpen(onB);
    onB.close();
  });
});
