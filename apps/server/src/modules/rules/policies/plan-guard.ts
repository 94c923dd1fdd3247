import { type PlanFlags, PolicyCategory } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { planFlagsOf } from '../../accounts/index.ts';

/** The plan flags of the organisation owning the workspace (server-side enforcement of the rule features). */
export async function workspacePlanFlags(db: Db, workspaceId: number): Promise<PlanFlags> {
  const row = await db
    .selectFrom('workspaces as w')
    .innerJoin('organizations as o', 'o.id', 'w.organization_id')
    .select('o.plan_flags')
    .where('w.id', '=', workspaceId)
    .executeTakeFirst();
  return planFlagsOf(row?.plan_flags);
}

/** Creating, editing or restoring rules is the Custom Rules feature. */
export function requireCustomRules(flags: PlanFlags): void {
  if (!flags.can_edit_rules) throw HttpError.fromCatalogue(403, 'cannot_edit_rules');
}

/** A live rule of a Behaviour policy, or a live Behaviour policy, needs the Behaviour Rules feature. */
export function requireBehaviourRules(flags: PlanFlags, policyCategory: number, enabled: boolean): void {
  if (enabled && policyCategory === PolicyCategory.Behaviour && !flags.can_enable_behaviour_rules) {
    throw HttpError.fromCatalogue(403, 'cannot_enable_behaviour_rules');
  }
}
