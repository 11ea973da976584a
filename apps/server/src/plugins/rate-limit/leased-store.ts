import type { RateLimitStore } from "./store.js";

/** A block is this share of the limit: the most one process can leave unused in a window. */
const BLOCK_SHARE = 50;

interface Lease {
  /** The count the next request of this process gets, up to `last`. */
  next: number;
  last: number;
  resetAt: Date;
}

/**
 * Claims a client's requests from a shared store in blocks instead of one by one: a block of a
 * fiftieth of the limit (12 of 600) is added to the shared count in one write, and the process
 * numbers its requests from that block. A client hammering one process costs one write
 * per block rather than one per request — one hot row per client would otherwise serialise
 * every request and take the connection pool with it. Across processes the count stays exact
 * as far as refusals go (numbers are never handed out twice); a block left unused when the
 * client moves to another process only makes the ceiling stricter, by at most a fiftieth of the
 * limit per other process.
 */
export class LeasedRateLimitStore implements RateLimitStore {
  private readonly leases = new Map<string, Lease>();
  private readonly claiming = new Map<string, Promise<Lease>>();

  constructor(private readonly shared: RateLimitStore) {}

  async hit(key: string, windowMs: number, now: Date, max: number) {
    let lease = this.leases.get(key);
    // Past the limit in this window, a refusal is certain (counts only grow until the window
    // ends): go on numbering here without writing, so a client hammering costs nothing more.
    if (lease && lease.resetAt > now && lease.next > max) {
      return { count: lease.next++, resetAt: lease.resetAt };
    }
    while (!lease || lease.resetAt <= now || lease.next > lease.last) {
      lease = await this.claim(key, windowMs, now, max);
    }
    return { count: lease.next++, resetAt: lease.resetAt };
  }

  /** One claim per key at a time: requests arriving meanwhile wait for it. */
  private claim(key: string, windowMs: number, now: Date, max: number): Promise<Lease> {
    let pending = this.claiming.get(key);
    if (!pending) {
      const block = Math.max(1, Math.floor(max / BLOCK_SHARE));
      pending = this.shared
        .hit(key, windowMs, now, max, block)
        .then(({ count, resetAt }) => {
          const lease = { next: count - block + 1, last: count, resetAt };
          this.leases.set(key, lease);
          return lease;
        })
        .finally(() => this.claiming.delete(key));
      this.claiming.set(key, pending);
    }
    return pending;
  }

  async prune(now: Date): Promise<void> {
    for (const [key, lease] of this.leases) if (lease.resetAt <= now) this.leases.delete(key);
    await this.shared.prune(now);
  }
}
