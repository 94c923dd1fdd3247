/**
 * A bounded least-recently-used map: entries carry a weight (pairs held), and the oldest go once the total passes
 * the limit. Holds the column store's hot neighbourhoods (an address's pairs on one side, its classification), so
 * screening the same busy area again reads nothing.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.weight;
      this.entries.delete(key);
    }
    const weight = Math.max(1, this.weigh(value));
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.limit) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Entries and total weight held (tests, the benchmark). */
  get size(): { entries: number; weight: number } {
    return { entries: this.entries.size, weight: this.total };
  }
}
