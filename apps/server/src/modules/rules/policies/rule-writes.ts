import {
  type PolicyCategory,
  type PolicyType,
  ruleConditionSchema,
  ruleCreateSchemaFor,
  ruleUpdateSchemaFor,
} from '@riskscreen/shared';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { findRuleVersion } from './history.repo.ts';
import type { RuleFields } from './history-kinds.ts';
import { parseBody } from './parse-body.ts';
import { requireBehaviourRules, requireCustomRules, workspacePlanFlags } from './plan-guard.ts';
import type { PolicyRow } from './policies.repo.ts';
import { insertRule, type RuleRow, ruleFieldsOf, updateRule } from './rules.repo.ts';
import { rulesRetired } from './rules-retired.ts';

function builderPolicy(policy: PolicyRow): { type: PolicyType; category: PolicyCategory } {
  return { type: policy.type as PolicyType, category: policy.category as PolicyCategory };
}

/** The Custom Lists policy's rules are made and changed by their lists (Settings › Custom Lists), never directly. */
function requireBuilderRules(policy: PolicyRow): void {
  if (policy.is_for_custom_list) {
    throw new HttpError(
      403,
      'The rules of custom lists follow their list: change the list instead.',
      'custom_list_rule',
    );
  }
}

/** A custom tag of 0 (or '') means none. */
function withoutEmptyTag(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const tag = (body as Record<string, unknown>).custom_tag;
  return tag === 0 || tag === '0' || tag === '' ? { ...body, custom_tag: null } : body;
}

/**
 * Custom tags named by a rule (its own tag, or a custom list condition's) must be the workspace's: an id of another
 * workspace's tag is answered as if it did not exist, so ids of other workspaces are not probed through rules.
 */
async function requireOwnCustomTags(
  db: Db,
  workspaceId: number,
  input: { custom_tag?: number | null; rule_conditions: readonly unknown[] },
): Promise<void> {
  const named = new Map<string, number>();
  if (input.custom_tag != null) named.set('custom_tag', input.custom_tag);
  input.rule_conditions.forEach((condition, index) => {
    const tag = (condition as { custom_tag?: unknown }).custom_tag;
    if (typeof tag === 'number') named.set(`rule_conditions.${index}.custom_tag`, tag);
  });
  if (named.size === 0) return;
  const own = await db
    .selectFrom('custom_tags')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...new Set(named.values())])
    .execute();
  const ownIds = new Set(own.map((row) => row.id));
  const fields: Record<string, string[]> = {};
  for (const [field, id] of named) if (!ownIds.has(id)) fields[field] = ['Custom tag not found'];
  if (Object.keys(fields).length > 0) throw HttpError.fields(fields);
}

/** Add Rule: the builder's validation for this policy, the plan's features, then version 1. Returns the uuid. */
export async function createRule(db: Db, policy: PolicyRow, body: unknown, userId: number): Promise<string> {
  requireBuilderRules(policy);
  const flags = await workspacePlanFlags(db, policy.workspace_id);
  requireCustomRules(flags);
  const input = parseBody(ruleCreateSchemaFor(builderPolicy(policy)), withoutEmptyTag(body));
  requireBehaviourRules(flags, policy.category, input.is_enabled);
  await requireOwnCustomTags(db, policy.workspace_id, input);
  return db.transaction().execute((trx) =>
    insertRule(
      trx,
      policy,
      {
        rule_name: input.rule_name,
        alert_level: input.alert_level,
        is_enabled: input.is_enabled,
        rule_conditions: input.rule_conditions,
        is_only_or_conditions: input.is_only_or_conditions,
        custom_tag: input.custom_tag ?? null,
        action: input.action,
      },
      userId,
    ),
  );
}

/**
 * Edit Rule: name, level, status and conditions (the custom tag and the action are locked). A saved change makes
 * the rule's active alerts inactive (spec part 3 §4.3: the edit asks to confirm exactly that).
 */
export async function editRule(
  db: Db,
  policy: PolicyRow,
  rule: RuleRow,
  body: unknown,
  userId: number,
): Promise<void> {
  requireBuilderRules(policy);
  const flags = await workspacePlanFlags(db, policy.workspace_id);
  requireCustomRules(flags);
  const input = parseBody(ruleUpdateSchemaFor(builderPolicy(policy)), body);
  if (input.is_enabled && !rule.is_enabled) requireBehaviourRules(flags, policy.category, true);
  await requireOwnCustomTags(db, policy.workspace_id, input);
  const after: RuleFields = {
    ...ruleFieldsOf(rule),
    rule_name: input.rule_name,
    alert_level: input.alert_level,
    is_enabled: input.is_enabled,
    rule_conditions: input.rule_conditions,
    is_only_or_conditions: input.is_only_or_conditions,
  };
  await db.transaction().execute(async (trx) => {
    const kinds = await updateRule(trx, rule, after, userId);
    if (kinds.length > 0) await rulesRetired.run(trx, { workspaceId: rule.workspace_id, ruleIds: [rule.id] });
  });
}

const storedVersion = z.object({
  rule_name: z.string().min(1),
  alert_level: z.number().int().min(1).max(5),
  is_enabled: z.boolean(),
  rule_conditions: z.array(ruleConditionSchema).min(1),
  is_only_or_conditions: z.boolean(),
});

/**
 * Restore a version from the rule's audit trail as a new version; existing alerts are left as they are (spec part 3
 * §4.3), except that restoring a disabled version disables the rule, and a disabled rule's active alerts become
 * inactive exactly as when it is switched off.
 */
export async function revertRule(
  db: Db,
  policy: PolicyRow,
  rule: RuleRow,
  versionId: number,
  userId: number,
): Promise<void> {
  requireBuilderRules(policy);
  const flags = await workspacePlanFlags(db, policy.workspace_id);
  requireCustomRules(flags);
  const stored = await findRuleVersion(db, rule.workspace_id, rule.id, versionId);
  if (!stored) throw notFound();
  const version = parseBody(storedVersion, stored);
  if (version.is_enabled && !rule.is_enabled) requireBehaviourRules(flags, policy.category, true);
  await db.transaction().execute(async (trx) => {
    await updateRule(trx, rule, { ...ruleFieldsOf(rule), ...version }, userId, true);
    if (!version.is_enabled)
      await rulesRetired.run(trx, { workspaceId: rule.workspace_id, ruleIds: [rule.id] });
  });
}
