import type { Db } from '../../../db/client.ts';
import { ReadMemo } from '../../../lib/read-memo.ts';
import { CreditCounter } from '../../accounts/index.ts';
import { type CatalogueChange, publishDomainEventChanges } from '../../platform/index.ts';
import { EntityEventLog } from '../entity-audit/index.ts';
import {
  type AddressRowWrite,
  type LiveRowSubject,
  type LockedLiveRow,
  liveRowKey,
  lockLiveRows,
  writeAddressRows,
} from '../screened-objects/index.ts';
import { insertScreeningEvents, type NewScreeningEvent } from './screening-events.repo.ts';

/** Where a batch stands before a screening's savepoint: what `rewind` takes back if it rolls back. */
export type BatchMark = {
  credits: number;
  events: number;
  entityEvents: number;
  announcements: number;
  rowWrites: number;
};

/**
 * What the screenings one transaction commits together (a bulk upload's batch) share, so the batch costs a few
 * statements where each screening would cost one: the credits they consume (counted once, see CreditCounter), the
 * live rows they replace (locked and read for all at once), and their usage, audit and domain events (written in one
 * statement each by `flush`, before the transaction ends: a batch's screening.done events follow the alert events
 * of all its screenings, all committed at once). A screening that rolls back to its savepoint is taken back by `rewind`.
 */
export class ScreeningBatch {
  readonly credits = new CreditCounter();
  /** The objects' audit events (screened, alerts opened or closed, tags put on), written by `flush`. */
  readonly entityEvents = new EntityEventLog();
  #reads = new ReadMemo();
  readonly #events: NewScreeningEvent[] = [];
  readonly #announcements: CatalogueChange[] = [];
  readonly #rowWrites: AddressRowWrite[] = [];
  #liveRows = new Map<string, LockedLiveRow | null>();
  #lockedObjects: { type: 'address' | 'transaction'; id: number }[] = [];

  /**
   * Settings its screenings read and none of them changes (the workspace's open stage, its case levels, that its
   * case settings row exists).
   */
  get reads(): ReadMemo {
    return this.#reads;
  }

  /**
   * Lock and read, in the batch's transaction, the live rows its screenings will replace: after the organisation's
   * credit (the order a single screening takes them in, so the two never wait on each other in a cycle).
   */
  async lockLiveRows(
    trx: Db,
    workspaceId: number,
    subjects: readonly LiveRowSubject[],
    at: Date,
  ): Promise<void> {
    if (subjects.length === 0) return;
    await this.credits.lockFirst(trx, workspaceId, at);
    this.#liveRows = await lockLiveRows(trx, workspaceId, subjects);
    this.#lockedObjects = subjects.flatMap((subject) => {
      const row = this.#liveRows.get(liveRowKey(subject));
      return row ? [{ type: subject.type, id: row.id }] : [];
    });
  }

  /**
   * The live rows the batch locked (they are its screenings' objects, but for first screenings): what a handler
   * may read ahead for all of them at once, into `reads`.
   */
  get lockedObjects(): readonly { type: 'address' | 'transaction'; id: number }[] {
    return this.#lockedObjects;
  }

  /**
   * The live row a screening replaces, when the batch has read it (null: there is none), taken once: a second
   * screening of the same object in the batch finds the first one's row itself.
   */
  takeLiveRow(subject: LiveRowSubject): LockedLiveRow | null | undefined {
    const key = liveRowKey(subject);
    const row = this.#liveRows.get(key);
    this.#liveRows.delete(key);
    return row;
  }

  /** A screening's usage event, written by `flush`. */
  recordScreening(event: NewScreeningEvent): void {
    this.#events.push(event);
  }

  /**
   * A live row's save that changes neither its level nor its customer (what the screenings' hooks read of a row),
   * written with the batch's others in one statement by `writeLiveRows` (by `flush` at the latest).
   */
  deferAddressRow(write: AddressRowWrite): void {
    this.#rowWrites.push(write);
  }

  /** Write the saves collected so far: before a screening reads a live row the batch did not lock for it. */
  async writeLiveRows(trx: Db): Promise<void> {
    await writeAddressRows(trx, this.#rowWrites.splice(0));
  }

  /** A screening's domain events (screening.done, risk.level_changed), published by `flush`. */
  announce(change: CatalogueChange): void {
    this.#announcements.push(change);
  }

  mark(): BatchMark {
    return {
      credits: this.credits.mark(),
      events: this.#events.length,
      entityEvents: this.entityEvents.length,
      announcements: this.#announcements.length,
      rowWrites: this.#rowWrites.length,
    };
  }

  rewind(mark: BatchMark): void {
    this.credits.rewind(mark.credits);
    this.#events.splice(mark.events);
    this.#announcements.splice(mark.announcements);
    this.#rowWrites.splice(mark.rowWrites);
    this.entityEvents.rewind(mark.entityEvents);
    // The row rolled back may have made what was read (a default stage, the settings row): read it again.
    this.#reads = new ReadMemo();
  }

  /** Write what the batch's screenings left to write, in the batch's transaction. */
  async flush(trx: Db): Promise<void> {
    await this.writeLiveRows(trx);
    await this.entityEvents.flush(trx);
    await insertScreeningEvents(trx, this.#events.splice(0));
    await publishDomainEventChanges(trx, this.#announcements.splice(0));
  }
}
