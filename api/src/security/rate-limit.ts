import type { EntityManager } from '@mikro-orm/postgresql';

export type Bucket = { count: number; resetAt: Date };

// Sign-in attempts have their own counters with growing windows (login-throttle.ts).

/**
 * For the per-request limits: adds `by` to `key` in its window, atomically (a new window when the old one passed).
 * A bucket whose reset lies further ahead than one window (a clock that went back, or another process's skewed
 * clock) starts over rather than blocking for that long.
 */
export async function hitWindow(em: EntityManager, key: string, windowMs: number, now: Date, by = 1): Promise<Bucket> {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await em.execute<{ count: number; reset_at: Date }[]>(
    `insert into rate_limit_bucket (key, count, reset_at) values (?, ?, ?)
     on conflict (key) do update set
       count = case when rate_limit_bucket.reset_at <= ? or rate_limit_bucket.reset_at > ? then excluded.count else rate_limit_bucket.count + excluded.count end,
       reset_at = case when rate_limit_bucket.reset_at <= ? or rate_limit_bucket.reset_at > ? then excluded.reset_at else rate_limit_bucket.reset_at end
     returning count, reset_at`,
    [key, by, resetAt, now, resetAt, now, resetAt],
  );
  return { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) };
}

export type Decision = { allowed: boolean; remaining: number; resetAt: Date };

// Tokens a process reserves from the shared counter at once: 1 for small limits (exact), up to 20 for big ones.
export function leaseSize(limit: number): number {
  return Math.min(20, Math.max(1, Math.floor(limit / 100)));
}

type Lease = { resetAt: number; left: number; count: number };

/**
 * A fixed-window limit shared by every process through rate_limit_bucket. Each process reserves tokens in small
 * leases (one upsert serves up to leaseSize(limit) requests) and remembers a window that is used up, so most
 * requests need no database round trip. Every request served is backed by a token counted in the database, so
 * all processes together never exceed the limit; unused reserved tokens only make it slightly stricter.
 * With `prefetch`, a lease of two or more tokens is topped up in the background once half of it is used, so a busy
 * caller's requests do not wait for the upsert (nor queue it behind searches for a pooled connection); leases of
 * one token (limits under 200) stay exact and synchronous.
 */
export class SharedRateLimiter {
  private readonly leases = new Map<string, Lease>();
  // one refill per key at a time: when a lease runs dry under load, the other requests wait for that refill
  // instead of each queueing its own upsert on the same row
  private readonly refills = new Map<string, Promise<unknown>>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly prefetch = false,
  ) {}

  // `em` may be a function making one: most requests are served from the lease and need none (issue 19)
  async take(emOrMake: EntityManager | (() => EntityManager), key: string, limit: number, windowMs: number, now: Date): Promise<Decision> {
    const em = () => (typeof emOrMake === 'function' ? emOrMake() : emOrMake);
    const t = now.getTime();
    for (;;) {
      const lease = this.leases.get(key);
      // a lease from a window that ended, or from a clock that went back, is void
      if (lease && lease.resetAt > t && lease.resetAt <= t + windowMs) {
        if (lease.left > 0) {
          lease.left--;
          const size = leaseSize(limit);
          if (this.prefetch && size > 1 && lease.left * 2 < size && lease.count < limit && !this.refills.has(key)) {
            this.topUp(em(), key, limit, windowMs, now, lease);
          }
          return { allowed: true, remaining: Math.max(0, limit - lease.count + lease.left), resetAt: new Date(lease.resetAt) };
        }
        // counts only grow within a window: once it is used up, the answer holds until it resets
        if (lease.count >= limit) return { allowed: false, remaining: 0, resetAt: new Date(lease.resetAt) };
      }
      const refill = this.refills.get(key);
      if (!refill) break;
      await refill.catch(() => undefined);
    }
    const size = leaseSize(limit);
    const pending = hitWindow(em(), key, windowMs, now, size);
    this.refills.set(key, pending);
    let bucket: Bucket;
    try {
      bucket = await pending;
    } finally {
      this.refills.delete(key);
    }
    const granted = Math.max(0, Math.min(size, limit - (bucket.count - size)));
    this.remember(key, { resetAt: bucket.resetAt.getTime(), left: Math.max(0, granted - 1), count: bucket.count }, t);
    return { allowed: granted > 0, remaining: Math.max(0, limit - bucket.count + Math.max(0, granted - 1)), resetAt: bucket.resetAt };
  }

  // the next lease, reserved while the current one still serves; its tokens join the current lease if they belong to
  // the same window, else it becomes the lease
  private topUp(em: EntityManager, key: string, limit: number, windowMs: number, now: Date, lease: Lease): void {
    const size = leaseSize(limit);
    const pending = hitWindow(em, key, windowMs, now, size).then(
      (bucket) => {
        const granted = Math.max(0, Math.min(size, limit - (bucket.count - size)));
        const resetAt = bucket.resetAt.getTime();
        const current = this.leases.get(key);
        if (current === lease && current.resetAt === resetAt) {
          current.left += granted;
          current.count = bucket.count;
        } else this.remember(key, { resetAt, left: granted, count: bucket.count }, now.getTime());
      },
      // a failed top-up changes nothing: the next request that finds the lease dry refills it the ordinary way
      () => undefined,
    );
    this.refills.set(key, pending);
    void pending.finally(() => {
      if (this.refills.get(key) === pending) this.refills.delete(key);
    });
  }

  private remember(key: string, lease: Lease, now: number): void {
    this.leases.set(key, lease);
    if (this.leases.size <= this.maxEntries) return;
    for (const [k, l] of this.leases) if (l.resetAt <= now) this.leases.delete(k);
    if (this.leases.size > this.maxEntries) this.leases.clear();
  }
}

/** Drops buckets whose window has passed (they count as absent anyway). */
export async function sweepBuckets(em: EntityManager, now: Date): Promise<void> {
  await em.execute('delete from rate_limit_bucket where reset_at <= ?', [now]);
}
