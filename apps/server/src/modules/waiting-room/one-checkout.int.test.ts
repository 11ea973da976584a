import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { clock } from "../bookings/clock.js";

/**
 * Issue 35, item 3 (docs/decisions/211): one admission let one account hold 9 unpaid places
 * across the released dates (3 a day, the booking limit), and every status read issued a fresh
 * ten-minute pass, so an admission never lapsed. An admission now buys one checkout: the first
 * hold spends the pass, polling never renews it, and a new pass needs a new turn in the queue.
 */
const ctx = await createTestApp();
const { app } = ctx;
const NOW = new Date("2026-03-02T04:00:00Z");
const RELEASE_AT = new Date(NOW.getTime() + 60 * 60_000);
const MIN = 60_000;
const at = (d: Date) => {
  clock.now = () => d;
};
const after = (ms: number) => new Date(RELEASE_AT.getTime() + ms);
at(NOW);

const { temple } = await createTemple(ctx);
const pooja = await createPooja(ctx, temple.id, {
  slots: [{ time: "18:00", capacity: 10 }],
  bookingWindowDays: 60,
  cutoffHours: 1,
});
const sa = await createUser(ctx, "SA");
const created = await app.inject({
  method: "POST",
  url: "/api/staff/quota-releases",
  headers: sa.headers,
  payload: {
    poojaId: pooja.id,
    fromDate: "2026-03-20",
    toDate: "2026-03-22",
    releaseAt: RELEASE_AT.toISOString(),
    ratePerMinute: 60,
  },
});
const id = created.json().data.id as string;

const joinQ = async (u: TestUser) =>
  (
    await app.inject({ method: "POST", url: `/api/waiting-room/${id}/join`, headers: u.headers })
  ).json().data;
const statusOf = async (u: TestUser) =>
  (await app.inject({ url: `/api/waiting-room/${id}/status`, headers: u.headers })).json().data;
const hold = (u: TestUser, date: string, pass: string, n = 1) =>
  app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: u.headers,
    payload: {
      poojaId: pooja.id,
      date,
      slot: "18:00",
      participants: Array.from({ length: n }, (_, i) => ({ name: `Devotee ${i}` })),
      waitingRoomPass: pass,
    },
  });

describe("a waiting-room admission buys one checkout", () => {
  it("the second hold on a spent pass is 403, on another date too", async () => {
    const devotee = await createUser(ctx, "user");
    at(new Date(RELEASE_AT.getTime() - MIN));
    await joinQ(devotee);
    at(after(5_000));
    const admitted = await statusOf(devotee);
    expect(admitted.state).toBe("admitted");
    expect((await hold(devotee, "2026-03-20", admitted.pass, 3)).statusCode).toBe(201);
    for (const date of ["2026-03-20", "2026-03-21", "2026-03-22"]) {
      const again = await hold(devotee, date, admitted.pass);
      expect(again.statusCode, date).toBe(403);
      expect(again.json()).toMatchObject({ code: "WAITING_ROOM_PASS_INVALID" });
      expect(again.json().error).toMatch(/used for a booking/);
    }
    // The status no longer hands out a pass for that turn: join again for a new one.
    expect(await statusOf(devotee)).toMatchObject({ state: "can_join", pass: null });
  });

  it("a hold that fails gives the turn back, and a retried hold is answered, not refused", async () => {
    const devotee = await createUser(ctx, "user");
    at(new Date(RELEASE_AT.getTime() - MIN));
    await joinQ(devotee);
    at(after(10_000));
    const { pass } = await statusOf(devotee);
    // A slot the pooja does not have: refused after the pass was checked, which stays good.
    const refused = await app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: devotee.headers,
      payload: {
        poojaId: pooja.id,
        date: "2026-03-21",
        slot: "19:00",
        participants: [{ name: "Devotee" }],
        waitingRoomPass: pass,
      },
    });
    expect(refused.statusCode).toBe(409);
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: { ...devotee.headers, "idempotency-key": `retry-${devotee.id}` },
        payload: {
          poojaId: pooja.id,
          date: "2026-03-21",
          slot: "18:00",
          participants: [{ name: "Devotee" }],
          waitingRoomPass: pass,
        },
      });
    expect((await send()).statusCode).toBe(201);
    const retried = await send();
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
  });

  it("polling for 30 minutes does not keep an admission alive; a new pass needs a new turn", async () => {
    const devotee = await createUser(ctx, "user");
    const others = await Promise.all([1, 2, 3].map(() => createUser(ctx, "user")));
    at(new Date(RELEASE_AT.getTime() - MIN));
    await joinQ(devotee);
    at(after(20_000));
    const first = await statusOf(devotee);
    expect(first.state).toBe("admitted");
    const passes = new Set<string>([first.pass]);
    for (let s = 5; s <= 30 * 60; s += 5) {
      at(after(20_000 + s * 1000));
      const st = await statusOf(devotee);
      if (st.pass) passes.add(st.pass);
      if (st.state !== "admitted") break;
      expect(st.passExpiresAt).toBe(first.passExpiresAt);
    }
    expect(passes.size).toBe(1);
    const later = after(31 * MIN);
    at(later);
    expect(await statusOf(devotee)).toMatchObject({ state: "can_join", pass: null });
    expect((await hold(devotee, "2026-03-22", first.pass)).statusCode).toBe(403);
    // Others who joined meanwhile are ahead; joining again queues behind them.
    for (const o of others) await joinQ(o);
    const rejoined = await joinQ(devotee);
    const positions = await Promise.all(others.map(async (o) => (await statusOf(o)).position));
    expect(rejoined.position).toBeGreaterThan(Math.max(...positions));
    // Its turn comes at the release's rate: then one new pass, for one more checkout.
    at(new Date(later.getTime() + 10_000));
    const again = await statusOf(devotee);
    expect(again.state).toBe("admitted");
    expect(again.pass).not.toBe(first.pass);
    expect((await hold(devotee, "2026-03-22", again.pass)).statusCode).toBe(201);
  });
});
