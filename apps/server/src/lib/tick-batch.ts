/** How a `TickBatcher` gathers its calls. */
export interface BatchOptions {
  /** At most this many keys per `run` (more are split into several runs sent together). */
  max?: number;
  /**
   * Milliseconds until a surge of arrivals could be over, 0 when there is none (`surgeWait`,
   * lib/arrivals.ts): a flush waits while it is above 0, at most `settleMs` (100) in all, turn by
   * turn — the loop keeps polling, and so taking in connections, without sleeping.
   */
  arriving?: () => number;
  settleMs?: number;
}

/**
 * Gathers calls into one call of `run` (one statement instead of one per request;
 * docs/decisions/141): the calls made during one turn of the event loop; while a `run` is still
 * out, every call made until it comes back; and, with `arriving`, the calls made while a surge of
 * new connections is still coming in (docs/decisions/192). A busy Node server takes in one new
 * connection per turn, so under a surge gathering by turn alone sent about one statement per
 * request. When nothing is out and nothing is arriving, a call is run on the next turn, as before.
 * Every call is answered by a `run` that started after the call was made, so a batched read is
 * never older than its request. `run` answers the keys in order; a rejected `run` rejects every
 * call of its batch.
 */
export class TickBatcher<K, V> {
  private pending: { key: K; resolve: (v: V) => void; reject: (err: unknown) => void }[] = [];
  private scheduled = false;
  private out = false;
  private readonly max: number;
  private readonly arriving: (() => number) | undefined;
  private readonly settleMs: number;

  constructor(
    private readonly run: (keys: K[]) => Promise<V[]>,
    options: BatchOptions = {},
  ) {
    this.max = options.max ?? 500;
    this.arriving = options.arriving;
    this.settleMs = options.settleMs ?? 100;
  }

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject });
      this.schedule();
    });
  }

  /** The next flush: on the next turn, unless a flush is out (it schedules one when it is back). */
  private schedule(): void {
    if (this.scheduled || this.out || !this.pending.length) return;
    this.scheduled = true;
    const since = performance.now();
    const turn = () => {
      const wait = this.arriving?.() ?? 0;
      const left = this.settleMs - (performance.now() - since);
      if (wait > 0 && left > 0) {
        setImmediate(turn);
        return;
      }
      this.scheduled = false;
      this.flush();
    };
    setImmediate(turn);
  }

  private flush(): void {
    const all = this.pending;
    this.pending = [];
    this.out = true;
    const runs: Promise<unknown>[] = [];
    for (let i = 0; i < all.length; i += this.max) {
      const part = all.slice(i, i + this.max);
      runs.push(
        this.run(part.map((p) => p.key)).then(
          (values) => {
            for (const [j, p] of part.entries()) p.resolve(values[j] as V);
          },
          (err) => {
            for (const p of part) p.reject(err);
          },
        ),
      );
    }
    void Promise.all(runs).then(() => {
      this.out = false;
      this.schedule();
    });
  }
}
