/**
 * Where the API ceiling's counters live (docs/decisions/095). One small interface so the store
 * can change without touching the plugin:
 * - `MemoryRateLimitStore` with the embedded database (PGlite): one process by construction;
 * - `LeasedRateLimitStore` over `PgRateLimitStore` with PostgreSQL, shared by every process;
 * - with `REDIS_URL`, none of these: the plugin's own Redis store (docs/decisions/151).
 */
export interface RateLimitStore {
  /**
   * Adds `amount` (default 1) requests of `key` to its fixed window of `windowMs` (a new window
   * starts when the last one has ended) and answers the count so far and when the window ends.
   * Atomic across processes: two hits at once are two. `max` is the limit the count is held to.
   */
  hit(
    key: string,
    windowMs: number,
    now: Date,
    max: number,
    amount?: number,
  ): Promise<{ count: number; resetAt: Date }>;
  /** Forgets windows that ended before `now`. */
  prune(now: Date): Promise<void>;
}
