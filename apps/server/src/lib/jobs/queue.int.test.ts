import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers.js";
import type { Database } from "../../db/client.js";
import { countDone } from "./effects.repository.js";
import { type JobKind, JobQueue } from "./queue.js";

/**
 * The queue seam on the engine of the run: PGlite in the one process, or PostgreSQL when
 * DATABASE_URL is set (docs/decisions/158). Each queue here stands for one server process.
 */
const { database } = await createTestApp();
const log = pino({ level: "silent" });
const queues: JobQueue[] = [];
const process_ = () => {
  const q = new JobQueue(database, log, { schedule: false, pollingSeconds: 0.5 });
  queues.push(q);
  return q;
};
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop(1_000);
});

const KIND: JobKind = {
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 30,
};

/** A gateway that records what it delivered and can be told to refuse the next n sends. */
function gateway(refuse = 0) {
  const sent: string[] = [];
  const attempts: number[] = [];
  return {
    sent,
    attempts,
    send: async (text: string) => {
      attempts.push(Date.now());
      if (attempts.length <= refuse) throw new Error("gateway unavailable");
      sent.push(text);
    },
  };
}

describe("the background job queue", () => {
  it("retries a refused send with a growing delay until the gateway takes it, and sends it once", async () => {
    const sms = gateway(2);
    const q = process_();
    q.define<{ text: string }>("t.retry", KIND, async (p, job) => {
      await job.once(`t:retry:${p.text}`, () => sms.send(p.text));
    });
    await q.start();
    await q.enqueue("t.retry", { text: "Your pooja is confirmed" }, { key: "b1" });
    await expect.poll(() => sms.sent, { timeout: 20_000, interval: 200 }).toHaveLength(1);
    expect(sms.attempts).toHaveLength(3);
    // Backoff: about 1-2 s before the first retry, 2-4 s before the second (never sooner).
    const [a, b, c] = sms.attempts as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(1_000);
    expect(c - b).toBeGreaterThanOrEqual(2_000);
    await q.settled();
    expect(sms.sent).toEqual(["Your pooja is confirmed"]);
    expect(await countDone(database.db, "t:retry:")).toBe(1);
  });

  it("stops without an unhandled rejection when a job still running finishes after the database closed", async () => {
    // A process shutting down: its queue stops (waiting at most 1 s), then the database closes
    // while a handler is still at work; the handler then fails. pg-boss records that failure
    // without awaiting it — it must not become an unhandled rejection, which ends a process.
    let gone = false;
    const closing: Database = {
      ...database,
      executeSql: (text, values) =>
        gone
          ? Promise.reject(new Error("Cannot use a pool after calling end on the pool"))
          : database.executeSql(text, values),
    };
    const q = new JobQueue(closing, log, { schedule: false, pollingSeconds: 0.5 });
    let started = false;
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    q.define("t.slow", KIND, async () => {
      started = true;
      await gate;
      throw new Error("the database went away under the handler");
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      await q.start();
      await q.enqueue("t.slow", {});
      await expect.poll(() => started, { timeout: 20_000, interval: 100 }).toBe(true);
      await q.stop(1_000);
      gone = true;
      release();
      await new Promise((r) => setTimeout(r, 500));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("keeps a job queued by a process that stopped before running it; another process sends it", async () => {
    const sms = gateway();
    const first = process_();
    first.define<{ text: string }>("t.survive", KIND, async (p, job) => {
      await job.once(`t:survive:${p.text}`, () => sms.send(`first: ${p.text}`));
    });
    await first.start();
    // Due in two seconds; the process is gone before then.
    await first.enqueue("t.survive", { text: "hold lapses soon" }, { startAfterSeconds: 2 });
    await first.stop(1_000);
    expect(sms.sent).toEqual([]);

    const second = process_();
    second.define<{ text: string }>("t.survive", KIND, async (p, job) => {
      await job.once(`t:survive:${p.text}`, () => sms.send(`second: ${p.text}`));
    });
    await second.start();
    await expect
      .poll(() => sms.sent, { timeout: 20_000, interval: 200 })
      .toEqual(["second: hold lapses soon"]);
  });

  it("sends one SMS for one business key, however often it is queued or run", async () => {
    const sms = gateway();
    const q = process_();
    let runs = 0;
    q.define<{ text: string; key: string }>("t.once", KIND, async (p, job) => {
      runs++;
      await job.once(`t:once:${p.key}`, () => sms.send(p.text));
    });
    await q.start();
    // The same confirmation queued twice (a retried request, two processes): one job.
    const id = await q.enqueue("t.once", { text: "Confirmed", key: "b7" }, { key: "b7" });
    const again = await q.enqueue("t.once", { text: "Confirmed", key: "b7" }, { key: "b7" });
    expect(id).toBeTruthy();
    expect(again).toBeNull();
    // A second job about the same booking (say, queued by an older release without a key) runs
    // but finds the SMS already sent.
    await q.enqueue("t.once", { text: "Confirmed", key: "b7" });
    await q.settled();
    expect(runs).toBe(2);
    expect(sms.sent).toEqual(["Confirmed"]);
    expect(await countDone(database.db, "t:once:")).toBe(1);
  });

  it("queues a job inside a transaction only if the transaction commits", async () => {
    const sms = gateway();
    const q = process_();
    q.define<{ text: string }>("t.tx", KIND, async (p, job) => {
      await job.once(`t:tx:${p.text}`, () => sms.send(p.text));
    });
    await q.start();
    await database.db
      .transaction(async (tx) => {
        await q.enqueue("t.tx", { text: "refunded payment" }, { key: "r1", tx });
        throw new Error("the payment did not commit");
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await q.enqueue("t.tx", { text: "confirmed payment" }, { key: "c1", tx });
    });
    await expect
      .poll(() => sms.sent, { timeout: 20_000, interval: 200 })
      .toEqual(["confirmed payment"]);
    await q.settled();
    expect(sms.sent).toEqual(["confirmed payment"]);
  });

  it("does a database effect and records it in one transaction: a run that dies half way leaves neither, and it is done once", async () => {
    await database.executeSql("create table if not exists t_told (key text not null)", []);
    const told = async () =>
      Number(
        (
          (await database.executeSql("select count(*)::int as n from t_told", [])).rows[0] as {
            n: number;
          }
        ).n,
      );
    const q = process_();
    let runs = 0;
    q.define<{ k: string }>("t.txonce", KIND, async (p, job) => {
      runs++;
      await job.onceInTransaction(`t:txonce:${p.k}`, async (tx) => {
        await tx.execute(sql`insert into t_told (key) values (${p.k})`);
        // The first run dies after its insert, before the commit.
        if (runs === 1) throw new Error("process died mid-effect");
      });
    });
    await q.start();
    await q.enqueue("t.txonce", { k: "n1" }, { key: "n1" });
    await q.settled();
    expect(runs).toBe(2);
    expect(await told()).toBe(1);
    expect(await countDone(database.db, "t:txonce:")).toBe(1);
    // The same event queued again without its key (say, by an older release): runs, tells nobody.
    await q.enqueue("t.txonce", { k: "n1" });
    await q.settled();
    expect(runs).toBe(3);
    expect(await told()).toBe(1);
  });
});
