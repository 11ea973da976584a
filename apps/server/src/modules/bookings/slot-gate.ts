/**
 * What one server process does to answer a surge of bookers of one slot quickly without ever
 * deciding the last place itself (docs/decisions/141). Nothing here grants a place: a hold is
 * granted only by the count under the slot's row lock (docs/decisions/060). This only
 *  - shares reads: `fresh(key, read)` answers with a `read()` that *started after* the call, so
 *    N concurrent bookers of one slot cost one count, and no answer is older than its request;
 *  - remembers what those counts saw (`observe`), so a request may be refused from a count that
 *    was taken while it was waiting (never from one taken before it arrived);
 *  - queues this process's bookers of one slot (`batch`): one transaction at a time per slot
 *    takes the row lock for every request waiting at that moment (a group commit), so at most
 *    one pooled connection per slot waits on the lock and the rest of the pool keeps serving.
 */
export class SlotGate {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly queued = new Map<string, Promise<unknown>>();
  private readonly seen = new Map<string, { at: number; taken: number }>();
  private readonly waiting = new Map<string, Waiter<unknown, unknown>[]>();

  /** A monotonic instant; requests note theirs on arrival. */
  static now(): number {
    return performance.now();
  }

  /** The result of a `read()` started after this call; concurrent calls share one read. */
  fresh<T>(key: string, read: () => Promise<T>): Promise<T> {
    const queued = this.queued.get(key);
    if (queued) return queued as Promise<T>;
    const running = this.running.get(key);
    if (!running) return this.start(key, read);
    const next = running.then(
      () => this.startQueued(key, read),
      () => this.startQueued(key, read),
    );
    this.queued.set(key, next);
    return next;
  }

  private startQueued<T>(key: string, read: () => Promise<T>): Promise<T> {
    this.queued.delete(key);
    return this.start(key, read);
  }

  private start<T>(key: string, read: () => Promise<T>): Promise<T> {
    const p = read().finally(() => {
      if (this.running.get(key) === p) this.running.delete(key);
    });
    this.running.set(key, p);
    return p;
  }

  /**
   * Notes that at instant `at` (taken before the count was sent) the slot had `taken` places.
   * Counts are only ever used for requests that overlap them, so forgetting them all (past
   * 10,000 slots) costs at most one more read each.
   */
  observe(key: string, at: number, taken: number): void {
    const last = this.seen.get(key);
    if (!last && this.seen.size >= 10_000) this.seen.clear();
    if (!last || last.at <= at) this.seen.set(key, { at, taken });
  }

  /** Places taken as seen by a count that started at or after `arrivedAt`, if there is one. */
  takenSince(key: string, arrivedAt: number): number | undefined {
    const last = this.seen.get(key);
    return last && last.at >= arrivedAt ? last.taken : undefined;
  }

  /**
   * Queues `item` for its key. One `run` per key at a time takes every item waiting when it
   * starts (at most `max`) and answers each, in order, with a result or an Error of its own.
   */
  batch<I, R>(
    key: string,
    item: I,
    run: (items: I[]) => Promise<(R | Error)[]>,
    max = 200,
  ): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let queue = this.waiting.get(key);
      const first = !queue;
      if (!queue) {
        queue = [];
        this.waiting.set(key, queue);
      }
      queue.push({ item, resolve, reject } as Waiter<unknown, unknown>);
      // Items arriving in the same turn of the event loop join the first run.
      if (first) setImmediate(() => void this.drain(key, run as never, max));
    });
  }

  private async drain<I, R>(
    key: string,
    run: (items: I[]) => Promise<(R | Error)[]>,
    max: number,
  ): Promise<void> {
    for (let queue = this.waiting.get(key); queue?.length; queue = this.waiting.get(key)) {
      const taken = queue.splice(0, max) as Waiter<I, R>[];
      try {
        const results = await run(taken.map((w) => w.item));
        taken.forEach((w, i) => {
          const r = results[i];
          if (r instanceof Error) w.reject(r);
          else w.resolve(r as R);
        });
      } catch (err) {
        for (const w of taken) w.reject(err);
      }
    }
    this.waiting.delete(key);
  }
}

interface Waiter<I, R> {
  item: I;
  resolve: (r: R) => void;
  reject: (err: unknown) => void;
}
