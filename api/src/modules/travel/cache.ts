// A bounded TTL cache that also coalesces identical concurrent loads: the travel data provider allows only a few
// requests an hour, so ten people searching Karachi to Dubai at once must cost one upstream call, not ten.
// Failures are not cached (the next caller tries again) but are shared by everyone who waited on that load.
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly inflight = new Map<string, Promise<V>>();
  loads = 0;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // most recently used last, so eviction drops the oldest
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.value);
    }
    if (hit) this.entries.delete(key);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    this.loads++;
    const promise = (async () => {
      try {
        const value = await load();
        this.entries.set(key, { value, expires: this.now() + this.opts.ttlMs });
        while (this.entries.size > this.opts.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
        return value;
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
