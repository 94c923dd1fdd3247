import type { Db } from '../../../db/client.ts';
import { insertEntityEvents, type NewEntityEvent } from './entity-audit.repo.ts';

/**
 * Events recorded during a batch of changes committed in one transaction (a bulk upload's screenings), kept in
 * order and written in one statement by `flush` before the transaction ends: the log reads as if each had been
 * written on the spot. `length` and `rewind` follow a savepoint's rollback.
 */
export class EntityEventLog {
  readonly #events: NewEntityEvent[] = [];

  add(event: NewEntityEvent): void {
    this.#events.push(event);
  }

  get length(): number {
    return this.#events.length;
  }

  /** Take back the events recorded after the first `length` (their savepoint was rolled back). */
  rewind(length: number): void {
    this.#events.splice(length);
  }

  async flush(trx: Db): Promise<void> {
    await insertEntityEvents(trx, this.#events.splice(0));
  }
}
