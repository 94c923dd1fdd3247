import { COMMENT_TYPES, RISK_LEVEL_LABELS } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import type { ExposureDeps } from '../../exposure/index.ts';
import {
  type ActingPerson,
  actingPeopleOf,
  actingPerson,
  objectLink,
  recordComment,
  screenAddress,
} from '../../screening/index.ts';
import type { MonitoredTarget } from './monitored-targets.ts';

/**
 * Who the monitor screens as in a workspace: audited as the system, on behalf of the person who screened the
 * address last while active, else an active organisation admin, else any active user (as the sanctions refresh).
 */
export async function monitorActor(
  db: Db,
  workspaceId: number,
  screenedBy: number | null,
): Promise<ActingPerson | undefined> {
  const row = await actingPeopleOf(db, workspaceId)
    .where('u.is_active', '=', true)
    .orderBy((eb) => eb('u.id', '=', screenedBy ?? -1), 'desc')
    .orderBy('u.is_organization_admin', 'desc')
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  return row && actingPerson(row, 'system');
}

/** What made the monitor screen again: a new transfer, a watched token's transfer, a label import, a rule version. */
export type TriggerKind = 'transfer' | 'watched_token' | 'label_import' | 'rule_change';

const levelName = (level: number | null) =>
  level === null
    ? 'not screened'
    : (RISK_LEVEL_LABELS[level as keyof typeof RISK_LEVEL_LABELS] ?? String(level));

/**
 * Screen a monitored address again through the screening module (its rules raise or extend alerts and auto-resolve
 * as any screening does), then record why: a row of monitor_rescreens, and when the risk level changed a system
 * comment on the address that says from what to what and the reason.
 */
export async function rescreenTarget(
  deps: ExposureDeps,
  actor: ActingPerson,
  target: MonitoredTarget,
  trigger: { kind: TriggerKind; reason: string },
  now = new Date(),
): Promise<{ riskLevel: number }> {
  const identifier =
    target.destinationTag === null ? target.identifier : `${target.identifier}:${target.destinationTag}`;
  const type: 1 | 2 | null =
    target.customerType === 1 || target.customerType === 2 ? target.customerType : null;
  const { row, report } = await screenAddress(
    deps,
    actor.scope,
    actor.caller,
    {
      identifier,
      currency: target.blockchain,
      ...(target.customerId ? { customer_id: target.customerId, type } : {}),
    },
    now,
    { reason: trigger.reason },
  );
  await inTransaction(deps.db, async (trx) => {
    await trx
      .insertInto('monitor_rescreens')
      .values({
        workspace_id: target.workspaceId,
        blockchain: target.blockchain,
        identifier: target.identifier,
        trigger: trigger.kind,
        reason: trigger.reason,
        risk_before: target.riskBefore,
        risk_after: report.riskLevel,
      })
      .execute();
    if (target.riskBefore === report.riskLevel) return;
    const object = { type: 'address' as const, id: row.id };
    await recordComment(trx, {
      workspaceId: target.workspaceId,
      object,
      authorId: null,
      type: COMMENT_TYPES.riskLevelUpdated,
      body: `<p>Monitoring: risk changed from ${levelName(target.riskBefore)} to ${levelName(report.riskLevel)}. ${escapeHtml(trigger.reason)}</p>`,
      link: objectLink(object, actor.scope.slug),
    });
  });
  return { riskLevel: report.riskLevel };
}

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
