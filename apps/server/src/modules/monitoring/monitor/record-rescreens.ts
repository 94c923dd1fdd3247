import { COMMENT_TYPES, RISK_LEVEL_LABELS } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { recordSystemComments } from '../../screening/index.ts';
import type { MonitoredTarget } from './monitored-targets.ts';

/** What made the monitor screen again: a new transfer, a watched token's transfer, a label import, a rule version. */
export type TriggerKind = 'transfer' | 'watched_token' | 'label_import' | 'rule_change';
export type Trigger = { kind: TriggerKind; reason: string };

/** A re-screen done: the target, why, the live row it saved and the level it found. */
export type Rescreened = { target: MonitoredTarget; trigger: Trigger; rowId: number; riskAfter: number };

const levelName = (level: number | null) =>
  level === null
    ? 'not screened'
    : (RISK_LEVEL_LABELS[level as keyof typeof RISK_LEVEL_LABELS] ?? String(level));

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Record why, in the re-screens' transaction (one statement each for the whole batch): a row of monitor_rescreens
 * per re-screen, and when the risk level changed a system comment on the address that says from what to what and
 * the reason.
 */
export async function recordRescreens(trx: Db, done: readonly Rescreened[]): Promise<void> {
  if (done.length === 0) return;
  await trx
    .insertInto('monitor_rescreens')
    .values(
      done.map(({ target, trigger, riskAfter }) => ({
        workspace_id: target.workspaceId,
        blockchain: target.blockchain,
        identifier: target.identifier,
        trigger: trigger.kind,
        reason: trigger.reason,
        risk_before: target.riskBefore,
        risk_after: riskAfter,
      })),
    )
    .execute();
  await recordSystemComments(
    trx,
    done
      .filter(({ target, riskAfter }) => target.riskBefore !== riskAfter)
      .map(({ target, trigger, rowId, riskAfter }) => ({
        workspaceId: target.workspaceId,
        object: { type: 'address' as const, id: rowId },
        type: COMMENT_TYPES.riskLevelUpdated,
        body: `<p>Monitoring: risk changed from ${levelName(target.riskBefore)} to ${levelName(riskAfter)}. ${escapeHtml(trigger.reason)}</p>`,
      })),
  );
}
