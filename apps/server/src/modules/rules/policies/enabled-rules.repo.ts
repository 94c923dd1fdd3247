import {
  PolicyCategory,
  type PolicyType,
  type RiskLevel,
  type RuleAction,
  type RuleCondition,
  ruleConditionSchema,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { planFlagsOf } from '../../accounts/index.ts';

/** A rule ready to evaluate: its conditions parsed with the rule builder's schema. */
export type LoadedRule = {
  id: number;
  policyId: number;
  policyCategory: number;
  ruleName: string;
  alertLevel: RiskLevel;
  conditions: RuleCondition[];
  isOnlyOrConditions: boolean;
  action: RuleAction;
  customTagId: number | null;
};

/**
 * The enabled rules of the workspace's enabled policies of one type, in one query. Behaviour rules run only when
 * the organisation's plan enables them. A stored condition the schema no longer accepts makes its rule skip (it
 * cannot fire) rather than fail the screening.
 */
export async function loadEnabledRules(db: Db, workspaceId: number, type: PolicyType): Promise<LoadedRule[]> {
  const rows = await db
    .selectFrom('rules as r')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .innerJoin('organizations as o', 'o.id', 'w.organization_id')
    .select([
      'r.id',
      'r.policy_id',
      'r.rule_name',
      'r.alert_level',
      'r.rule_conditions',
      'r.is_only_or_conditions',
      'r.action',
      'r.custom_tag_id',
      'p.category',
      'o.plan_flags',
    ])
    .where('p.workspace_id', '=', workspaceId)
    .where('r.workspace_id', '=', workspaceId)
    .where('p.type', '=', type)
    .where('p.is_enabled', '=', true)
    .where('r.is_enabled', '=', true)
    .orderBy('r.id')
    .execute();
  const loaded: LoadedRule[] = [];
  for (const row of rows) {
    if (
      row.category === PolicyCategory.Behaviour &&
      !planFlagsOf(row.plan_flags).can_enable_behaviour_rules
    ) {
      continue;
    }
    const conditions: RuleCondition[] = [];
    for (const stored of row.rule_conditions) {
      const parsed = ruleConditionSchema.safeParse(stored);
      if (parsed.success) conditions.push(parsed.data);
    }
    if (conditions.length === 0 || conditions.length !== row.rule_conditions.length) continue;
    loaded.push({
      id: row.id,
      policyId: row.policy_id,
      policyCategory: row.category,
      ruleName: row.rule_name,
      alertLevel: row.alert_level as RiskLevel,
      conditions,
      isOnlyOrConditions: row.is_only_or_conditions,
      action: row.action === 'alert_and_tag' ? 'alert_and_tag' : 'alert',
      customTagId: row.custom_tag_id,
    });
  }
  return loaded;
}
