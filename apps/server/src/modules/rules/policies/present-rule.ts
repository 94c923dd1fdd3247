import {
  POLICY_CATEGORY_LABELS,
  POLICY_TYPE_LABELS,
  type PolicyCategory,
  type PolicyType,
  RISK_LEVEL_LABELS,
  RISK_TYPE_LABELS,
  type RiskLevel,
  type RiskType,
  type RuleAction,
  type RuleDto,
  ruleConditionSchema,
  ruleSentence,
} from '@riskscreen/shared';
import type { CustomTagNames } from './custom-tag-names.repo.ts';
import type { RuleRow } from './rules.repo.ts';

/** The directions a rule's conditions look at (1 received, 2 sent, 3 the object itself), sorted. */
export function ruleRiskTypes(conditions: readonly Record<string, unknown>[]): number[] {
  const types = new Set<number>();
  for (const condition of conditions) {
    const list = condition.risk_types;
    if (Array.isArray(list)) for (const t of list) if (typeof t === 'number') types.add(t);
  }
  return [...types].sort();
}

/** A condition in words, naming its custom tag (templates 6, 25, 26) rather than '#<id>'. */
function sentenceOf(condition: Record<string, unknown>, tagNames: CustomTagNames): string {
  const parsed = ruleConditionSchema.safeParse(condition);
  if (!parsed.success) return 'Unknown condition';
  const tag = 'custom_tag' in parsed.data ? tagNames.get(parsed.data.custom_tag) : undefined;
  return ruleSentence(parsed.data, tag === undefined ? {} : { customTagName: tag });
}

/** A rule as the API shows it; `tagNames` holds the names of the custom tags it refers to (customTagNames). */
export function presentRule(row: RuleRow, tagNames: CustomTagNames): RuleDto {
  const riskTypes = ruleRiskTypes(row.rule_conditions);
  return {
    uuid: row.uuid,
    policy: row.policy_id,
    policy_name: row.policy_name,
    policy_enabled: row.policy_enabled,
    policy_type: row.policy_type,
    policy_type_verbose: POLICY_TYPE_LABELS[row.policy_type as PolicyType] ?? '',
    policy_category: row.policy_category,
    policy_category_verbose: POLICY_CATEGORY_LABELS[row.policy_category as PolicyCategory] ?? '',
    policy_is_for_custom_list: row.policy_is_for_custom_list,
    rule_name: row.rule_name,
    is_enabled: row.is_enabled,
    alert_level: row.alert_level,
    alert_level_verbose: RISK_LEVEL_LABELS[row.alert_level as RiskLevel] ?? '',
    custom_tag: row.custom_tag_id,
    custom_tag_name: row.custom_tag_id === null ? null : (tagNames.get(row.custom_tag_id) ?? null),
    action: row.action as RuleAction,
    rule_category: row.rule_category,
    rule_type: row.rule_type,
    rule_conditions: row.rule_conditions,
    condition_sentences: row.rule_conditions.map((condition) => sentenceOf(condition, tagNames)),
    is_only_or_conditions: row.is_only_or_conditions,
    risk_types: riskTypes,
    risk_type_verbose: riskTypes.map((t) => RISK_TYPE_LABELS[t as RiskType] ?? String(t)).join(', '),
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
