import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import { delistingReason, delistingsSince } from '../../attribution/index.ts';
import { liveResultText, lockLiveRow } from './entity-audit.repo.ts';
import type { EntityEventLog } from './entity-event-log.ts';
import { type EntityEventActor, type EntityEventObject, recordEntityEvent } from './record-entity-event.ts';

type ScreenedObject = EntityEventObject & { type: 'address' | 'transaction' };

/**
 * The live row a save replaces: its id, level and the hash of the investigation tree it stores (null: unknown); and,
 * when a batch read it whole, the columns a save that changes none of them can answer with unread.
 */
export type ReplacedLiveRow = {
  id: number;
  riskLevel: number;
  treeHash: string | null;
  read?: { createdAt: Date; customerId: string | null; customerType: number | null };
};

/**
 * Save a screening's result and log it in one transaction: 'screened' with the risk level when the workspace had
 * no live row for the object, else 'rescreened' with the previous and the new level. The live row is locked
 * first, so the previous level is the one this save replaces. A re-screen whose risk fell after a full
 * publication stopped listing the object or an address its previous screening showed gives that as its reason
 * ("delisted from OFAC SDN on <date>"). Answers the saved row and that delisting reason whether the risk fell or not
 * (a re-screen auto-resolves the alerts of rules that stopped firing with it, decision 0028).
 */
export async function withScreeningEvent<Row extends { id: number; risk_level: number }>(
  db: Db,
  input: {
    object: ScreenedObject;
    actor: EntityEventActor;
    at: Date;
    /** The live row the save replaces when the caller has locked and read it already (null: there is none). */
    previous?: {
      id: number;
      riskLevel: number;
      screenedAt: Date;
      treeHash: string | null;
      createdAt?: Date;
      customerId?: string | null;
      customerType?: number | null;
    } | null;
    /** A batch's log, when the event is written with the batch's others. */
    log?: EntityEventLog | undefined;
    /** A batch's memo of reads that hold through it. */
    reads?: ReadMemo | undefined;
  },
  /** Writes the live row; `liveRow` is the row it replaces (null: there is none), found and locked here. */
  save: (trx: Db, liveRow: ReplacedLiveRow | null) => Promise<Row>,
): Promise<{
  row: Row;
  delisting: string | undefined;
  firstScreening: boolean;
  /** The level the replaced live row had; null for a first screening. */
  previousRiskLevel: number | null;
}> {
  const { object, actor, at } = input;
  return inTransaction(db, async (trx) => {
    const previous =
      input.previous !== undefined
        ? (input.previous ?? undefined)
        : await lockLiveRow(trx, { ...object, destinationTag: object.destinationTag ?? null });
    // Read before the save replaces the previous result, which names the addresses it relied on.
    const delistings =
      previous && object.blockchain !== null
        ? await delistingsSince(trx, {
            blockchain: object.blockchain,
            identifier: object.identifier,
            since: previous.screenedAt,
            until: at,
            mentionedIn: () => liveResultText(trx, object.type, previous.id),
            reads: input.reads,
          })
        : [];
    const row = await save(trx, previous ? replacedRow(previous) : null);
    const delisting = delistingReason(delistings);
    const reason = previous && row.risk_level < previous.riskLevel ? delisting : undefined;
    await recordEntityEvent(trx, {
      object: { ...object, id: row.id },
      actor,
      at,
      log: input.log,
      event:
        previous === undefined
          ? { type: 'screened', context: { risk_level: row.risk_level } }
          : {
              type: 'rescreened',
              context: {
                previous_risk_level: previous.riskLevel,
                risk_level: row.risk_level,
                ...(reason === undefined ? {} : { reason }),
              },
            },
    });
    return {
      row,
      delisting,
      firstScreening: previous === undefined,
      previousRiskLevel: previous?.riskLevel ?? null,
    };
  });
}

function replacedRow(previous: {
  id: number;
  riskLevel: number;
  treeHash: string | null;
  createdAt?: Date;
  customerId?: string | null;
  customerType?: number | null;
}): ReplacedLiveRow {
  const { id, riskLevel, treeHash, createdAt, customerId, customerType } = previous;
  return {
    id,
    riskLevel,
    treeHash,
    ...(createdAt !== undefined && {
      read: { createdAt, customerId: customerId ?? null, customerType: customerType ?? null },
    }),
  };
}
