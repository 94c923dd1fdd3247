/**
 * Reads that cannot change during one short unit of work (a batch of a bulk upload): the workspace's rules and
 * settings, the organisation's credit check, each chain's data version. Each key is read once per memo; a read
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
}

/** `load()`, read once per memo when there is one. */
export function readOnce<T>(memo: ReadMemo | undefined, key: string, load: () => Promise<T>): Promise<T> {
  return memo ? memo.read(key, load) : load();
}
