import { validateAddress, validateTransactionHash } from '@riskscreen/engine';
import type { Chain, ScreenTransactionRequest } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { Caller, WorkspaceScope } from '../../../plugins/auth.ts';
import { buildTransactionReport, type ExposureDeps, resolveChain } from '../../exposure/index.ts';
import { evaluateTransactionPolicies } from '../../rules/index.ts';
import { saveScreenedTransaction } from '../screened-objects/index.ts';
import { refuseEarlyWithoutCredit, traceSettingsOf } from './batch-reads.ts';
import { commitScreening, screeningFindings } from './commit-screening.ts';
import type { ScreeningBatch } from './screening-batch.ts';
import type { ScreeningOptions } from './screening-hooks.ts';
import { refuseTransactionNotFound } from './transaction-not-found.ts';

/** The chain and canonical hash a request names, or the catalogue's errors (deprecated chain, malformed hash). */
export function resolveTransaction(currency: number, identifier: string): { chain: Chain; hash: string } {
  const chain = resolveChain(currency);
  const check = validateTransactionHash(chain.blockchain, identifier);
  if (!check.ok) throw HttpError.fields({ identifier: [check.message] });
  return { chain, hash: check.hash };
}

/**
 * Screen a transaction for a workspace: validate the hash for the chain, build the report (parties, attribution,
 * exposure on both sides), run the workspace's Transaction rules on it, keep it as the workspace's live row, raise
 * the alerts and record the screening event. The customer's type and address are kept only together with a
 * customer id.
 */
export async function screenTransaction(
  deps: ExposureDeps,
  scope: WorkspaceScope,
  caller: Caller,
  input: ScreenTransactionRequest,
  now = new Date(),
  options: ScreeningOptions = {},
) {
  const prepared = await prepareTransactionScreening(deps, scope, caller, input, now, options);
  return prepared.commit(deps.db);
}

/** The reading half of screening a transaction and its writing half as `commit(db)` (see prepareAddressScreening). */
export async function prepareTransactionScreening(
  deps: ExposureDeps,
  scope: WorkspaceScope,
  caller: Caller,
  input: ScreenTransactionRequest,
  now = new Date(),
  options: ScreeningOptions = {},
) {
  const started = performance.now();
  const { chain, hash } = resolveTransaction(input.currency, input.identifier);
  const customer = input.customer_id ? customerOf(chain, input) : null;
  await refuseEarlyWithoutCredit(deps, scope.workspaceId, now);
  const { maxHops, minEdgeUsd } = await traceSettingsOf(deps, scope.workspaceId);
  const report = await buildTransactionReport(deps, chain, hash, {
    maxHops,
    minEdgeUsd,
    now,
    customerAddress: customer?.address ?? null,
  });
  refuseTransactionNotFound(report, chain, customer !== null);
  // Risk is the highest level among the workspace's rules that fire; each firing opens or extends an alert.
  const outcome = await evaluateTransactionPolicies(deps, scope.workspaceId, report, now);
  report.riskLevel = outcome.riskLevel;
  const subject = {
    workspaceId: scope.workspaceId,
    type: 'transaction',
    blockchain: chain.blockchain,
    identifier: hash,
  } as const;
  const commit = async (into: Db, batch?: ScreeningBatch) => {
    const row = await commitScreening(
      into,
      {
        subject,
        caller,
        at: now,
        ...screeningFindings(report, outcome, started, options),
        batch,
        customerId: customer?.id ?? null,
      },
      (trx) =>
        saveScreenedTransaction(trx, {
          workspaceId: scope.workspaceId,
          report,
          customer,
          userId: caller.userId,
        }),
    );
    return { row, report };
  };
  return { report, subject, commit };
}

function customerOf(chain: Chain, input: ScreenTransactionRequest) {
  let address: string | null = null;
  if (input.address) {
    const check = validateAddress(chain.blockchain, input.address);
    if (!check.ok) throw HttpError.fields({ address: [check.message] });
    address = check.address;
  }
  return { id: input.customer_id ?? '', type: input.type ?? null, address };
}
