import { afterEach, describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";

const ctx = await createTestApp();
const { app } = ctx;
// Monday 2 March 2026, 09:30 at the temple; the release opens an hour later.
const NOW = new Date("2026-03-02T04:00:00Z");
const RELEASE_AT = new Date(NOW.getTime() + 60 * 60_000);
const MIN = 60_000;
const at = (d: Date) => {
  clock.now = () => d;
};
afterEach(() => at(NOW));
at(NOW);

const madurai = (await createTemple(ctx)).temple;
const srirangam = (await createTemple(ctx)).temple;
// Two released dates, one slot of four places each: eight places in all.
const pooja = await createPooja(ctx, madurai.id, {
  name: "Sahasranama Archanai",
  slots: [{ time: "18:00", capacity: 4 }],
  bookingWindowDays: 60,
  cutoffHours: 1,
});
const otherPooja = await createPooja(ctx, srirangam.id, { bookingWindowDays: 60 });
const sa = await createUser(ctx, "SA");
const maduraiAdmin = await createUser(ctx, "admin", [madurai.id]);

const create = (by: TestUser, poojaId: string, body: Record<string, unknown> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/staff/quota-releases",
    headers: by.headers,
    payload: {
      poojaId,
      fromDate: "2026-03-20",
      toDate: "2026-03-21",
      releaseAt: RELEASE_AT.toISOString(),
      ratePerMinute: 2,
      ...body,
    },
  });
const list = async (by: TestUser) =>
  (await app.inject({ url: "/api/staff/quota-releases", headers: by.headers })).json();

describe("quota releases in the back-office", () => {
  it("a temple's admin releases and sees only their temple's poojas; SA sees every temple", async () => {
    const elsewhere = await create(maduraiAdmin, otherPooja.id);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ status: "error", code: "FORBIDDEN" });
    const unknown = await create(maduraiAdmin, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);

    const own = await create(maduraiAdmin, pooja.id);
    expect(own.statusCode).toBe(201);
    const theirs = await create(sa, otherPooja.id);
    expect(theirs.statusCode).toBe(201);

    const seen = await list(maduraiAdmin);
    expect(seen.data.map((r: { id: string }) => r.id)).toEqual([own.json().data.id]);
    expect(seen.data[0]).toMatchObject({
      pooja: { id: pooja.id, name: "Sahasranama Archanai" },
      temple: { id: madurai.id, name: madurai.name },
      figures: { joined: 0, admitted: 0, sold: 0, remaining: 8 },
    });
    const all = (await list(sa)).data.map((r: { id: string }) => r.id);
    expect(all).toEqual(expect.arrayContaining([own.json().data.id, theirs.json().data.id]));
  });

  it("shows the queue's live figures: joined, admitted at the rate, places sold and left", async () => {
    const created = await create(sa, pooja.id, { fromDate: "2026-03-24", toDate: "2026-03-25" });
    const id = created.json().data.id as string;
    const devotees = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx, "user")));
    at(new Date(RELEASE_AT.getTime() - 10 * MIN)); // the queue opens 15 minutes before
    for (const d of devotees) {
      const joined = await app.inject({
        method: "POST",
        url: `/api/waiting-room/${id}/join`,
        headers: d.headers,
      });
      expect(joined.statusCode).toBe(200);
    }
    const figuresOf = async () =>
      (await list(sa)).data.find((r: { id: string }) => r.id === id).figures;
    // Before the release nobody is admitted, whatever the rate.
    expect(await figuresOf()).toEqual({ joined: 5, admitted: 0, sold: 0, remaining: 8 });

    // 90 seconds after the release, at two a minute: three admitted.
    at(new Date(RELEASE_AT.getTime() + 1.5 * MIN));
    let admittedPass: { user: TestUser; pass: string } | undefined;
    for (const d of devotees) {
      const s = (
        await app.inject({ url: `/api/waiting-room/${id}/status`, headers: d.headers })
      ).json().data;
      if (s.state === "admitted" && !admittedPass) admittedPass = { user: d, pass: s.pass };
    }
    const held = await app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: admittedPass!.user.headers,
      payload: {
        poojaId: pooja.id,
        date: "2026-03-24",
        slot: "18:00",
        participants: [{ name: "Devotee 1" }, { name: "Devotee 2" }],
        waitingRoomPass: admittedPass!.pass,
      },
    });
    expect(held.statusCode).toBe(201);
    expect(await figuresOf()).toEqual({ joined: 5, admitted: 3, sold: 2, remaining: 6 });

    // Long after, everyone in the queue is admitted, never more than joined.
    at(new Date(RELEASE_AT.getTime() + 30 * MIN));
    expect((await figuresOf()).admitted).toBe(5);
  });

  it("is for SA and admins only", async () => {
    const devotee = await createUser(ctx, "user");
    const editor = await createUser(ctx, "editor");
    const byDevotee = await app.inject({
      url: "/api/staff/quota-releases",
      headers: devotee.headers,
    });
    expect(byDevotee.statusCode).toBe(403);
    const byEditor = await app.inject({
      url: "/api/staff/quota-releases",
      headers: editor.headers,
    });
    expect(byEditor.statusCode).toBe(403);
    const bad = await app.inject({
      url: "/api/staff/quota-releases?poojaId=not-a-uuid",
      headers: sa.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: "error", code: "VALIDATION" });
  });
});
