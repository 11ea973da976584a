import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import { bearer, lastCode, post, randomMobile, sendOtp, signInByOtp } from "../../../test/otp.js";
import { createUser } from "../../../test/users.js";
import { users } from "../../db/schema/users.js";
import { ManualClock } from "../../lib/clock.js";

const ctx = await createTestApp();
const clock = new ManualClock();
ctx.app.ctx.clock = clock;
const sa = await createUser(ctx, "SA");

const patchRole = (id: string, role: string, headers = sa.headers) =>
  ctx.app.inject({ method: "PATCH", url: `/api/users/${id}/role`, headers, payload: { role } });

async function deleteAccount(mobile: string, method: "POST" | "DELETE" = "POST") {
  const sent = await sendOtp(ctx, mobile, { purpose: "delete" });
  expect(sent.statusCode).toBe(200);
  return ctx.app.inject({
    method,
    url: "/api/user/delete",
    payload: {
      reason: "I no longer use the app",
      mobile,
      otp: lastCode(ctx, mobile),
      requestId: sent.json().data.requestId,
    },
  });
}

describe("account deletion (spec section 6)", () => {
  it("anonymises the account, keeps the row, ends its sessions and answers the spec message", async () => {
    const mobile = randomMobile();
    const s = await signInByOtp(ctx, mobile);
    clock.advance(61_000);
    const res = await deleteAccount(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      message: "Your Sannidhi Account has been removed successfully",
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, s.userId));
    expect(row).toMatchObject({
      name: null,
      email: null,
      mobile: null,
      username: null,
      avatar: null,
      isActive: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const profile = await ctx.app.inject({ url: "/api/auth/profile", headers: bearer(s.token) });
    expect(profile.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      cookies: { sannidhi_rt: s.cookie },
    });
    expect(refresh.statusCode).toBe(401);

    // Signing in again with the number starts a new, empty account.
    clock.advance(61_000);
    const again = await signInByOtp(ctx, mobile);
    expect(again.userId).not.toBe(s.userId);
  });

  it("needs a code sent for deletion: a sign-in code does not delete", async () => {
    const mobile = randomMobile();
    await signInByOtp(ctx, mobile);
    clock.advance(61_000);
    const sent = await sendOtp(ctx, mobile);
    const res = await post(ctx, "/api/user/delete", {
      reason: "privacy",
      mobile,
      otp: lastCode(ctx, mobile),
      requestId: sent.json().data.requestId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("OTP_INVALID");
  });

  it("requires a reason and changes nothing without one", async () => {
    const mobile = randomMobile();
    const s = await signInByOtp(ctx, mobile);
    const res = await post(ctx, "/api/user/delete", {
      mobile,
      otp: "123456",
      requestId: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/reason/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, s.userId));
    expect(row?.isActive).toBe(true);
  });

  it("also answers DELETE on the same path", async () => {
    const mobile = randomMobile();
    await signInByOtp(ctx, mobile);
    clock.advance(61_000);
    expect((await deleteAccount(mobile, "DELETE")).statusCode).toBe(200);
  });
});

describe("deactivated accounts", () => {
  it("cannot sign in, and their tokens stop working at once", async () => {
    const mobile = randomMobile();
    const s = await signInByOtp(ctx, mobile);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, s.userId));
    expect(
      (await ctx.app.inject({ url: "/api/auth/profile", headers: bearer(s.token) })).statusCode,
    ).toBe(401);
    clock.advance(61_000);
    const again = await signInByOtp(ctx, mobile);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json().error).toBe("This account has been deactivated");
  });

  it("the last SA cannot delete their own account", async () => {
    const onlySa = await createTestApp();
    const mobile = randomMobile();
    const created = await createUser(onlySa, "SA");
    await onlySa.database.db
      .update(users)
      .set({ mobile: `+91${mobile}` })
      .where(eq(users.id, created.id));
    const sent = await sendOtp(onlySa, mobile, { purpose: "delete" });
    const res = await post(onlySa, "/api/user/delete", {
      reason: "leaving",
      mobile,
      otp: lastCode(onlySa, mobile),
      requestId: sent.json().data.requestId,
    });
    expect(res.statusCode).toBe(409);
    const [row] = await onlySa.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.isActive).toBe(true);
  });
});

describe("roles (SA only)", () => {
  it("promotes a devotee; the old token ends at once and the new sign-in carries the role", async () => {
    const mobile = randomMobile();
    const s = await signInByOtp(ctx, mobile);
    const res = await patchRole(s.userId, "admin");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: s.userId, role: "admin" });
    expect(
      (await ctx.app.inject({ url: "/api/auth/profile", headers: bearer(s.token) })).statusCode,
    ).toBe(401);
    const refresh = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      cookies: { sannidhi_rt: s.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    clock.advance(61_000);
    const again = await signInByOtp(ctx, mobile);
    expect(again.res.json().user.role).toBe("admin");
  });

  it("never removes the last SA", async () => {
    const res = await patchRole(sa.id, "admin");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: "error", code: "CONFLICT" });
    const second = await createUser(ctx, "SA");
    expect((await patchRole(second.id, "user")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown id and 400 for a role that does not exist", async () => {
    expect((await patchRole(crypto.randomUUID(), "admin")).statusCode).toBe(404);
    expect((await patchRole("not-a-uuid", "admin")).statusCode).toBe(400);
    const u = await createUser(ctx, "user");
    const bad = await patchRole(u.id, "root");
    expect(bad.statusCode).toBe(400);
  });

  it("lists staff, paged, with a text search", async () => {
    const editor = await createUser(ctx, "editor");
    const res = await ctx.app.inject({
      url: "/api/users?role=staff&limit=100",
      headers: sa.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, limit: 100 });
    expect(body.data.map((u: { id: string }) => u.id)).toContain(editor.id);
    expect(
      body.data.every((u: { role: string }) => ["SA", "admin", "editor"].includes(u.role)),
    ).toBe(true);
    const search = await ctx.app.inject({
      url: `/api/users?q=${encodeURIComponent(editor.mobile.slice(3))}`,
      headers: sa.headers,
    });
    expect(search.json().data.map((u: { id: string }) => u.id)).toEqual([editor.id]);
  });

  it("lets an SA add a staff member by mobile before their first sign-in", async () => {
    const mobile = randomMobile();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: sa.headers,
      payload: { mobile, role: "editor", name: "New Editor" },
    });
    expect(res.statusCode).toBe(201);
    clock.advance(61_000);
    const s = await signInByOtp(ctx, mobile);
    expect(s.res.json().user).toMatchObject({ id: res.json().data.id, role: "editor" });
    const dup = await ctx.app.inject({
      method: "POST",
      url: "/api/users",
      headers: sa.headers,
      payload: { mobile, role: "admin" },
    });
    expect(dup.statusCode).toBe(409);
  });
});

describe("a devotee's own name (issue 37)", () => {
  const patchName = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "PATCH", url: "/api/user/profile", headers, payload });

  it("is saved for the signed-in person and shown on their profile", async () => {
    const devotee = await createUser(ctx, "user");
    const res = await patchName(devotee.headers, { name: "  Lakshmi Narayanan " });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: devotee.id, name: "Lakshmi Narayanan" });
    const profile = await ctx.app.inject({ url: "/api/user/getuser", headers: devotee.headers });
    expect(profile.json().userdata.name).toBe("Lakshmi Narayanan");
  });

  it("refuses an empty or overlong name and keeps the one it had", async () => {
    const devotee = await createUser(ctx, "user");
    await patchName(devotee.headers, { name: "Meena" });
    for (const payload of [{ name: "   " }, { name: "x".repeat(101) }, {}, { name: 7 }]) {
      const res = await patchName(devotee.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: "error" });
    }
    expect((await patchName(devotee.headers, { name: "" })).json().error).toMatch(
      /Name is required/,
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, devotee.id));
    expect(row?.name).toBe("Meena");
  });

  it("names only the caller: an id in the body changes no one else", async () => {
    const devotee = await createUser(ctx, "user");
    const other = await createUser(ctx, "user");
    const res = await patchName(devotee.headers, { name: "Ravi", id: other.id });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.name).not.toBe("Ravi");
  });
});
