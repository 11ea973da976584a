import { WAITING_ROOM_EVENTS, waitingRoomTopic } from "@sannidhi/contracts";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeTemple, createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { type LiveTestClient, openLive } from "../../../test/live.js";
import { secondInstance } from "../../../test/second-instance.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { users } from "../../db/schema/index.js";
import { DEVOTEES } from "../../db/seed/data/shop.js";
import { seedWaitingRoom } from "../../db/seed/waiting-room.js";
import { clock } from "../bookings/clock.js";
import { SOLD_OUT_CHECK_MS } from "./sold-out.js";
import { join, status } from "./waiting-room.service.js";

const ctx = await createTestApp();
const { app } = ctx;
// Monday 2 March 2026, 09:30 at the temple; the release opens an hour later.
const NOW = new Date("2026-03-02T04:00:00Z");
const RELEASE_AT = new Date(NOW.getTime() + 60 * 60_000);
const MIN = 60_000;
const at = (d: Date) => {
  clock.now = () => d;
};
const after = (ms: number) => new Date(RELEASE_AT.getTime() + ms);
afterEach(() => at(NOW));
at(NOW);

const { temple } = await createTemple(ctx);
// Two released dates, one slot of three places each: six places in all.
const pooja = await createPooja(ctx, temple.id, {
  slots: [{ time: "18:00", capacity: 3 }],
  bookingWindowDays: 60,
  cutoffHours: 1,
});
const sa = await createUser(ctx, "SA");

async function release(body: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/staff/quota-releases",
    headers: sa.headers,
    payload: {
      poojaId: pooja.id,
      fromDate: "2026-03-20",
      toDate: "2026-03-21",
      releaseAt: RELEASE_AT.toISOString(),
      ratePerMinute: 2,
      ...body,
    },
  });
}
const joinQ = (u: TestUser, id: string) =>
  app.inject({ method: "POST", url: `/api/waiting-room/${id}/join`, headers: u.headers });
const statusOf = async (u: TestUser, id: string) =>
  (await app.inject({ url: `/api/waiting-room/${id}/status`, headers: u.headers })).json().data;
const hold = (u: TestUser, date: string, pass?: string, n = 1) =>
  app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: u.headers,
    payload: {
      poojaId: pooja.id,
      date,
      slot: "18:00",
      participants: Array.from({ length: n }, (_, i) => ({ name: `Devotee ${i}` })),
      ...(pass ? { waitingRoomPass: pass } : {}),
    },
  });

describe("quota releases (staff)", () => {
  it("SA and admins release a pooja's future dates; devotees and bad input are refused", async () => {
    const devotee = await createUser(ctx, "user");
    const refused = await app.inject({
      method: "POST",
      url: "/api/staff/quota-releases",
      headers: devotee.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);

    const backwards = await release({ fromDate: "2026-03-21", toDate: "2026-03-20" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ status: "error", code: "VALIDATION" });
    const past = await release({ releaseAt: new Date(NOW.getTime() - MIN).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().details[0].path).toBe("body.releaseAt");
    const noRate = await release({ ratePerMinute: 0 });
    expect(noRate.statusCode).toBe(400);

    const ok = await release({ fromDate: "2026-04-01", toDate: "2026-04-02" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      joinWindowMinutes: 15,
      joinOpensAt: new Date(RELEASE_AT.getTime() - 15 * MIN).toISOString(),
    });
    const listed = await app.inject({ url: `/api/poojas/${pooja.id}/quota-releases` });
    expect(listed.json().data.map((r: { id: string }) => r.id)).toContain(ok.json().data.id);
  });
});

describe("the waiting room", async () => {
  const created = await release();
  const id = created.json().data.id as string;
  const early = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx, "user")));

  it("refuses joining before the window, and accounts without a verified mobile", async () => {
    at(new Date(RELEASE_AT.getTime() - 16 * MIN));
    const res = await joinQ(early[0]!, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: "error", code: "WAITING_ROOM_NOT_OPEN" });
    expect((await statusOf(early[0]!, id)).state).toBe("not_open");

    at(new Date(RELEASE_AT.getTime() - 10 * MIN));
    const unverified = await createUser(ctx, "user");
    await ctx.database.db
      .update(users)
      .set({ mobileVerifiedAt: null })
      .where(eq(users.id, unverified.id));
    expect((await joinQ(unverified, id)).statusCode).toBe(403);
  });

  it("gives everyone who joined before the release a random position: a permutation, no account twice", async () => {
    for (const [i, u] of early.entries()) {
      at(new Date(RELEASE_AT.getTime() - 10 * MIN + i * 1000));
      const res = await joinQ(u, id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ state: "joined", position: null });
    }
    // A second tab joins again: the same entry.
    expect((await joinQ(early[0]!, id)).json().data.state).toBe("joined");

    // At the release, several devotees read at once: the draw happens once.
    at(after(0));
    const first = await Promise.all(early.slice(0, 5).map((u) => statusOf(u, id)));
    const all = await Promise.all(early.map((u) => statusOf(u, id)));
    const positions = all.map((s) => s.position as number);
    expect([...positions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(first.map((s) => s.position)).toEqual(positions.slice(0, 5));
    // Arrival order did not decide the order (30 joiners in arrival order by chance: 1 in 30!).
    expect(positions).not.toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

    // Later arrivals queue behind, in arrival order.
    const late1 = await createUser(ctx, "user");
    const late2 = await createUser(ctx, "user");
    at(after(1000));
    expect((await joinQ(late1, id)).json().data.position).toBe(31);
    expect((await joinQ(late2, id)).json().data.position).toBe(32);
    expect((await joinQ(late1, id)).json().data.position).toBe(31);
  });

  it("admits at the release's rate with a short-lived pass of that account only", async () => {
    const byPosition = new Map<number, TestUser>();
    at(after(MIN)); // rate 2 a minute: positions 1 and 2 are admitted
    for (const u of early) byPosition.set((await statusOf(u, id)).position, u);
    const one = byPosition.get(1)!;
    const two = byPosition.get(2)!;
    const five = byPosition.get(5)!;

    const s1 = await statusOf(one, id);
    expect(s1).toMatchObject({ state: "admitted", ahead: 0 });
    expect(s1.pass).toEqual(expect.any(String));
    const s5 = await statusOf(five, id);
    // Position 5 at rate 2 is admitted 2.5 minutes after the release: 90 s from now.
    expect(s5).toMatchObject({ state: "waiting", position: 5, ahead: 2, estimatedWaitSeconds: 90 });
    expect(s5.pass).toBeNull();

    const none = await hold(five, "2026-03-20");
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ status: "error", code: "WAITING_ROOM_PASS_REQUIRED" });
    const stolen = await hold(five, "2026-03-20", s1.pass);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ code: "WAITING_ROOM_PASS_INVALID" });
    expect(stolen.json().error).toMatch(/another account/);
    const forged = await hold(one, "2026-03-20", `${s1.pass.slice(0, -3)}AAA`);
    expect(forged.json()).toMatchObject({ code: "WAITING_ROOM_PASS_INVALID" });
    // A date outside the release needs no pass.
    expect((await hold(five, "2026-03-19")).statusCode).toBe(201);

    // The pass expires after ten minutes.
    at(after(MIN + 11 * MIN));
    const expired = await hold(one, "2026-03-20", s1.pass);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toMatch(/expired/);

    at(after(MIN + 2 * 1000));
    expect((await hold(one, "2026-03-20", s1.pass, 3)).statusCode).toBe(201);
    const s2 = await statusOf(two, id);
    expect((await hold(two, "2026-03-21", s2.pass, 3)).statusCode).toBe(201);

    // Every place is gone: those still waiting are told at once.
    const sold = await statusOf(five, id);
    expect(sold).toMatchObject({ state: "sold_out", position: 5, aheadWhenSoldOut: 4 });
    const newcomer = await createUser(ctx, "user");
    expect(await statusOf(newcomer, id)).toMatchObject({ state: "sold_out", aheadWhenSoldOut: 32 });
  });
});

describe("sold out, told on the live channel (decision 197)", () => {
  const soldOutOn = (client: LiveTestClient, releaseId: string) =>
    client.next(
      (f) =>
        f.type === "event" &&
        f.topic === waitingRoomTopic(releaseId) &&
        f.event.type === WAITING_ROOM_EVENTS.soldOut,
    );

  it("tells every devotee following the release a second after the last place is held", async () => {
    const res = await release({ fromDate: "2026-03-23", toDate: "2026-03-23", ratePerMinute: 60 });
    const id = res.json().data.id as string;
    const [first, waiting] = [await createUser(ctx, "user"), await createUser(ctx, "user")];
    at(new Date(RELEASE_AT.getTime() - MIN));
    await joinQ(first, id);
    await joinQ(waiting, id);
    const socket = await openLive(app, waiting.token);
    socket.send({ type: "subscribe", topic: waitingRoomTopic(id) });
    await socket.next((f) => f.type === "subscribed");

    at(after(2 * 1000)); // rate 60 a minute: both positions are admitted
    const admitted = await statusOf(first, id);
    expect(admitted.state).toBe("admitted");
    // Two of the three places: not sold out, nothing is said.
    expect((await hold(first, "2026-03-23", admitted.pass, 2)).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, SOLD_OUT_CHECK_MS + 500));
    expect(socket.frames.some((f) => f.type === "event")).toBe(false);

    const last = await statusOf(waiting, id);
    expect((await hold(waiting, "2026-03-23", last.pass, 1)).statusCode).toBe(201);
    expect(await soldOutOn(socket, id)).toMatchObject({ event: { data: { releaseId: id } } });
    socket.close();
  });

  it("tells them too when a status read finds the places gone another way (a closed day)", async () => {
    const res = await release({ fromDate: "2026-03-24", toDate: "2026-03-24" });
    const id = res.json().data.id as string;
    const devotee = await createUser(ctx, "user");
    at(new Date(RELEASE_AT.getTime() - MIN));
    await joinQ(devotee, id);
    const socket = await openLive(app, devotee.token);
    socket.send({ type: "subscribe", topic: waitingRoomTopic(id) });
    await socket.next((f) => f.type === "subscribed");
    await closeTemple(ctx, temple.id, "2026-03-24", "Kumbhabhishekam");

    at(after(0));
    const other = await createUser(ctx, "user");
    expect((await statusOf(other, id)).state).toBe("sold_out");
    expect(await soldOutOn(socket, id)).toMatchObject({ event: { data: { releaseId: id } } });
    socket.close();
  });
});

describe("demo seed", () => {
  it("releases one pooja's next-month dates tomorrow at 10:00 IST, with a demo devotee's reminder", async () => {
    // The README's first demo devotee (the shop's seed makes her on `npm start`).
    const meena = await createUser(ctx, "user");
    await ctx.database.db
      .update(users)
      .set({ mobile: DEVOTEES[0]!.mobile })
      .where(eq(users.id, meena.id));
    expect(await seedWaitingRoom(ctx.database.db, NOW)).toEqual({ releases: 1, reminders: 1 });
    const res = await app.inject({ url: `/api/poojas/${pooja.id}/quota-releases` });
    const demo = (res.json().data as { id: string; releaseAt: string }[]).find(
      (r) => r.releaseAt === "2026-03-03T04:30:00.000Z",
    );
    expect(demo).toMatchObject({
      fromDate: "2026-04-01",
      toDate: "2026-04-30",
      releaseAt: "2026-03-03T04:30:00.000Z",
    });
    expect(await statusOf(meena, demo!.id)).toMatchObject({ state: "not_open", reminder: true });
  });
});

describe("early joins racing the draw (decision 149)", () => {
  it("never wait for one another, and every account ends with exactly one position", async () => {
    const res = await release({ fromDate: "2026-03-27", toDate: "2026-03-28" });
    const id = res.json().data.id as string;
    const devotees = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx, "user")));
    const secret = ctx.config.jwtSecret;
    const db = ctx.database.db;
    // Joins stamped a second before the release, and status reads (which draw) a second after,
    // all at once: on PostgreSQL the joins share the release row's lock and the draw waits.
    const before = new Date(RELEASE_AT.getTime() - 1000);
    const afterIt = new Date(RELEASE_AT.getTime() + 1000);
    await Promise.all([
      ...devotees.map((u) =>
        join(db, secret, { id: u.id, role: "user", mobileVerified: true }, id, before),
      ),
      ...devotees.slice(0, 10).map((u) => status(db, secret, u.id, id, afterIt)),
    ]);
    const positions = await Promise.all(
      devotees.map(async (u) => (await status(db, secret, u.id, id, afterIt)).position),
    );
    expect(positions.every((p) => p !== null)).toBe(true);
    expect([...(positions as number[])].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});

describe.skipIf(!ctx.config.databaseUrl)("several server processes", () => {
  it("draw the positions once, and every process tells a devotee the same place", async () => {
    const other = await secondInstance(ctx);
    const res = await release({ fromDate: "2026-03-25", toDate: "2026-03-26" });
    const id = res.json().data.id as string;
    const devotees = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx, "user")));
    at(new Date(RELEASE_AT.getTime() - 5 * MIN));
    await Promise.all(
      devotees.map((u, i) =>
        (i % 2 ? other : app).inject({
          method: "POST",
          url: `/api/waiting-room/${id}/join`,
          headers: u.headers,
        }),
      ),
    );
    at(after(0));
    const read = (server: typeof app, u: TestUser) =>
      server
        .inject({ url: `/api/waiting-room/${id}/status`, headers: u.headers })
        .then((r) => r.json().data.position as number);
    const [here, there] = await Promise.all([
      Promise.all(devotees.map((u) => read(app, u))),
      Promise.all(devotees.map((u) => read(other, u))),
    ]);
    expect(there).toEqual(here);
    expect([...here].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
