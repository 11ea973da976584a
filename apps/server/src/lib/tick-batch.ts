/**
 * Gathers the calls made during one turn of the event loop into one call of `run` (one
 * statement instead of one per request; docs/decisions/141). Every call is answered by a `run`
 * that started after the call was made, so a batched read is never older than its request.
 * `run` answers the keys in order; a rejected `run` rejects every call of its batch.
 */
export class TickBatcher<K, V> {
  private pending: { key: K; resolve: (v: V) => void; reject: (err: unknown) => void }[] | null =
    null;

  constructor(
    private readonly run: (keys: K[]) => Promise<V[]>,
    private readonly max = 500,
  ) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      if (!this.pending) {
        this.pending = [];
        setImmediate(() => this.flush());
      }
      this.pending.push({ key, resolve, reject });
    });
  }

  private flush(): void {
    const all = this.pending ?? [];
    this.pending = null;
    for (let i = 0; i < all.length; i += this.max) {
      const part = all.slice(i, i + this.max);
      this.run(part.map((p) => p.key)).then(
        (values) => {
          for (const [j, p] of part.entries()) p.resolve(values[j] as V);
        },
        (err) => {
          for (const p of part) p.reject(err);
        },
      );
    }
  }
}
