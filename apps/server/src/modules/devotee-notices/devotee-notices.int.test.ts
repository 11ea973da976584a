import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import type { DevSmsProvider } from "../../providers/sms/index.js";
import { clock } from "../bookings/clock.js";
import { paymentDeps } from "../payments/deps.js";
import { sweepNotices, tellDevotee } from "./devotee-notices.service.js";

const ctx = await createTestApp();
const { app } = ctx;
// 09:30 in India on 2 March 2026.
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const { temple } = await createTemple(ctx, { name: "Sri Kapaleeswarar" });
const pooja = await createPooja(ctx, temple.id, {
  name: "Archanai",
  pricePaise: 10_150,
  slots: [{ time: "18:00", capacity: 100 }],
});
const sms = app.ctx.sms as DevSmsProvider;
const deps = paymentDeps(app);

async function book(d: TestUser, date: string, pay = true) {
  const b = await app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: d.headers,
    payload: { poojaId: pooja.id, date, slot: "18:00", participants: [{ name: "Meena" }] },
  });
  const id = b.json().data.id as string;
  if (!pay) return id;
  const order = (
    await app.inject({
      method: "POST",
      url: "/api/payments/order",
      headers: d.headers,
      payload: { bookingId: id },
    })
  ).json().data;
  await app.inject({
    method: "POST",
    url: "/api/payments/local/complete",
    headers: d.headers,
    payload: {
      bookingId: id,
      orderId: order.orderId,
      outcome: "success",
      signature: order.signature,
    },
  });
  return id;
}
const notices = async (d: TestUser) =>
  (await app.inject({ url: "/api/bookings/notices", headers: d.headers })).json().data as {
    kind: string;
    text: string;
    bookingId: string;
    language: string;
  }[];
const settings = (d: TestUser, body: object) =>
  app.inject({
    method: "PUT",
    url: "/api/bookings/notice-settings",
    headers: d.headers,
    payload: body,
  });

describe("devotees told when their booking changes (issue 18)", () => {
  it("a staff refund is told once, by SMS and on My bookings, in the devotee's language", async () => {
    const d = await createUser(ctx);
    expect((await settings(d, { language: "ta", reminders: true })).statusCode).toBe(200);
    const id = await book(d, "2026-03-05");
    const sa = await createUser(ctx, "SA");
    const refund = () =>
      app.inject({ method: "POST", url: `/api/staff/bookings/${id}/refund`, headers: sa.headers });
    expect((await refund()).statusCode).toBe(200);
    await tellDevotee(deps, id, "refunded"); // the same event processed again
    const mine = (await notices(d)).filter((n) => n.bookingId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: "refunded", language: "ta" });
    expect(mine[0]?.text).toContain("திருப்பி அளிக்கப்பட்டது");
    expect(mine[0]?.text).toContain("101.50");
    // Sent by the job queue a moment later, and once although the event was processed twice.
    const told = () => sms.messagesTo(d.mobile).filter((m) => m.text === mine[0]?.text).length;
    await expect.poll(told, { timeout: 10_000 }).toBe(1);
    await app.ctx.jobs.settled();
    expect(told()).toBe(1);
  });

  it("marking performed tells the devotee, in English by default", async () => {
    const d = await createUser(ctx);
    const id = await book(d, "2026-03-04");
    const sa = await createUser(ctx, "SA");
    // The evening after: the 18:00 archanai has been held (decision 232).
    clock.now = () => new Date("2026-03-04T14:00:00Z");
    const res = await app.inject({
      method: "POST",
      url: `/api/staff/bookings/${id}/performed`,
      headers: sa.headers,
      payload: {},
    });
    clock.now = () => START;
    expect(res.statusCode).toBe(200);
    expect((await notices(d)).map((n) => n.text)).toContain(
      "Sannidhi: your Archanai at Sri Kapaleeswarar was performed on 2026-03-04. See it in My bookings.",
    );
  });

  it("warns of a hold about to lapse, and reminds the evening before unless switched off", async () => {
    const holder = await createUser(ctx);
    const unpaid = await book(holder, "2026-03-06", false);
    // The hold lasts 10 minutes: at 8 minutes it is about to lapse.
    const later = new Date(START.getTime() + 8 * 60_000);
    await sweepNotices(deps, later);
    await sweepNotices(deps, later);
    expect((await notices(holder)).filter((n) => n.bookingId === unpaid)).toMatchObject([
      { kind: "hold_expiring" },
    ]);

    const wants = await createUser(ctx);
    const quiet = await createUser(ctx);
    expect((await settings(quiet, { language: "en", reminders: false })).statusCode).toBe(200);
    const a = await book(wants, "2026-03-03");
    const b = await book(quiet, "2026-03-03");
    // 17:00 in India the day before: too early; 18:30: reminded, once.
    await sweepNotices(deps, new Date("2026-03-02T11:30:00Z"));
    expect((await notices(wants)).some((n) => n.bookingId === a)).toBe(false);
    await sweepNotices(deps, new Date("2026-03-02T13:00:00Z"));
    await sweepNotices(deps, new Date("2026-03-02T13:01:00Z"));
    const reminded = (await notices(wants)).filter((n) => n.bookingId === a);
    expect(reminded).toHaveLength(1);
    expect(reminded[0]?.text).toBe(
      "Sannidhi: reminder - your Archanai at Sri Kapaleeswarar is tomorrow, 2026-03-03, at 18:00.",
    );
    expect((await notices(quiet)).some((n) => n.bookingId === b)).toBe(false);
  });

  it("a closure over a booked day tells that day's devotees, once, and no one else", async () => {
    const d = await createUser(ctx);
    const other = await createUser(ctx);
    const id = await book(d, "2026-03-10");
    const elsewhere = await book(other, "2026-03-12");
    const sa = await createUser(ctx, "SA");
    const close = () =>
      app.inject({
        method: "POST",
        url: "/api/calendar/events",
        headers: sa.headers,
        payload: {
          kind: "closure",
          templeId: temple.id,
          allDay: true,
          title: "Kumbhabhishekam",
          start: "2026-03-09T18:30:00Z",
          end: "2026-03-10T18:30:00Z",
        },
      });
    expect((await close()).statusCode).toBe(200);
    expect((await close()).statusCode).toBe(200);
    const told = (await notices(d)).filter((n) => n.bookingId === id);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toBe(
      "Sannidhi: Sri Kapaleeswarar is closed on 2026-03-10. The temple will refund or move your Archanai.",
    );
    expect((await notices(other)).some((n) => n.bookingId === elsewhere)).toBe(false);
  });

  it("refuses settings that are not a language and a yes or no", async () => {
    const d = await createUser(ctx);
    for (const body of [{ language: "fr", reminders: true }, { language: "ta" }, {}]) {
      const res = await settings(d, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    }
    const got = await app.inject({ url: "/api/bookings/notice-settings", headers: d.headers });
    expect(got.json().data).toEqual({ language: "en", reminders: true });
  });
});

describe("the confirmation SMS in the devotee's language (issue 37)", () => {
  it("confirms a booking in Tamil to a devotee who reads the site in Tamil, with the receipt", async () => {
    const d = await createUser(ctx);
    const saved = await app.inject({
      method: "PUT",
      url: "/api/bookings/notice-settings",
      headers: d.headers,
      payload: { language: "ta", reminders: true },
    });
    expect(saved.statusCode).toBe(200);
    const id = await book(d, "2026-03-05");
    const receipt = (await app.inject({ url: `/api/bookings/${id}`, headers: d.headers })).json()
      .data.receiptNumber as string;
    await expect
      .poll(() => sms.messagesTo(d.mobile).map((m) => m.text), { timeout: 10_000 })
      .toContain(
        `சந்நிதி: Sri Kapaleeswarar கோயிலில் 2026-03-05 18:00 உங்கள் Archanai உறுதிசெய்யப்பட்டது. ரசீது ${receipt}.`,
      );
  });
});
