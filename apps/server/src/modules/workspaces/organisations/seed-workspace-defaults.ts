import { ruleConditionSchema } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { seedWorkflowStages } from '../../alerts/index.ts';
import { DEFAULT_POLICIES, insertPolicy, insertRule } from '../../rules/index.ts';

/**
 * What every workspace starts with: the alert workflow stages and the default policies. Idempotent: a default
 * policy already seeded (by its key) is left alone, even if the workspace edited or disabled it since.
 * Call it inside the transaction that creates the workspace.
 */
export async function seedWorkspaceDefaults(db: Db, workspaceId: number): Promise<void> {
  await seedWorkflowStages(db, workspaceId);
  const seeded = await db
    .selectFrom('policies')
    .select('default_key')
    .where('workspace_id', '=', workspaceId)
    .where('default_key', 'is not', null)
    .execute();
  const present = new Set(seeded.map((p) => p.default_key));
  for (const policy of DEFAULT_POLICIES) {
    if (present.has(policy.key)) continue;
    const policyId = await insertPolicy(
      db,
      workspaceId,
      {
        name: policy.name,
        description: policy.description,
        type: policy.type,
        category: policy.category,
        is_enabled: true,
      },
      null,
      policy.key,
    );
    const target = { id: policyId, workspace_id: workspaceId, type: policy.type, category: policy.category };
    for (const rule of policy.rules) {
      await insertRule(
        db,
        target,
        {
          rule_name: rule.rule_name,
          alert_level: rule.alert_level,
          is_enabled: rule.is_enabled ?? true,
          // Stored exactly as the rule builder would store them.
          rule_conditions: rule.rule_conditions.map((c) => ruleConditionSchema.parse(c)),
          is_only_or_conditions: rule.is_only_or_conditions ?? false,
          custom_tag: null,
          action: 'alert',
        },
        null,
      );
    }
  }
}
