import type { FireblocksConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { findLiveRow, setFrozenOnCustody } from '../../screening/index.ts';
import type { TargetGuard } from '../outbound/target-guard.ts';
import { frozenCustodyTxOf, insertCustodyLog } from './custody-logs.repo.ts';
import { fireblocksTransactionAction } from './fireblocks-api.ts';

export const UNFROZEN = 'Transaction was successfully unfrozen on Fireblocks';
const FAILED = 'Failed to unfreeze transaction on Fireblocks';

/**
 * The transaction page's "Unfreeze now" (spec part 2): the custody API's unfreeze of the transaction it froze, then
 * the frozen flag clears; both the release and a failure are in the custody log. On a failure the flag stays and
 * the answer says why (502: the custody service refused or could not be reached).
 */
export async function unfreezeCustodyTransaction(
  deps: { db: Db; guard: TargetGuard; fireblocks: FireblocksConfig },
  who: { workspaceId: number; email: string },
  transactionId: number,
): Promise<{ detail: string }> {
  const { db } = deps;
  const row = await findLiveRow(db, 'transaction', who.workspaceId, transactionId);
  if (!row) throw notFound();
  if (!row.is_frozen_on_fireblocks)
    throw new HttpError(400, 'This transaction is not frozen on Fireblocks.', 'custody_not_frozen');
  const frozen = await frozenCustodyTxOf(db, who.workspaceId, transactionId);
  if (!frozen)
    throw new HttpError(400, `${FAILED}: its Fireblocks transaction is not known.`, 'custody_unknown');
  const answer = await fireblocksTransactionAction(
    deps.fireblocks,
    deps.guard,
    'unfreeze',
    frozen.custodyTxId,
  );
  const entry = {
    workspaceId: who.workspaceId,
    integrationId: frozen.integrationId,
    payload: { action: 'unfreeze', transaction_id: transactionId, requested_by: who.email },
    custodyTxId: frozen.custodyTxId,
    screenedTransactionId: transactionId,
    processedTime: new Date(),
  };
  if (!answer.ok) {
    await insertCustodyLog(db, {
      ...entry,
      status: 'failed',
      statusVerbose: `Unfreeze failed: ${answer.error}`,
    });
    throw new HttpError(502, `${FAILED}: ${answer.error}`, 'custody_unfreeze_failed');
  }
  await db.transaction().execute(async (trx) => {
    await setFrozenOnCustody(trx, who.workspaceId, transactionId, false);
    await insertCustodyLog(trx, { ...entry, status: 'unfrozen', statusVerbose: `Unfrozen by ${who.email}` });
  });
  return { detail: UNFROZEN };
}
