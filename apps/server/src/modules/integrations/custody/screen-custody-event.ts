import { type CustodyEvent, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';
import type { ExposureDeps } from '../../exposure/index.ts';
import { screenTransaction } from '../../screening/index.ts';
import { custodyActor } from './custody-actor.ts';
import { screenableEvent } from './custody-event.ts';
import { findCustodyIntegration } from './custody-integration.ts';
import { type CustodyLogRow, updateCustodyLog, wasCustodyTransactionScreened } from './custody-logs.repo.ts';

/** A risk level as the custody log says it: "Critical risk", "No Risk". */
export function riskWords(level: number): string {
  const label = RISK_LEVEL_LABELS[level as RiskLevel] ?? String(level);
  return /risk$/i.test(label) ? label : `${label} risk`;
}

/**
 * Screen the transaction of a recorded event in the integration's workspace, as the workspace's own screenings are
 * (its rules, alerts and audit). Answers the log as screened, or undefined when the event ends here (not a
 * transaction, no hash yet, screened already, or a screening the chain data refuses).
 */
export async function screenCustodyEvent(
  deps: ExposureDeps,
  log: CustodyLogRow,
  event: CustodyEvent,
): Promise<{ log: CustodyLogRow; event: CustodyEvent } | undefined> {
  const end = async (status: 'skipped' | 'failed', statusVerbose: string) => {
    await updateCustodyLog(deps.db, log.id, { status, statusVerbose, processed: new Date() });
    return undefined;
  };
  const integration = await findCustodyIntegration(deps.db, { workspaceId: log.workspace_id });
  if (!integration?.isActive || !integration.config)
    return end('skipped', 'Skipped: the integration is not active');
  const screenable = screenableEvent(event);
  if ('skipped' in screenable) return end('skipped', screenable.skipped);
  if (await wasCustodyTransactionScreened(deps.db, log.workspace_id, screenable.custodyTxId, log.id))
    return end('skipped', 'Skipped: this Fireblocks transaction was screened already');
  const actor = await custodyActor(deps.db, log.workspace_id);
  if (!actor) return end('failed', 'Failed: no active user is left to screen as');
  let screened: Awaited<ReturnType<typeof screenTransaction>>;
  try {
    screened = await screenTransaction(
      deps,
      actor.scope,
      actor.caller,
      { identifier: screenable.hash, currency: screenable.chain.blockchain },
      new Date(),
      { reason: `Fireblocks transaction ${screenable.custodyTxId}` },
    );
  } catch (error) {
    // The product's own refusals (unknown hash, no credit left) end the event; anything else is tried again.
    if (error instanceof HttpError) return end('failed', `Screening failed: ${error.detail}`);
    throw error;
  }
  const riskLevel = screened.report.riskLevel;
  const statusVerbose = `Screened: ${riskWords(riskLevel)}`;
  await updateCustodyLog(deps.db, log.id, {
    status: 'screened',
    statusVerbose,
    screenedTransactionId: screened.row.id,
    riskLevel,
  });
  return {
    log: {
      ...log,
      status: 'screened',
      status_verbose: statusVerbose,
      screened_transaction_id: screened.row.id,
      risk_level: riskLevel,
    },
    event,
  };
}
