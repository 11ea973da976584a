import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeTemple, createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { secondInstance } from "../../../test/second-instance.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { poojas, quotaReleases, releaseReminders, users } from "../../db/schema/index.js";
import type { DevSmsProvider } from "../../providers/sms/index.js";
import { addDays, istToday } from "../bookings/calendar.js";
import { clock } from "../bookings/clock.js";
import { queuedNotifier } from "../bookings/notifier.js";
import { sweep } from "../bookings/sweeper.js";
import { paymentDeps } from "../payments/deps.js";
import { sendDueReminders } from "./release-reminders.service.js";

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const sms = app.ctx.sms as DevSmsProvider;
// Monday 2 March 2026, 09:30 at the temple; the release is an hour later, at 10:30, and its queue
// opens at 10:15 (a 15-minute join window).
const NOW = new Date("2026-03-02T04:00:00Z");
const MIN = 60_000;
const RELEASE_AT = new Date(NOW.getTime() + 60 * MIN);
const OPENS = new Date(RELEASE_AT.getTime() - 15 * MIN);
const at = (d: Date) => {
  clock.now = () => d;
};
afterEach(() => at(NOW));
at(NOW);

const { temple } = await createTemple(ctx, {
  name: "Sri Kapaleeswarar",
  translations: { ta: { name: "அருள்மிகு கபாலீஸ்வரர்" } },
});
const pooja = await createPooja(ctx, temple.id, {
  name: "Archanai",
  slots: [{ time: "18:00", capacity: 3 }],
  bookingWindowDays: 60,
});
await db
  .update(poojas)
  .set({ translations: { ta: { name: "அர்ச்சனை" } } })
  .where(eq(poojas.id, pooja.id));
const sa = await createUser(ctx, "SA");
const deps = paymentDeps(app);

let nextDay = 10;
/** A release of two dates of its own (no two releases of the file share a date). */
async function release() {
  const from = `2026-03-${String(nextDay).padStart(2, "0")}`;
  const to = `2026-03-${String(nextDay + 1).padStart(2, "0")}`;
  nextDay += 2;
  const res = await app.inject({
    method: "POST",
    url: "/api/staff/quota-releases",
    headers: sa.headers,
    payload: {
      poojaId: pooja.id,
      fromDate: from,
      toDate: to,
      releaseAt: RELEASE_AT.toISOString(),
      ratePerMinute: 10,
    },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id as string, from, to };
}
const remind = (u: TestUser, id: string, payload: object = {}) =>
  app.inject({
    method: "PUT",
    url: `/api/waiting-room/${id}/reminder`,
    headers: u.headers,
    payload,
  });
const cancel = (u: TestUser, id: string) =>
  app.inject({ method: "DELETE", url: `/api/waiting-room/${id}/reminder`, headers: u.headers });
const reminderShown = async (u: TestUser, id: string) =>
  (await app.inject({ url: `/api/waiting-room/${id}/status`, headers: u.headers })).json().data
    .reminder as boolean;
const rows = async () => (await db.select().from(releaseReminders)).length;
/** The reminders' SMS a number has got, once every queued SMS has been sent. */
async function remindersTo(u: TestUser) {
  await app.ctx.jobs.settled();
  return sms.messagesTo(u.mobile).filter((m) => /queue/.test(m.text) || /வரிசை/.test(m.text));
}

describe("'Remind me' on a release whose queue is not open yet (issue 37, item 2)", () => {
  it("sets a reminder in the language asked for, the same again for a second ask, and cancels it", async () => {
    const r = await release();
    const devotee = await createUser(ctx);
    expect(await reminderShown(devotee, r.id)).toBe(false);

    const set = await remind(devotee, r.id, { language: "ta" });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({
      releaseId: r.id,
      set: true,
      language: "ta",
      joinOpensAt: OPENS.toISOString(),
    });
    expect(await reminderShown(devotee, r.id)).toBe(true);
    // A second tap, a retried request: the same reminder, still one.
    const again = await remind(devotee, r.id, { language: "ta" });
    expect(again.json().data).toEqual(set.json().data);
    const mine = await db
      .select()
      .from(releaseReminders)
      .where(eq(releaseReminders.userId, devotee.id));
    expect(mine).toHaveLength(1);

    // Without a language: the devotee's message language.
    await app.inject({
      method: "PUT",
      url: "/api/bookings/notice-settings",
      headers: devotee.headers,
      payload: { language: "hi", reminders: true },
    });
    expect((await remind(devotee, r.id)).json().data.language).toBe("hi");

    const cancelled = await cancel(devotee, r.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ releaseId: r.id, set: false, language: null });
    expect(await reminderShown(devotee, r.id)).toBe(false);
    // Nothing left to cancel: the same answer.
    expect((await cancel(devotee, r.id)).json().data.set).toBe(false);
  });

  it("is the devotee's own: another devotee neither sees nor cancels it; staff and guests are refused", async () => {
    const r = await release();
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    expect((await remind(a, r.id, { language: "en" })).statusCode).toBe(200);
    expect(await reminderShown(b, r.id)).toBe(false);
    expect((await cancel(b, r.id)).statusCode).toBe(200);
    expect(await reminderShown(a, r.id)).toBe(true);
    expect(
      (await db.select().from(releaseReminders).where(eq(releaseReminders.userId, a.id))).length,
    ).toBe(1);

    const before = await rows();
    for (const role of ["admin", "SA", "editor", "GUEST"] as const) {
      const staff = await createUser(ctx, role);
      const res = await remind(staff, r.id, { language: "en" });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ status: "error", code: "FORBIDDEN" });
      expect((await cancel(staff, r.id)).statusCode, role).toBe(403);
    }
    const anonymous = await app.inject({
      method: "PUT",
      url: `/api/waiting-room/${r.id}/reminder`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const unverified = await createUser(ctx);
    await db.update(users).set({ mobileVerifiedAt: null }).where(eq(users.id, unverified.id));
    const noMobile = await remind(unverified, r.id);
    expect(noMobile.statusCode).toBe(403);
    expect(noMobile.json().error).toMatch(/Verify your mobile/);
    expect(await rows()).toBe(before);
    await cancel(a, r.id);
  });

  it("refuses a bad id, an unknown release, a language not ours and a queue already open, changing nothing", async () => {
    const r = await release();
    const devotee = await createUser(ctx);
    const before = await rows();

    const bad = await remind(devotee, "not-a-release");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    expect((await cancel(devotee, "42")).statusCode).toBe(400);

    const unknown = await remind(devotee, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: "error", code: "NOT_FOUND" });

    const french = await remind(devotee, r.id, { language: "fr" });
    expect(french.statusCode).toBe(400);
    expect(french.json().details[0].path).toMatch(/language/);
    const noBody = await app.inject({
      method: "PUT",
      url: `/api/waiting-room/${r.id}/reminder`,
      headers: { ...devotee.headers, "content-type": "application/json" },
      payload: "[]",
    });
    expect(noBody.statusCode).toBe(400);

    at(OPENS);
    const open = await remind(devotee, r.id, { language: "en" });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ status: "error", code: "WAITING_ROOM_ALREADY_OPEN" });
    expect((await cancel(devotee, r.id)).json().code).toBe("WAITING_ROOM_ALREADY_OPEN");
    expect(await rows()).toBe(before);
  });
});

describe("the reminders' SMS (decision 225)", () => {
  it("goes once, when the queue opens and not before, in each devotee's language", async () => {
    const r = await release();
    const tamil = await createUser(ctx);
    const english = await createUser(ctx);
    await remind(tamil, r.id, { language: "ta" });
    await remind(english, r.id, { language: "en" });

    // A second before the queue opens: nothing.
    await sweep(deps, new Date(OPENS.getTime() - 1000));
    expect(await remindersTo(tamil)).toEqual([]);
    expect(await remindersTo(english)).toEqual([]);

    const done = await sweep(deps, OPENS);
    expect(done.releaseReminders).toEqual({ reminded: 2, dropped: 0 });
    const told = await remindersTo(tamil);
    expect(told.map((m) => m.text)).toEqual([
      `சந்நிதி: அருள்மிகு கபாலீஸ்வரர் கோயிலில் அர்ச்சனை வரிசை திறந்துவிட்டது. ${r.from} முதல் ${r.to} வரையிலான தேதிகள் 10:30 IST மணிக்குத் திறக்கும்; உங்கள் முறைக்கு இப்போதே சேருங்கள்.`,
    ]);
    expect((await remindersTo(english)).map((m) => m.text)).toEqual([
      `Sannidhi: the queue for Archanai at Sri Kapaleeswarar is open. Dates ${r.from} to ${r.to} open at 10:30 IST; join now for your turn.`,
    ]);
    // The next minute's sweep, and the status: the reminder has done its work.
    await sweep(deps, new Date(OPENS.getTime() + MIN));
    expect(await remindersTo(tamil)).toHaveLength(1);
    at(OPENS);
    expect(await reminderShown(tamil, r.id)).toBe(false);
  });

  it("two sweeps at once send each reminder once", async () => {
    const r = await release();
    const devotees = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx)));
    for (const d of devotees) await remind(d, r.id, { language: "en" });
    // On PostgreSQL the second sweep is another process's, over its own connections.
    const other = ctx.config.databaseUrl ? await secondInstance(ctx) : app;
    const otherDeps = {
      ...deps,
      db: other.ctx.database.db,
      notifier: queuedNotifier(other.ctx.jobs),
    };
    const results = await Promise.all([
      sendDueReminders(deps, OPENS, r.id),
      sendDueReminders(otherDeps, OPENS, r.id),
      sendDueReminders(deps, OPENS),
    ]);
    expect(results.reduce((n, x) => n + x.reminded, 0)).toBe(12);
    if (other !== app) await other.ctx.jobs.settled();
    for (const d of devotees) expect(await remindersTo(d)).toHaveLength(1);
  });

  it("drops the reminders of a release whose dates are gone, or that was deleted", async () => {
    const closed = await release();
    const deleted = await release();
    const devotee = await createUser(ctx);
    await remind(devotee, closed.id, { language: "en" });
    await remind(devotee, deleted.id, { language: "en" });
    await closeTemple(ctx, temple.id, closed.from, "Kumbhabhishekam");
    await closeTemple(ctx, temple.id, closed.to, "Kumbhabhishekam");
    await db.delete(quotaReleases).where(eq(quotaReleases.id, deleted.id));

    expect(await sendDueReminders(deps, OPENS, closed.id)).toEqual({ reminded: 0, dropped: 1 });
    expect(await remindersTo(devotee)).toEqual([]);
    const left = await db
      .select()
      .from(releaseReminders)
      .where(eq(releaseReminders.userId, devotee.id));
    expect(left).toEqual([]);
  });

  it("is sent at the very moment the queue opens, without waiting for the minute's sweep", async () => {
    // On the real clock: the release's job runs when its queue opens, three seconds from now.
    clock.now = () => new Date();
    const releaseAt = new Date(Date.now() + 15 * MIN + 3000);
    const res = await app.inject({
      method: "POST",
      url: "/api/staff/quota-releases",
      headers: sa.headers,
      payload: {
        poojaId: pooja.id,
        fromDate: addDays(istToday(new Date()), 20),
        toDate: addDays(istToday(new Date()), 21),
        releaseAt: releaseAt.toISOString(),
        ratePerMinute: 10,
      },
    });
    const id = res.json().data.id as string;
    const devotee = await createUser(ctx);
    expect((await remind(devotee, id, { language: "en" })).statusCode).toBe(200);
    expect(sms.messagesTo(devotee.mobile)).toEqual([]);
    await expect
      .poll(() => sms.messagesTo(devotee.mobile).map((m) => m.text), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/^Sannidhi: the queue for Archanai .* is open\./)]);
    const [row] = await db
      .select({ sentAt: releaseReminders.sentAt })
      .from(releaseReminders)
      .where(eq(releaseReminders.releaseId, id));
    expect(row!.sentAt!.getTime()).toBeGreaterThanOrEqual(releaseAt.getTime() - 15 * MIN);
  });
});
