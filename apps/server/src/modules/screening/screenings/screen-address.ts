import { validateAddress } from '@riskscreen/engine';
import type { ScreenAddressRequest } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { Caller, WorkspaceScope } from '../../../plugins/auth.ts';
import { type ExposureDeps, resolveChain, traceAddress } from '../../exposure/index.ts';
import { evaluateAddressPolicies } from '../../rules/index.ts';
import { saveScreenedAddress } from '../screened-objects/index.ts';
import { refuseEarlyWithoutCredit, traceSettingsOf } from './batch-reads.ts';
import { commitScreening, screeningFindings } from './commit-screening.ts';
import type { ScreeningBatch } from './screening-batch.ts';
import type { ScreeningOptions } from './screening-hooks.ts';

/**
 * Screen an address for a workspace: validate it for the chain, build the report (attribution, chain facts,
 * exposure), run the workspace's rules on it, keep it as the workspace's live row, raise the alerts and record the
 * screening event.
 */
export async function screenAddress(
  deps: ExposureDeps,
  scope: WorkspaceScope,
  caller: Caller,
  input: ScreenAddressRequest,
  now = new Date(),
  options: ScreeningOptions = {},
) {
  const prepared = await prepareAddressScreening(deps, scope, caller, input, now, options);
  return prepared.commit(deps.db);
}

/**
 * The reading half of screening an address (validation, report, rules), done outside any transaction, and its
 * writing half as `commit(db)`: a bulk screening commits many of them in one transaction of its own, with its own
 * record of each row in the same unit of work (the chain's graphs are read through the root database, so the
 * reading half must not run inside a transaction on the embedded engine).
 */
export async function prepareAddressScreening(
  deps: ExposureDeps,
  scope: WorkspaceScope,
  caller: Caller,
  input: ScreenAddressRequest,
  now = new Date(),
  options: ScreeningOptions = {},
) {
  const started = performance.now();
  const chain = resolveChain(input.currency);
  const check = validateAddress(chain.blockchain, input.identifier);
  if (!check.ok) throw HttpError.fields({ identifier: [check.message] });
  await refuseEarlyWithoutCredit(deps, scope.workspaceId, now);
  const settings = await traceSettingsOf(deps, scope.workspaceId);
  const traced = await traceAddress(deps, chain, check.address, { ...settings, now });
  const { report } = traced;
  // Risk is the highest level among the workspace's rules that fire; each firing opens or extends an alert.
  const outcome = await evaluateAddressPolicies(deps, scope.workspaceId, traced, now);
  report.riskLevel = outcome.riskLevel;
  const hasCustomer = Boolean(input.customer_id);
  const subject = {
    workspaceId: scope.workspaceId,
    type: 'address',
    blockchain: chain.blockchain,
    identifier: check.address,
    destinationTag: check.destinationTag ?? null,
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
        customerId: hasCustomer ? (input.customer_id ?? null) : null,
      },
      (trx, liveRow, deferTo) =>
        saveScreenedAddress(trx, {
          liveRowId: liveRow?.id ?? null,
          previousTreeHash: liveRow?.treeHash ?? null,
          ...(deferTo && { deferTo }),
          workspaceId: scope.workspaceId,
          report,
          destinationTag: check.destinationTag ?? null,
          customerId: hasCustomer ? (input.customer_id ?? null) : null,
          customerType: hasCustomer ? (input.type ?? null) : null,
          userId: caller.userId,
        }),
    );
    return { row, report };
  };
  return { report, subject, commit };
}
