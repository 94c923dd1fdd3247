/**
 * A small in-memory cache of built reports with a time to live: an address preview asks for its report from
 * several sub-paths at once (overview, counterparty summaries, tree…), which should build it once. Pending builds
 * are shared; a failed build is not kept. Oldest entries go first when the cache is full.
 */
export class ReportCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; clock?: () => number }) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    const value = build();
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return this.options.clock ? this.options.clock() : Date.now();
  }
}
