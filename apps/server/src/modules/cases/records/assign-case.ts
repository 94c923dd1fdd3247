import { CaseAssignmentMode, CaseRole, CaseStatus } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { membersWithCaseRole } from './case-people.ts';
import type { CaseSettings } from './case-settings.repo.ts';

/** Open work: a case that is open, escalated or pending approval. */
export const OPEN_CASE_STATUSES = [CaseStatus.Open, CaseStatus.Escalated, CaseStatus.PendingApproval];

/** The member after `last` in id order, wrapping around; the first when `last` is none or gone. */
function nextAfter(members: number[], last: number | null): number | undefined {
  if (last === null) return members[0];
  return members.find((id) => id > last) ?? members[0];
}

/** The member with the fewest cases counted by `counts`, ties to the lowest id. */
function leastLoaded(members: number[], counts: Map<number, number>): number | undefined {
  let best: number | undefined;
  let bestCount = Number.POSITIVE_INFINITY;
  for (const id of members) {
    const count = counts.get(id) ?? 0;
    if (count < bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The agent a new case goes to by the workspace's mode (spec part 3 §4.2): manual none; round robin the agent after
 * the last one assigned; least outstanding the agent with the fewest open cases. The caller holds the settings
 * row's lock (lockCaseSettings), so concurrent creations take their turns and each sees the ones before it.
 */
export async function pickAgent(trx: Db, settings: CaseSettings): Promise<number | null> {
  if (settings.assignmentType === CaseAssignmentMode.Manual) return null;
  const agents = await membersWithCaseRole(trx, settings.workspaceId, CaseRole.Agent);
  if (agents.length === 0) return null;
  let agent: number | undefined;
  if (settings.assignmentType === CaseAssignmentMode.RoundRobin) {
    agent = nextAfter(agents, settings.lastAgentId);
  } else {
    const rows = await trx
      .selectFrom('cases')
      .select(['assigned_to', (eb) => eb.fn.countAll<string>().as('count')])
      .where('workspace_id', '=', settings.workspaceId)
      .where('assigned_to', 'in', agents)
      .where('status', 'in', OPEN_CASE_STATUSES)
      .groupBy('assigned_to')
      .execute();
    agent = leastLoaded(agents, new Map(rows.map((r) => [r.assigned_to ?? 0, Number(r.count)])));
  }
  if (agent === undefined) return null;
  await trx
    .updateTable('case_settings')
    .set({ last_agent_id: agent })
    .where('workspace_id', '=', settings.workspaceId)
    .execute();
  return agent;
}

/**
 * The approver a case waiting for approval goes to (approver assignment 0 round robin, 1 least outstanding among
 * the pending-approval cases), under the settings row's lock like pickAgent; undefined when there is none.
 */
export async function pickApprover(trx: Db, settings: CaseSettings): Promise<number | undefined> {
  const approvers = await membersWithCaseRole(trx, settings.workspaceId, CaseRole.Approver);
  if (approvers.length === 0) return undefined;
  let approver: number | undefined;
  if (settings.approverAssignmentType === 0) {
    approver = nextAfter(approvers, settings.lastApproverId);
  } else {
    const rows = await trx
      .selectFrom('cases')
      .select(['approver_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('workspace_id', '=', settings.workspaceId)
      .where('approver_id', 'in', approvers)
      .where('status', '=', CaseStatus.PendingApproval)
      .groupBy('approver_id')
      .execute();
    approver = leastLoaded(approvers, new Map(rows.map((r) => [r.approver_id ?? 0, Number(r.count)])));
  }
  if (approver === undefined) return undefined;
  await trx
    .updateTable('case_settings')
    .set({ last_approver_id: approver })
    .where('workspace_id', '=', settings.workspaceId)
    .execute();
  return approver;
}
