import { CustomTagType, PolicyCategory, PolicyType, RiskLevel } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { insertPolicy, insertRule, rulesRetired } from '../policies/index.ts';

/** The system policy holding one rule per custom list (templates 25 and 26); seeded on first need. */
export const CUSTOM_LIST_POLICY_KEY = 'custom-lists';

/** What a list's system rule is made from. */
export type ListForRule = {
  id: number;
  workspace_id: number;
  name: string;
  type: number;
  risk_level: number;
  is_active: boolean;
  is_in_custom_list: boolean;
};

/** Lists that raise alerts: the blacklist (template 25) and every custom list (26). The whitelist raises none. */
function templateOf(list: ListForRule): 25 | 26 | null {
  if (list.type === CustomTagType.Blacklist) return 25;
  if (list.type === CustomTagType.Custom && list.is_in_custom_list) return 26;
  return null;
}

/** rules.alert_level is 1–5; a list at No Risk keeps 1 there, and the engine raises nothing for it. */
function ruleLevel(riskLevel: number): number {
  return Math.min(RiskLevel.Critical, Math.max(RiskLevel.Info, riskLevel));
}

async function ensureListPolicy(db: Db, workspaceId: number): Promise<number> {
  const found = await db
    .selectFrom('policies')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('default_key', '=', CUSTOM_LIST_POLICY_KEY)
    .executeTakeFirst();
  if (found) return found.id;
  const id = await insertPolicy(
    db,
    workspaceId,
    {
      name: 'Custom Lists',
      description:
        'Alerts on addresses that are on the blacklist or on a custom list, at the list’s risk level.',
      type: PolicyType.Address,
      category: PolicyCategory.SourceOfFunds,
      is_enabled: true,
    },
    null,
    CUSTOM_LIST_POLICY_KEY,
  );
  await db.updateTable('policies').set({ is_for_custom_list: true }).where('id', '=', id).execute();
  return id;
}

/**
 * Keep a list's system rule in step with the list: created with the list, renamed, re-levelled and toggled with
 * it. Turning a list off sends the rule's active alerts to Inactive, as disabling any rule does.
 */
export async function syncListRule(db: Db, list: ListForRule): Promise<void> {
  const template = templateOf(list);
  if (template === null) return;
  const existing = await db
    .selectFrom('rules')
    .select(['id', 'is_enabled'])
    .where('workspace_id', '=', list.workspace_id)
    .where('custom_tag_id', '=', list.id)
    .where('policy_id', 'in', (eb) =>
      eb
        .selectFrom('policies')
        .select('id')
        .where('workspace_id', '=', list.workspace_id)
        .where('is_for_custom_list', '=', true),
    )
    .executeTakeFirst();
  if (!existing) {
    const policyId = await ensureListPolicy(db, list.workspace_id);
    await insertRule(
      db,
      {
        id: policyId,
        workspace_id: list.workspace_id,
        type: PolicyType.Address,
        category: PolicyCategory.SourceOfFunds,
      },
      {
        rule_name: list.name,
        alert_level: ruleLevel(list.risk_level),
        is_enabled: list.is_active,
        rule_conditions: [{ rule_condition_type: template, custom_tag: list.id }],
        is_only_or_conditions: false,
        custom_tag: list.id,
        action: 'alert',
      },
      null,
    );
    return;
  }
  await db
    .updateTable('rules')
    .set({
      rule_name: list.name,
      alert_level: ruleLevel(list.risk_level),
      is_enabled: list.is_active,
      updated_at: new Date(),
    })
    .where('id', '=', existing.id)
    .execute();
  if (existing.is_enabled && !list.is_active) {
    await rulesRetired.run(db, { workspaceId: list.workspace_id, ruleIds: [existing.id] });
  }
}

/** A deleted list's rule goes with it (its alerts too: they belong to a rule that no longer exists). */
export async function deleteListRule(db: Db, workspaceId: number, listId: number): Promise<void> {
  await db
    .deleteFrom('rules')
    .where('workspace_id', '=', workspaceId)
    .where('custom_tag_id', '=', listId)
    .where('policy_id', 'in', (eb) =>
      eb
        .selectFrom('policies')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('is_for_custom_list', '=', true),
    )
    .execute();
}
