import type { HistoryKind } from '@riskscreen/shared';

/** The versioned fields of a policy and of a rule (spec part 3 §3, policy history entry). */
export type PolicyFields = { name: string; description: string; is_enabled: boolean };
export type RuleFields = {
  rule_name: string;
  alert_level: number;
  is_enabled: boolean;
  rule_conditions: Record<string, unknown>[];
  is_only_or_conditions: boolean;
  custom_tag: number | null;
  action: string;
};

export function policyChangeKinds(before: PolicyFields | null, after: PolicyFields): HistoryKind[] {
  if (!before) return ['policy_created'];
  const kinds: HistoryKind[] = [];
  if (before.name !== after.name || before.description !== after.description) kinds.push('policy_edited');
  if (before.is_enabled !== after.is_enabled) kinds.push('policy_status_changed');
  return kinds;
}

export function ruleChangeKinds(before: RuleFields | null, after: RuleFields): HistoryKind[] {
  if (!before) return ['rule_created'];
  const kinds: HistoryKind[] = [];
  if (before.is_enabled !== after.is_enabled) kinds.push('rule_status_changed');
  if (before.rule_name !== after.rule_name || before.alert_level !== after.alert_level)
    kinds.push('rule_edited');
  if (before.rule_conditions.length !== after.rule_conditions.length) kinds.push('conditions_changed');
  else if (
    conditionFieldChanges(before.rule_conditions, after.rule_conditions).length > 0 ||
    before.is_only_or_conditions !== after.is_only_or_conditions
  ) {
    kinds.push('condition_fields_changed');
  }
  return kinds;
}

/** Same-count condition changes, by field: for each condition index, the fields whose values differ. */
export function conditionFieldChanges(
  before: readonly Record<string, unknown>[],
  after: readonly Record<string, unknown>[],
): { index: number; fields: string[] }[] {
  if (before.length !== after.length) return [];
  const changes: { index: number; fields: string[] }[] = [];
  after.forEach((condition, index) => {
    const old = before[index] ?? {};
    const keys = new Set([...Object.keys(old), ...Object.keys(condition)]);
    const fields = [...keys].filter((k) => JSON.stringify(old[k]) !== JSON.stringify(condition[k])).sort();
    if (fields.length > 0) changes.push({ index, fields });
  });
  return changes;
}
