import { PolicyCategory, PolicyType } from '../enums/entities.ts';

export const RULE_TEMPLATE_NUMBERS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
] as const;
export type RuleTemplateNumber = (typeof RULE_TEMPLATE_NUMBERS)[number];

export type RuleTemplate = {
  number: RuleTemplateNumber;
  name: string;
  /** null for the system rules of custom lists (25, 26), which belong to no builder category. */
  category: PolicyCategory | null;
  /** Policy (item) types whose rule builder offers the template. */
  itemTypes: readonly PolicyType[];
  /** System rules are created with custom lists, never from the rule builder. */
  isSystem: boolean;
};

const { Transaction, Address, Customer } = PolicyType;
const ALL = [Transaction, Address, Customer] as const;
const NOT_TRANSACTION = [Address, Customer] as const;
const SOF = PolicyCategory.SourceOfFunds;
const BEHAVIOUR = PolicyCategory.Behaviour;
const ADVANCED = PolicyCategory.SourceOfFundsAdvanced;

function template(
  number: RuleTemplateNumber,
  name: string,
  category: PolicyCategory | null,
  itemTypes: readonly PolicyType[],
  isSystem = false,
): RuleTemplate {
  return { number, name, category, itemTypes, isSystem };
}

/**
 * The rule builder catalogue (spec part 3 §5, DESIGN.md §5). Transaction policies offer only 1–3 and 18–20
 * (a transaction has exposure, but no history of its own for behaviour rules).
 */
export const RULE_TEMPLATES: Readonly<Record<RuleTemplateNumber, RuleTemplate>> = {
  1: template(1, 'Direct exposure to entity types', SOF, ALL),
  2: template(2, 'Direct exposure to entity subtype', SOF, ALL),
  3: template(3, 'Direct exposure to entity names', SOF, ALL),
  4: template(4, 'Direct transfer over amount with entity types', SOF, NOT_TRANSACTION),
  5: template(5, 'Exposure to counterparties with sentiments', SOF, NOT_TRANSACTION),
  6: template(6, 'Exposure to custom tag', SOF, NOT_TRANSACTION),
  7: template(7, 'Anomaly detection', BEHAVIOUR, NOT_TRANSACTION),
  8: template(8, 'Transit address detection', BEHAVIOUR, NOT_TRANSACTION),
  9: template(9, 'High counterparty count', BEHAVIOUR, NOT_TRANSACTION),
  10: template(10, 'Dormant address reactivation', BEHAVIOUR, NOT_TRANSACTION),
  11: template(11, 'Large transaction identification', BEHAVIOUR, NOT_TRANSACTION),
  12: template(12, 'Interaction with young address', BEHAVIOUR, NOT_TRANSACTION),
  13: template(13, 'High transaction fee', BEHAVIOUR, NOT_TRANSACTION),
  14: template(14, 'Range bound transaction', BEHAVIOUR, NOT_TRANSACTION),
  15: template(15, 'High transactions count', BEHAVIOUR, NOT_TRANSACTION),
  16: template(16, 'High total transaction amount', BEHAVIOUR, NOT_TRANSACTION),
  17: template(17, 'Multiple high amount transactions', BEHAVIOUR, NOT_TRANSACTION),
  18: template(18, 'Indirect exposure to entity types', SOF, ALL),
  19: template(19, 'Indirect exposure to entity subtype', SOF, ALL),
  20: template(20, 'Indirect exposure to entity names', SOF, ALL),
  21: template(21, 'Direct and indirect exposure to entity types', SOF, NOT_TRANSACTION),
  22: template(22, 'Monthly received from entity types', ADVANCED, NOT_TRANSACTION),
  23: template(23, 'Monthly sent to entity types', ADVANCED, NOT_TRANSACTION),
  24: template(24, 'Monthly received from and sent to entity types', ADVANCED, NOT_TRANSACTION),
  25: template(25, 'Address on blacklist', null, NOT_TRANSACTION, true),
  26: template(26, 'Address on custom list', null, NOT_TRANSACTION, true),
  27: template(27, 'Is young address', BEHAVIOUR, NOT_TRANSACTION),
  28: template(28, 'Aggregate transfers with counterparties', BEHAVIOUR, NOT_TRANSACTION),
};

export function isRuleTemplateNumber(value: number): value is RuleTemplateNumber {
  return (RULE_TEMPLATE_NUMBERS as readonly number[]).includes(value);
}

/** Templates the rule builder offers for a policy of this type and category (system rules excluded). */
export function templatesFor(policyType: PolicyType, policyCategory: PolicyCategory): RuleTemplate[] {
  return RULE_TEMPLATE_NUMBERS.map((n) => RULE_TEMPLATES[n]).filter(
    (t) => !t.isSystem && t.category === policyCategory && t.itemTypes.includes(policyType),
  );
}

export function isTemplateOffered(
  template: RuleTemplateNumber,
  policyType: PolicyType,
  policyCategory: PolicyCategory,
): boolean {
  const t = RULE_TEMPLATES[template];
  return !t.isSystem && t.category === policyCategory && t.itemTypes.includes(policyType);
}

/**
 * Templates whose payment type also offers risk type 3, the object itself (what the screened object is attributed
 * to): the direct exposure templates. Not in Transaction policies: a transaction carries no attribution of its own.
 */
export const SELF_RISK_TYPE_TEMPLATES: readonly RuleTemplateNumber[] = [1, 2, 3, 21];

export function offersSelfRiskType(template: RuleTemplateNumber, policyType: PolicyType): boolean {
  return policyType !== PolicyType.Transaction && SELF_RISK_TYPE_TEMPLATES.includes(template);
}
