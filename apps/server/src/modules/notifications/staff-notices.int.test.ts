import { describe, expect, it } from "vitest";
import { createPooja, createTemple } from "../../../test/catalog.js";
import { createTestApp } from "../../../test/helpers.js";
import { payWithLocalProvider } from "../../../test/payments.js";
import { addToCart, checkout, createProduct, payLocally } from "../../../test/shop.js";
import { employAt } from "../../../test/staff.js";
import { createUser, type TestUser } from "../../../test/users.js";
import { countDone } from "../../lib/jobs/effects.repository.js";
import { TempleScope } from "../../lib/temple-scope.js";
import { findView } from "../bookings/bookings.repository.js";
import { cancel } from "../bookings/bookings.service.js";
import { clock } from "../bookings/clock.js";
import { createResource } from "../cms/resource.service.js";
import { calendarEventResource } from "../cms/resources/content.resource.js";
import { bookingPayable } from "../payments/booking-payable.js";
import { paymentDeps } from "../payments/deps.js";
import { shopOrderPayable } from "../shop/shop-payable.js";
import { STAFF_NOTICE_JOB } from "./staff-notice-queue.js";

/**
 * Event notices to a temple's staff are queued in the transaction of the change they report
 * (docs/decisions/158): a change that rolls back tells nobody, and the job that tells them does
 * it once per person however often it runs.
 */
const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;
const START = new Date("2026-03-02T04:00:00Z");
clock.now = () => START;
const deps = paymentDeps(app);

const { temple } = await createTemple(ctx, { name: "Sri Kapaleeswarar" });
const pooja = await createPooja(ctx, temple.id, {
  name: "Archanai",
  pricePaise: 10_150,
  slots: [{ time: "18:00", capacity: 100 }],
});
const office = await createUser(ctx, "admin");
const ownAdmin = await createUser(ctx, "admin");
await employAt(ctx, ownAdmin, temple.id);

/** The user's notifications of `kind` about `path`, once the queue's work is done. */
const notices = async (u: TestUser, kind: string, path: string) => {
  await app.ctx.jobs.settled();
  const res = await app.inject({ url: "/api/notification?limit=100", headers: u.headers });
  return res
    .json()
    .data.filter((n: { kind: string; path: string }) => n.kind === kind && n.path === path);
};

/** Does `work` in a transaction that then fails, as a change that does not commit. */
const rolledBack = (work: Parameters<typeof db.transaction>[0]) =>
  db
    .transaction(async (tx) => {
      await work(tx);
      throw new Error("the change did not commit");
    })
    .catch((err: Error) => {
      if (err.message !== "the change did not commit") throw err;
    });

async function hold(devotee: TestUser, date: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: devotee.headers,
    payload: { poojaId: pooja.id, date, slot: "18:00", participants: [{ name: "Meena" }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe("staff notices commit with their change", () => {
  it("a booking payment that rolls back tells no one; the real one tells each staff member once", async () => {
    const devotee = await createUser(ctx);
    const id = await hold(devotee, "2026-03-05");
    const path = `/bookings/${id}`;
    // What the payment's transaction does for a booking, in one that then fails.
    await rolledBack(async (tx) => {
      expect(await bookingPayable.applyPaid(tx, id, START)).toBe("confirmed");
      await bookingPayable.queueMessages?.(deps, tx, id);
    });
    expect((await findView(db, id))?.booking.status).toBe("pending_payment");
    expect(await notices(ownAdmin, "booking_paid", path)).toEqual([]);
    expect(await notices(office, "booking_paid", path)).toEqual([]);

    expect((await payWithLocalProvider(ctx, devotee, { bookingId: id })).statusCode).toBe(200);
    expect(await notices(ownAdmin, "booking_paid", path)).toHaveLength(1);
    expect(await notices(office, "booking_paid", path)).toHaveLength(1);
  });

  it("a devotee's cancellation that rolls back tells no one, and leaves the booking confirmed", async () => {
    const devotee = await createUser(ctx);
    const id = await hold(devotee, "2026-03-06");
    await payWithLocalProvider(ctx, devotee, { bookingId: id });
    const booking = (await findView(db, id))!.booking;
    expect(booking.status).toBe("confirmed");
    await rolledBack(async (tx) => {
      await cancel(tx, booking, START, deps.staff);
    });
    expect((await findView(db, id))?.booking.status).toBe("confirmed");
    expect(await notices(ownAdmin, "booking_cancelled", `/bookings/${id}`)).toEqual([]);
  });

  it("a shop order's payment that rolls back tells no one; the real one tells the staff once", async () => {
    const devotee = await createUser(ctx);
    const product = await createProduct(ctx, temple.id, { pricePaise: 25_000, freeShipping: true });
    await addToCart(ctx, devotee, product.id);
    const order = (await checkout(ctx, devotee, temple.id)).json().data;
    const path = `/shop/orders/${order.id}`;
    await rolledBack(async (tx) => {
      expect(await shopOrderPayable.applyPaid(tx, order.id, START)).toBe("confirmed");
      await shopOrderPayable.queueMessages?.(deps, tx, order.id);
    });
    expect(await notices(ownAdmin, "order_paid", path)).toEqual([]);

    expect((await payLocally(ctx, devotee, order.id)).statusCode).toBe(200);
    expect(await notices(ownAdmin, "order_paid", path)).toHaveLength(1);
  });

  it("a closure whose save rolls back tells no one; the real save tells the staff", async () => {
    const devotee = await createUser(ctx);
    const id = await hold(devotee, "2026-03-12");
    await payWithLocalProvider(ctx, devotee, { bookingId: id });
    const sa = await createUser(ctx, "SA");
    const closure = {
      title: "Flag hoisting",
      kind: "closure",
      templeId: temple.id,
      start: "2026-03-12T00:00:00+05:30",
      end: "2026-03-13T00:00:00+05:30",
    };
    const path = `/bookings/day-sheet?temple=${temple.id}&date=2026-03-12`;
    let saved = "";
    await rolledBack(async (tx) => {
      const row = await createResource(
        tx,
        calendarEventResource,
        closure,
        { user: { id: sa.id, role: "SA", sessionVersion: 0 }, scope: TempleScope.system() },
        app.ctx,
      );
      saved = String(row.id);
    });
    expect(saved).not.toBe("");
    expect(await notices(ownAdmin, "closure_bookings", path)).toEqual([]);

    const res = await app.inject({
      method: "POST",
      url: "/api/calendar/events/add",
      headers: sa.headers,
      payload: closure,
    });
    expect(res.statusCode).toBe(200);
    const [told] = await notices(ownAdmin, "closure_bookings", path);
    expect(told).toMatchObject({ params: { title: "Flag hoisting", count: 1 } });
  });
});

describe("the staff notice job", () => {
  it("tells each person once, however often the job for one event runs", async () => {
    const devotee = await createUser(ctx);
    const id = await hold(devotee, "2026-03-07");
    await payWithLocalProvider(ctx, devotee, { bookingId: id });
    const path = `/bookings/${id}`;
    expect(await notices(ownAdmin, "booking_paid", path)).toHaveLength(1);

    // The same event queued again under its key is the same job: not queued at all.
    const event = { event: "booking_paid", bookingId: id };
    expect(await app.ctx.jobs.enqueue(STAFF_NOTICE_JOB, event, { key: `booking-paid:${id}` })).toBe(
      null,
    );
    // Queued again without its key (an older release, a hand-made retry): two more runs, at
    // once, that find the event told.
    await Promise.all([
      app.ctx.jobs.enqueue(STAFF_NOTICE_JOB, event),
      app.ctx.jobs.enqueue(STAFF_NOTICE_JOB, event),
    ]);
    expect(await notices(ownAdmin, "booking_paid", path)).toHaveLength(1);
    expect(await notices(office, "booking_paid", path)).toHaveLength(1);
    expect(await countDone(db, `notice:booking-paid:${id}`)).toBe(1);
  });
});

describe("inbox notices", () => {
  it("a new inbox thread tells each recipient once, with its first words, and not its sender", async () => {
    const editor = await createUser(ctx, "editor");
    const res = await app.inject({
      method: "POST",
      url: "/api/inbox/add",
      headers: office.headers,
      payload: { to: [editor.id, ownAdmin.id], subject: "Festival roster", message: "Sunday?" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const path = `/inbox/${res.json().data.id}`;
    for (const u of [editor, ownAdmin]) {
      expect(await notices(u, "inbox_message", path)).toMatchObject([
        { title: "Test admin wrote: Festival roster", subtitle: "Sunday?" },
      ]);
    }
    expect(await notices(office, "inbox_message", path)).toEqual([]);
  });
});

describe("workspace notices", () => {
  it("a todo given to someone, taken back and given again tells them each time", async () => {
    const [asha, ravi] = [await createUser(ctx, "admin"), await createUser(ctx, "editor")];
    const call = (url: string, todo: object) =>
      app.inject({ method: "POST", url, headers: asha.headers, payload: { todo } });
    const added = await call("/api/todo/add", { title: "Count the hundi", assigneeId: ravi.id });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    expect((await call("/api/todo/update", { id, assigneeId: asha.id })).statusCode).toBe(200);
    expect((await call("/api/todo/update", { id, assigneeId: ravi.id })).statusCode).toBe(200);
    expect(await notices(ravi, "todo_assigned", "/todo")).toHaveLength(2);
    expect(await notices(asha, "todo_assigned", "/todo")).toEqual([]);
  });
});
