import { RISK_LEVEL_LABELS, type RiskLevel, type SavedCustodyConfig } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { type JobQueue, queueMail, queueMailDelivery } from '../../platform/index.ts';

type Done = {
  action: 'freeze' | 'reject';
  dryRun: boolean;
  hash: string;
  chainCode: string;
  custodyTxId: string;
  riskLevel: number;
  transactionId: number;
  workspaceSlug: string;
};

/**
 * Tell the notification addresses what the custody integration did (or in Dry Run would have done), when the
 * freezing or the rejection notification is on: queued with the log's update, delivered after it commits.
 */
export async function notifyCustodyAction(
  trx: Db,
  jobs: JobQueue,
  config: SavedCustodyConfig,
  done: Done,
): Promise<void> {
  const enabled =
    done.action === 'freeze'
      ? config.is_freezing_notification_enabled
      : config.is_rejection_notification_enabled;
  if (!enabled || config.notification_emails.length === 0) return;
  const level = RISK_LEVEL_LABELS[done.riskLevel as RiskLevel] ?? String(done.riskLevel);
  const verb = done.action === 'freeze' ? 'frozen' : 'rejected';
  const subject = done.dryRun
    ? `Fireblocks (Dry Run): a ${level} risk transaction would have been ${verb}`
    : `Fireblocks: a ${level} risk transaction was ${verb}`;
  const text = [
    done.dryRun
      ? `Dry Run: the transaction below would have been ${verb} on Fireblocks; nothing was done.`
      : `The transaction below was ${verb} on Fireblocks because of its ${level} risk.`,
    '',
    `Transaction: ${done.hash} (${done.chainCode})`,
    `Fireblocks transaction id: ${done.custodyTxId}`,
    `Risk level: ${level}`,
  ].join('\n');
  await queueMail(
    trx,
    config.notification_emails.map((to) => ({
      to,
      subject,
      text,
      link: `/transactions/${done.transactionId}?workspace=${encodeURIComponent(done.workspaceSlug)}`,
    })),
  );
  await queueMailDelivery(trx, jobs);
}
