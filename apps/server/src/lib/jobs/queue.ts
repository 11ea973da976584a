import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database, Db } from "../../db/client.js";
import { claimEffect, finishEffect, recordEffect, releaseEffect } from "./effects.repository.js";

/** How a kind of job is retried: `retryDelaySeconds` doubles each time when `retryBackoff`. */
export interface JobKind {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A run still going after this long is taken for dead: the job is retried (on any process). */
  expireInSeconds: number;
  /**
   * A defined job that receives this job's payload once it has failed for good — its last
   * retry refused, or its last run expired with a dead process. Used to record the failure.
   */
  deadLetter?: string;
}

export interface RunningJob {
  id: string;
  name: string;
  /**
   * Does `effect` at most once for `key` over every run of every job, then records it
   * (docs/decisions/158). A second run finds it done and returns without doing it again.
   */
  once(key: string, effect: () => Promise<void>): Promise<"done" | "already">;
  /**
   * A database effect done at most once for `key`: `effect` runs in a transaction that also
   * records `key` as done, so the two commit together — a run that dies half way leaves neither,
   * and a second run finds the record and does nothing (answers null). Answers what `effect`
   * returned, after the commit (for what must follow it, such as a live push).
   */
  onceInTransaction<T>(key: string, effect: (tx: Db) => Promise<T>): Promise<T | null>;
}

export type JobHandler<P> = (payload: P, job: RunningJob) => Promise<void>;

export interface EnqueueOptions {
  /** The business key: a second enqueue with the same key is ignored while the first is kept. */
  key?: string;
  startAfterSeconds?: number;
  /** Queue it in this transaction: the job exists if and only if the transaction commits. */
  tx?: Db | undefined;
}

export interface JobQueueOptions {
  /** Send cron jobs (the sweeper); off in tests, which call the work themselves. */
  schedule: boolean;
  /** How often an idle worker looks for work (pg-boss polls; at least 0.5 s). */
  pollingSeconds?: number;
}

interface Defined {
  kind: JobKind;
  handler: JobHandler<unknown>;
  cron?: string;
}

/** The effect of a run that another live run is still doing: fail this one, retry later. */
export class EffectBusyError extends Error {}

/**
 * The app's background work on pg-boss (docs/decisions/158): jobs are rows in the app's own
 * database (schema `pgboss`), so a job enqueued by a process that then dies is run by another
 * process, or by this one when it comes back. On PGlite everything runs in the one process, over
 * the same connection as the app (`Database.executeSql`); on PostgreSQL over the app's pool.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly defined = new Map<string, Defined>();
  private readonly workers = new Map<string, string>();
  private started: Promise<void> | null = null;
  private stopped = false;
  /** Set once `stop` has returned: the database may be closed from then on. */
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      // pg-boss records a finished job without awaiting it (`complete`/`fail` after the handler).
      // A handler still running when the queue stopped finishes after the app has closed the
      // database; its record would then reject with nobody to catch it — an unhandled rejection,
      // which ends a Node process. As pg-boss's own database does once closed, such a statement
      // is dropped: the job stays active in the table and is retried by another process when it
      // expires, as after a crash, and `job.once` keeps its effect from repeating.
      db: {
        executeSql: async (text, values) => {
          // No result at all, exactly what pg-boss's own database answers once closed.
          const dropped = undefined as unknown as { rows: unknown[] };
          if (this.closed) return dropped;
          try {
            return await database.executeSql(text, values);
          } catch (err) {
            if (this.closed) return dropped;
            throw err;
          }
        },
      },
      schedule: options.schedule,
      // Archive and delete finished jobs as pg-boss does by default; the effects table is what
      // keeps a send from repeating, so it does not depend on how long jobs are kept.
    });
    this.boss.on("error", (err) => this.log.warn({ err }, "job queue error"));
  }

  /** Registers a kind of job and its handler; call before or after start. */
  define<P>(name: string, kind: JobKind, handler: JobHandler<P>, cron?: string): void {
    this.defined.set(name, { kind, handler: handler as JobHandler<unknown>, cron });
    if (this.started) void this.started.then(() => this.startOne(name));
  }

  /**
   * Enqueues a job. With a `key`, the job's id is derived from it, so enqueueing the same work
   * twice (a retried request, two processes) queues it once. Answers the job id, or null when
   * that key was already queued.
   */
  async enqueue<P extends object>(
    name: string,
    payload: P,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const kind = this.defined.get(name)?.kind;
    if (!kind) throw new Error(`no job named ${name}`);
    await this.installed();
    const id = await this.boss.send(name, payload, {
      id: options.key ? keyedId(name, options.key) : undefined,
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: kind.retryBackoff,
      expireInSeconds: kind.expireInSeconds,
      ...(kind.deadLetter ? { deadLetter: kind.deadLetter } : {}),
      startAfter: options.startAfterSeconds,
      ...(options.tx ? { db: inTransaction(options.tx) } : {}),
    });
    // A worker of this process takes it now instead of at its next poll.
    const worker = this.workers.get(name);
    if (id && worker) this.boss.notifyWorker(worker);
    return id;
  }

  /**
   * A job queued inside a transaction is invisible to this process's worker until it commits:
   * called after the commit, the worker takes it now instead of at its next poll.
   */
  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Creates the queue's tables if missing and starts a worker per kind of job. */
  start(): Promise<void> {
    this.started ??= (async () => {
      // pg-boss's install and its queues' partition tables are DDL: processes starting together
      // would race (a duplicate schema, deadlocks between two queues' tables), so one at a time
      // — unless everything is there already, the usual restart.
      if (!(await this.ready())) {
        await this.database.exclusive(async () => {
          await this.installed();
          for (const name of this.defined.keys()) await this.createQueue(name);
        });
      }
      await this.installed();
      for (const name of this.defined.keys()) await this.startOne(name, true);
    })();
    return this.started;
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the ones running to finish (SIGTERM,
   * decision 156); any still running then are failed and retried later, here or elsewhere.
   */
  async stop(timeoutMs: number): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (!this.started && !this.installing) return;
    await this.started?.catch(() => {});
    try {
      await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    } finally {
      this.closed = true;
    }
  }

  /**
   * Waits until no job is waiting, retrying or running (tests and the multi-process suite use it
   * to count what was sent once the work is done). A job queued for a later moment — more than a
   * minute ahead, such as a release's reminders (decision 225) — is not work waiting now.
   */
  async settled(timeoutMs = 30_000): Promise<void> {
    await this.installed();
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.database.executeSql(
        `select count(*)::int as n from pgboss.job where state < 'completed' and name = any($1)
          and not (state = 'created' and start_after > now() + interval '1 minute')`,
        [[...this.defined.keys()]],
      );
      if (Number((rows[0] as { n: number }).n) === 0) return;
      if (Date.now() > until) throw new Error("background jobs still pending");
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Whether pg-boss's tables and every defined queue exist (no DDL left to do). */
  private async ready(): Promise<boolean> {
    const names = [...this.defined.keys()];
    try {
      const { rows } = await this.database.executeSql(
        "select count(*)::int as n from pgboss.queue where name = any($1)",
        [names],
      );
      return Number((rows[0] as { n: number }).n) === names.length;
    } catch {
      return false; // not installed yet
    }
  }

  private installing: Promise<void> | null = null;

  /** pg-boss installs or migrates its schema under an advisory lock of its own. */
  installed(): Promise<void> {
    this.installing ??= this.boss.start().then(() => undefined);
    return this.installing;
  }

  private async createQueue(name: string): Promise<void> {
    const kind = this.defined.get(name)?.kind;
    if (!kind || (await this.boss.getQueue(name))) return;
    // A queue's dead letter is a queue it refers to: that one first.
    if (kind.deadLetter) await this.createQueue(kind.deadLetter);
    await this.boss.createQueue(name, {
      name,
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: kind.retryBackoff,
      expireInSeconds: kind.expireInSeconds,
      ...(kind.deadLetter ? { deadLetter: kind.deadLetter } : {}),
    });
  }

  private async startOne(name: string, created = false): Promise<void> {
    const def = this.defined.get(name);
    if (!def || this.workers.has(name) || this.stopped) return;
    const { kind } = def;
    if (!created) await this.database.exclusive(() => this.createQueue(name));
    const workerId = await this.boss.work<unknown>(
      name,
      { pollingIntervalSeconds: this.options.pollingSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        try {
          await def.handler(job.data, this.running(job.id, name, kind));
        } finally {
          // Work found: the next job is looked for at once, not after the polling interval, so
          // a batch (a release's reminders, decision 225) goes out at the gateway's pace rather
          // than one job per interval.
          this.boss.notifyWorker(workerId);
        }
      },
    );
    this.workers.set(name, workerId);
    if (def.cron) await this.boss.schedule(name, def.cron, {}, { tz: "Asia/Kolkata" });
  }

  private running(id: string, name: string, kind: JobKind): RunningJob {
    const db = this.database.db;
    return {
      id,
      name,
      once: async (key, effect) => {
        // A claim outlives the run's expiry, so a run pg-boss gave up on is not raced.
        const claim = await claimEffect(db, key, id, kind.expireInSeconds + 30);
        if (claim === "done") return "already";
        if (claim === "busy") throw new EffectBusyError(`${key} is being done by another run`);
        try {
          await effect();
        } catch (err) {
          await releaseEffect(db, key, id).catch(() => {});
          throw err;
        }
        await finishEffect(db, key, id);
        return "done";
      },
      onceInTransaction: (key, effect) =>
        db.transaction(async (tx) => ((await recordEffect(tx, key, id)) ? effect(tx) : null)),
    };
  }
}

/** A UUID from the job's name and business key (pg-boss ignores an insert whose id exists). */
export function keyedId(name: string, key: string): string {
  const h = createHash("sha256").update(`${name}\0${key}`).digest("hex");
  const variant = ((Number.parseInt(h[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** pg-boss's `$n` statements run through a Drizzle transaction (its `db` option per call). */
function inTransaction(tx: Db) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part)));
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
