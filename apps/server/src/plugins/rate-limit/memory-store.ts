import type { RateLimitStore } from "./store.js";

/** Beyond this many clients in memory the oldest windows are dropped (the plugin keeps 5,000). */
const MAX_KEYS = 100_000;

/**
 * Counters in this process's memory: exact and free, and right whenever one process is all
 * there is — the embedded database (PGlite) cannot be opened by a second process.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: Date }>();

  async hit(key: string, windowMs: number, now: Date, _max: number, amount = 1) {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.delete(key); // re-inserted last: the map stays in order of window start
      w = { count: 0, resetAt: new Date(now.getTime() + windowMs) };
      this.windows.set(key, w);
      if (this.windows.size > MAX_KEYS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    w.count += amount;
    return { count: w.count, resetAt: w.resetAt };
  }

  async prune(now: Date): Promise<void> {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
