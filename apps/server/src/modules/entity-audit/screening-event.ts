import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { lockLiveRiskLevel } from './entity-audit.repo.ts';
import { type EntityEventActor, type EntityEventObject, recordEntityEvent } from './record-entity-event.ts';

type ScreenedObject = EntityEventObject & { type: 'address' | 'transaction' };

/**
 * Save a screening's result and log it in one transaction: 'screened' with the risk level when the workspace had
 * no live row for the object, else 'rescreened' with the previous and the new level. The live row is locked
 * first, so the previous level is the one this save replaces.
 */
export async function withScreeningEvent<Row extends { id: number; risk_level: number }>(
  db: Db,
  input: { object: ScreenedObject; actor: EntityEventActor; at: Date },
  save: (trx: Db) => Promise<Row>,
): Promise<Row> {
  const { object, actor, at } = input;
  return inTransaction(db, async (trx) => {
    const previous = await lockLiveRiskLevel(trx, {
      ...object,
      destinationTag: object.destinationTag ?? null,
    });
    const row = await save(trx);
    await recordEntityEvent(trx, {
      object: { ...object, id: row.id },
      actor,
      at,
      event:
        previous === undefined
          ? { type: 'screened', context: { risk_level: row.risk_level } }
          : { type: 'rescreened', context: { previous_risk_level: previous, risk_level: row.risk_level } },
    });
    return row;
  });
}
