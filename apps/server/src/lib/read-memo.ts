/**
 * Reads that cannot change during one short unit of work (a batch of a bulk upload): the workspace's rules and
 * settings, the organisation's credit check, each chain's data version, and what the batch read ahead for all its
 * rows at once (each address's chain facts, balances and labels). Each key is read once per memo; a read
 * that fails is forgotten, so the next caller reads again. Without a memo (an ordinary request) every read runs.
 */
export class ReadMemo {
  readonly #reads = new Map<string, Promise<unknown>>();

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.#reads.get(key);
    if (known) return known as Promise<T>;
    const reading = load();
    this.#reads.set(key, reading);
    reading.catch(() => this.#reads.delete(key));
    return reading;
  }

  /** Record what a read found for `key` without reading it: a batch's read ahead, or a fresher read. */
  know<T>(key: string, value: T): void {
    this.#reads.set(key, Promise.resolve(value));
  }

  /** Drop what was read for `key`: the next caller reads it again. */
  forget(key: string): void {
    this.#reads.delete(key);
  }
}

/** `load()`, read once per memo when there is one. */
export function readOnce<T>(memo: ReadMemo | undefined, key: string, load: () => Promise<T>): Promise<T> {
  return memo ? memo.read(key, load) : load();
}
