import {
  RULE_TEMPLATE_FIELDS,
  type RuleAction,
  type RuleConditionField,
  type RuleDto,
  type RuleTemplateNumber,
} from '@riskscreen/shared';

/**
 * The rule builder's working copy of a rule. Values stay as the inputs hold them (numbers may be text while
 * typed); the shared zod schemas turn them into a rule, exactly as the server does.
 */
export type ConditionValue = string | number | number[] | string[] | null | undefined;
export type ConditionDraft = {
  /** Stable React key: conditions can be added and removed in any order. */
  key: string;
  rule_condition_type: RuleTemplateNumber;
  values: Partial<Record<RuleConditionField, ConditionValue>>;
};

export type RuleDraft = {
  rule_name: string;
  alert_level: number | null;
  is_enabled: boolean;
  is_only_or_conditions: boolean;
  action: RuleAction;
  custom_tag: number | null;
  conditions: ConditionDraft[];
};

/** The create/edit body of spec §7.3 before validation. */
export type RuleInput = {
  rule_name: string;
  alert_level: number | null;
  is_enabled: boolean;
  is_only_or_conditions: boolean;
  action: RuleAction;
  custom_tag: number | null;
  rule_conditions: Record<string, unknown>[];
};

/** Does a payment type value choose the object itself (risk type 3)? */
export function isSelfChoice(value: ConditionValue): boolean {
  return Array.isArray(value) && value.length === 1 && Number(value[0]) === 3;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `condition-${nextKey}`;
}

/** A new condition of a template: both directions, every other field empty for the user to fill. */
export function emptyCondition(template: RuleTemplateNumber): ConditionDraft {
  const values: ConditionDraft['values'] = {};
  for (const field of RULE_TEMPLATE_FIELDS[template]) {
    if (field === 'risk_types' || field === 'inactivity_types') values[field] = [1, 2];
    else if (['entity_types', 'entity_subtypes', 'entity_names', 'sentiments'].includes(field))
      values[field] = [];
    else values[field] = '';
  }
  return { key: newKey(), rule_condition_type: template, values };
}

export function emptyRule(template: RuleTemplateNumber | undefined): RuleDraft {
  return {
    rule_name: '',
    alert_level: null,
    is_enabled: true,
    is_only_or_conditions: false,
    action: 'alert',
    custom_tag: null,
    conditions: template === undefined ? [] : [emptyCondition(template)],
  };
}

function asValue(value: unknown): ConditionValue {
  if (typeof value === 'string' || typeof value === 'number' || value === null) return value;
  if (Array.isArray(value)) {
    return value.every((v) => typeof v === 'number') ? (value as number[]) : value.map(String);
  }
  return undefined;
}

/** A saved rule as the builder edits it. Unset uppers (stored as absent) show as empty fields. */
export function draftOf(rule: RuleDto): RuleDraft {
  return {
    rule_name: rule.rule_name,
    alert_level: rule.alert_level,
    is_enabled: rule.is_enabled,
    is_only_or_conditions: rule.is_only_or_conditions,
    action: rule.action,
    custom_tag: rule.custom_tag,
    conditions: rule.rule_conditions.map((stored) => {
      const template = Number(stored.rule_condition_type) as RuleTemplateNumber;
      const draft = emptyCondition(template);
      for (const field of RULE_TEMPLATE_FIELDS[template] ?? []) {
        if (stored[field] !== undefined) draft.values[field] = asValue(stored[field]);
      }
      return draft;
    }),
  };
}

/** One condition as the schemas take it: only the template's own fields. */
export function conditionInput(condition: ConditionDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { rule_condition_type: condition.rule_condition_type };
  for (const field of RULE_TEMPLATE_FIELDS[condition.rule_condition_type]) {
    const value = condition.values[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

export function ruleInput(draft: RuleDraft): RuleInput {
  return {
    rule_name: draft.rule_name,
    alert_level: draft.alert_level,
    is_enabled: draft.is_enabled,
    is_only_or_conditions: draft.is_only_or_conditions,
    action: draft.action,
    custom_tag: draft.custom_tag,
    rule_conditions: draft.conditions.map(conditionInput),
  };
}
