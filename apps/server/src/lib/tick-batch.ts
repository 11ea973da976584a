/**
 * Gathers calls into one call of `run` (one statement instead of one per request; docs/decisions/141):
 * the calls made during one turn of the event loop, and, while a `run` is still out, every call made
 * until it comes back (docs/decisions/192). Under a surge whose requests trickle in — a busy Node
 * server takes in one new connection per turn of its loop — a turn holds one or two requests, so
 * gathering by turn alone sent about one statement per request; waiting for the statement in flight
 * lets the next one carry everyone who asked meanwhile, and when nothing is out a call is run on
 * the next turn, as before.
 * Every call is answered by a `run` that started after the call was made, so a batched read is
 * never older than its request. `run` answers the keys in order; a rejected `run` rejects every
 * call of its batch. Calls beyond `max` are split into several `run`s sent together.
 */
export class TickBatcher<K, V> {
  private pending: { key: K; resolve: (v: V) => void; reject: (err: unknown) => void }[] = [];
  private scheduled = false;
  private out = false;

  constructor(
    private readonly run: (keys: K[]) => Promise<V[]>,
    private readonly max = 500,
  ) {}

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
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
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
