import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTemple } from "../../../test/catalog.js";
import { createTestApp, type TestContext } from "../../../test/helpers.js";
import { bearer, e164, randomMobile, signInByOtp } from "../../../test/otp.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { auditLog, employees, users } from "../../db/schema/index.js";
import { ManualClock } from "../../lib/clock.js";

const ctx = await createTestApp();
const clock = new ManualClock();
ctx.app.ctx.clock = clock;
const sa = await createUser(ctx, "SA");

const post = (url: string, payload: object, who: TestUser = sa, on: TestContext = ctx) =>
  on.app.inject({ method: "POST", url, headers: who.headers, payload });
const profile = (token: string) =>
  ctx.app.inject({ url: "/api/auth/profile", headers: bearer(token) });
const refresh = (cookie: string) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/refresh", cookies: { sannidhi_rt: cookie } });
const auditOf = (id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, "users"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.at);
/** Signs a mobile in again later than the one-a-minute OTP limit allows. */
const signInLater = (mobile: string) => {
  clock.advance(61_000);
  return signInByOtp(ctx, mobile);
};

describe("the SA's user list (GET /api/user/all, /api/user)", () => {
  it("searches, filters by role and active state, and shows the employee record's temple", async () => {
    const { temple } = await createTemple(ctx);
    const priest = await post("/api/user/add", {
      phone: randomMobile(),
      role: "editor",
      name: "Srinivasa Bhattar",
    });
    const id = priest.json().data.id;
    await ctx.database.db.insert(employees).values({
      name: "Srinivasa Bhattar",
      mobile: priest.json().data.phone,
      designation: "Archaka",
      templeId: temple.id,
      userId: id,
    });
    const found = await ctx.app.inject({
      url: "/api/user/all?q=srinivasa&role=staff&active=true",
      headers: sa.headers,
    });
    expect(found.json().data).toEqual([
      {
        id,
        role: "editor",
        isActive: true,
        name: "Srinivasa Bhattar",
        username: null,
        email: null,
        phone: priest.json().data.phone,
        address: null,
        imgUrl: null,
        temple: { id: temple.id, name: temple.name },
        // Added without temples: an employee record alone grants none (decision 200).
        access: { trustWide: false, temples: [] },
        createdAt: expect.any(String),
      },
    ]);
    expect(found.json().meta).toEqual({ total: 1, page: 1, limit: 20 });
    const one = await ctx.app.inject({ url: `/api/user?id=${id}`, headers: sa.headers });
    expect(one.json().data.temple).toEqual({ id: temple.id, name: temple.name });
    const inactive = await ctx.app.inject({
      url: "/api/user/all?q=srinivasa&active=false",
      headers: sa.headers,
    });
    expect(inactive.json().data).toEqual([]);
    const devotees = await ctx.app.inject({ url: "/api/user/all?role=user", headers: sa.headers });
    expect(devotees.json().data.every((u: { role: string }) => u.role === "user")).toBe(true);
  });

  it("answers bad queries with 400 and unknown ids with 404", async () => {
    for (const q of ["?active=maybe", "?role=root", "?limit=1000", `?q=${"q".repeat(101)}`]) {
      const res = await ctx.app.inject({ url: `/api/user/all${q}`, headers: sa.headers });
      expect(res.statusCode, q).toBe(400);
    }
    const unknown = await ctx.app.inject({
      url: `/api/user?id=${crypto.randomUUID()}`,
      headers: sa.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: "/api/user?id=1", headers: sa.headers })).statusCode).toBe(
      400,
    );
  });
});

describe("adding and changing accounts (POST /api/user/add, /update)", () => {
  it("adds a staff member by mobile, who then signs in with that role; the audit log says who", async () => {
    const mobile = randomMobile();
    const res = await post("/api/user/add", {
      phone: mobile,
      role: "admin",
      name: "Temple Manager",
      address: "North Mada Street, Mylapore",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      role: "admin",
      phone: e164(mobile),
      address: "North Mada Street, Mylapore",
      isActive: true,
    });
    const session = await signInLater(mobile);
    expect(session.res.json().user).toMatchObject({ id: res.json().data.id, role: "admin" });
    const [entry] = await auditOf(res.json().data.id);
    expect(entry).toMatchObject({ actorId: sa.id, actorRole: "SA", action: "create" });
    expect(entry?.changes.role).toEqual({ before: null, after: "admin" });
    const dup = await post("/api/user/add", { phone: mobile, role: "editor" });
    expect(dup.statusCode).toBe(409);
  });

  it("refuses bad input with the error envelope and changes nothing", async () => {
    const target = await createUser(ctx, "editor");
    const bad: object[] = [
      { id: target.id, name: "n".repeat(10_000) },
      { id: target.id, role: "root" },
      { id: target.id, isActive: "no" },
      { id: target.id, imgUrl: "javascript:alert(1)" },
      { id: "not-a-uuid", name: "X" },
      { name: "No id" },
    ];
    for (const body of bad) {
      const res = await post("/api/user/update", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    }
    for (const body of [{ phone: "12345", role: "editor" }, { phone: randomMobile() }]) {
      expect((await post("/api/user/add", body)).statusCode).toBe(400);
    }
    const unknown = await post("/api/user/update", { id: crypto.randomUUID(), name: "Ghost" });
    expect(unknown.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: "editor", isActive: true, name: "Test editor" });
    expect(await auditOf(target.id)).toEqual([]);
  });

  it("a new role ends the person's sessions at once and is audited with before and after", async () => {
    const mobile = randomMobile();
    const s = await signInLater(mobile);
    const res = await post("/api/user/update", { id: s.userId, role: "editor", name: "Kavya" });
    expect(res.json().data).toMatchObject({ role: "editor", name: "Kavya" });
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    const [entry] = await auditOf(s.userId);
    expect(entry?.changes).toEqual({
      role: { before: "user", after: "editor" },
      name: { before: null, after: "Kavya" },
    });
  });

  it("deactivation ends every session and refuses sign-in; reactivation lets the person back", async () => {
    const mobile = randomMobile();
    const s = await signInLater(mobile);
    const off = await post("/api/user/update", { id: s.userId, isActive: false });
    expect(off.json().data.isActive).toBe(false);
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await refresh(s.cookie)).statusCode).toBe(401);
    const refused = await signInLater(mobile);
    expect(refused.res.statusCode).toBe(403);
    const on = await post("/api/user/update", { id: s.userId, isActive: true });
    expect(on.json().data.isActive).toBe(true);
    const again = await signInLater(mobile);
    expect(again.res.statusCode).toBe(200);
    expect((await auditOf(s.userId)).map((a) => a.changes.isActive)).toEqual([
      { before: true, after: false },
      { before: false, after: true },
    ]);
  });

  it("changing only a name keeps the person signed in", async () => {
    const s = await signInLater(randomMobile());
    await post("/api/user/update", { id: s.userId, name: "Ramesh", address: "Srirangam" });
    expect((await profile(s.token)).statusCode).toBe(200);
  });
});

describe("the last SA rule and one's own account", () => {
  it("never demotes or deactivates the last active SA, nor lets an SA deactivate themselves", async () => {
    const alone = await createTestApp();
    const only = await createUser(alone, "SA");
    for (const body of [
      { id: only.id, role: "admin" },
      { id: only.id, isActive: false },
    ]) {
      const res = await post("/api/user/update", body, only, alone);
      expect(res.statusCode).toBe(409);
    }
    const second = await createUser(alone, "SA");
    const self = await post("/api/user/update", { id: only.id, isActive: false }, only, alone);
    expect(self.json().error).toBe("You cannot deactivate your own account");
    // With a second SA, the first may be deactivated by the second.
    const byOther = await post("/api/user/update", { id: only.id, isActive: false }, second, alone);
    expect(byOther.statusCode).toBe(200);
    const lastOne = await post("/api/user/delete", { id: second.id }, second, alone);
    expect(lastOne.statusCode).toBe(409);
  });
});

describe("deleting an account (POST /api/user/delete with an id)", () => {
  it("anonymises it, ends its sessions and keeps no personal data in the audit log", async () => {
    const mobile = randomMobile();
    const s = await signInLater(mobile);
    await post("/api/user/update", { id: s.userId, name: "Leaving Soon" });
    const res = await post("/api/user/delete", { id: s.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "success", message: "The account has been deleted" });
    expect((await profile(s.token)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, s.userId));
    expect(row).toMatchObject({ name: null, mobile: null, isActive: false });
    const entries = await auditOf(s.userId);
    expect(entries.at(-1)?.action).toBe("delete");
    expect(JSON.stringify(entries.at(-1)?.changes)).not.toContain(mobile);
    const list = await ctx.app.inject({ url: "/api/user/all?limit=100", headers: sa.headers });
    expect(list.json().data.map((u: { id: string }) => u.id)).not.toContain(s.userId);
    expect((await post("/api/user/delete", { id: s.userId })).statusCode).toBe(404);
  });

  it("needs an SA: admins are refused, signed-out callers asked to sign in, one's own is refused", async () => {
    const target = await createUser(ctx, "user");
    const admin = await createUser(ctx, "admin");
    expect((await post("/api/user/delete", { id: target.id }, admin)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/user/delete",
      payload: { id: target.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const own = await post("/api/user/delete", { id: sa.id });
    expect(own.statusCode).toBe(409);
    expect((await post("/api/user/delete", { id: "nope" })).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.isActive).toBe(true);
  });
});
