import type { CustodyEvent } from '@riskscreen/shared';
import type { JobContext } from '../../platform/index.ts';
import { setFrozenOnCustody } from '../../screening/index.ts';
import { custodyDecision } from './custody-decision.ts';
import { screenableEvent } from './custody-event.ts';
import { findCustodyIntegration } from './custody-integration.ts';
import type { CustodyJobDeps } from './custody-job-deps.ts';
import { type CustodyLogRow, updateCustodyLog } from './custody-logs.repo.ts';
import { notifyCustodyAction } from './custody-notifications.ts';
import { fireblocksTransactionAction } from './fireblocks-api.ts';
import { riskWords } from './screen-custody-event.ts';

/**
 * Freeze or reject a screened transaction on the custody service by the integration's configuration as it is now:
 * Enabled calls the custody API (a freeze marks the transaction frozen), Dry Run only logs what would have been
 * done, Disabled does nothing. A custody API that is down is tried again; its refusal is logged as a failure.
 */
export async function actOnCustodyTransaction(
  deps: CustodyJobDeps,
  log: CustodyLogRow,
  event: CustodyEvent,
  context: JobContext,
): Promise<void> {
  const { db } = deps;
  const transactionId = log.screened_transaction_id;
  const riskLevel = log.risk_level;
  const screenable = screenableEvent(event);
  const integration = await findCustodyIntegration(db, { workspaceId: log.workspace_id });
  if (transactionId === null || riskLevel === null || 'skipped' in screenable || !integration?.config) {
    await updateCustodyLog(db, log.id, {
      status: 'screened',
      statusVerbose: log.status_verbose,
      processed: new Date(),
    });
    return;
  }
  const config = integration.config;
  const level = riskWords(riskLevel);
  const decision = custodyDecision(config, screenable.direction, riskLevel);
  if (decision.action === 'none') {
    await updateCustodyLog(db, log.id, {
      status: 'screened',
      statusVerbose: `Screened: ${level}; no action`,
      processed: new Date(),
    });
    return;
  }
  const verb = decision.action === 'freeze' ? 'frozen' : 'rejected';
  const done = {
    action: decision.action,
    dryRun: decision.dryRun,
    hash: screenable.hash,
    chainCode: screenable.chain.code,
    custodyTxId: screenable.custodyTxId,
    riskLevel,
    transactionId,
    workspaceSlug: integration.workspaceSlug,
  };
  if (decision.dryRun) {
    await db.transaction().execute(async (trx) => {
      await updateCustodyLog(trx, log.id, {
        status: 'dry_run',
        statusVerbose: `Dry Run: would have been ${verb} (${level})`,
        processed: new Date(),
      });
      await notifyCustodyAction(trx, deps.jobs, config, done);
    });
    return;
  }
  const call = decision.action === 'freeze' ? 'freeze' : 'cancel';
  const answer = await fireblocksTransactionAction(deps.fireblocks, deps.guard, call, screenable.custodyTxId);
  if (!answer.ok) {
    const what = decision.action === 'freeze' ? 'Freeze' : 'Rejection';
    if (answer.retryable && !context.finalAttempt) {
      await updateCustodyLog(db, log.id, {
        status: 'screened',
        statusVerbose: `${what} failed, trying again: ${answer.error}`,
      });
      throw new Error(`custody API ${call} failed: ${answer.error}`);
    }
    await updateCustodyLog(db, log.id, {
      status: 'failed',
      statusVerbose: `${what} failed (${level}): ${answer.error}`,
      processed: new Date(),
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    await updateCustodyLog(trx, log.id, {
      status: decision.action === 'freeze' ? 'frozen' : 'rejected',
      statusVerbose: `${decision.action === 'freeze' ? 'Frozen' : 'Rejected'} on Fireblocks (${level})`,
      processed: new Date(),
    });
    if (decision.action === 'freeze') await setFrozenOnCustody(trx, log.workspace_id, transactionId, true);
    await notifyCustodyAction(trx, deps.jobs, config, done);
  });
}
