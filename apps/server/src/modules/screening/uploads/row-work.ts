import { validateAddress } from '@riskscreen/engine';
import { RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { type ExposureDeps, resolveChain } from '../../exposure/index.ts';
import { changeNamedListEntry } from '../../rules/index.ts';
import { findLiveRowOf, type LiveRowSubject } from '../screened-objects/index.ts';
import {
  archiveScreenedObject,
  prepareAddressScreening,
  prepareTransactionScreening,
  resolveTransaction,
  type ScreeningBatch,
} from '../screenings/index.ts';
import type { UploadActor } from './upload-actor.ts';
import type { RowCommand } from './upload-rows.ts';

/** What a row gave: the response file's columns (risk level for screenings) and the screened row's id. */
export type RowResult = {
  risk_level: number | null;
  risk_level_verbose: string;
  screened_id: number | null;
  error: string | null;
};

const screened = (row: { id: number; risk_level: number }): RowResult => ({
  risk_level: row.risk_level,
  risk_level_verbose: RISK_LEVEL_LABELS[row.risk_level as RiskLevel] ?? '',
  screened_id: row.id,
  error: null,
});
const done: RowResult = { risk_level: null, risk_level_verbose: '', screened_id: null, error: null };

/** The stored spelling of a row's object on its chain (validation errors are the row's own). */
function canonical(command: { object: 'address' | 'transaction'; currency: number; identifier: string }) {
  if (command.object === 'transaction') {
    const { chain, hash } = resolveTransaction(command.currency, command.identifier);
    return { blockchain: chain.blockchain, identifier: hash };
  }
  const chain = resolveChain(command.currency);
  const check = validateAddress(chain.blockchain, command.identifier);
  if (!check.ok) throw HttpError.fields({ identifier: [check.message] });
  return { blockchain: chain.blockchain, identifier: check.address };
}

/** Archive a row's live address or transaction, in the batch's transaction. */
export async function archiveRow(
  trx: Db,
  actor: UploadActor,
  command: Extract<RowCommand, { kind: 'archive' }>,
): Promise<RowResult> {
  const { caller, scope } = actor;
  const object = canonical(command);
  const live = await findLiveRowOf(trx, command.object, scope.workspaceId, object);
  const archived =
    live !== undefined &&
    (await archiveScreenedObject(trx, command.object, {
      workspaceId: scope.workspaceId,
      id: live.id,
      caller,
    }));
  if (!archived)
    throw HttpError.fields({ identifier: [`There is no screened ${command.object} to archive.`] });
  return done;
}

/**
 * The reading half of a row's screening (validation, report, rules: outside any transaction, since the chain's
 * graphs are read through the root database), and its writing half for the batch's transaction.
 */
export async function prepareScreeningRow(
  deps: ExposureDeps,
  actor: UploadActor,
  command: Extract<RowCommand, { kind: 'screen' }>,
  now: Date,
): Promise<{ subject: LiveRowSubject; write: (trx: Db, batch: ScreeningBatch) => Promise<RowResult> }> {
  const { caller, scope } = actor;
  const request = {
    identifier: command.identifier,
    currency: command.currency,
    customer_id: command.customerId,
    type: command.customerType,
  };
  const prepared =
    command.object === 'address'
      ? await prepareAddressScreening(deps, scope, caller, request, now)
      : await prepareTransactionScreening(
          deps,
          scope,
          caller,
          { ...request, address: command.customerAddress },
          now,
        );
  return {
    subject: prepared.subject,
    write: async (trx, batch) => screened((await prepared.commit(trx, batch)).row),
  };
}

/** A custom list row: the list changes on the caller's transaction (the upload records the row with it). */
export async function performListRow(
  trx: Db,
  actor: UploadActor,
  command: Extract<RowCommand, { kind: 'list' }>,
): Promise<RowResult> {
  await changeNamedListEntry(trx, {
    workspaceId: actor.scope.workspaceId,
    userId: actor.caller.userId,
    listName: command.listName,
    address: command.address,
    action: command.action,
  });
  return done;
}
