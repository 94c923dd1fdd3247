import { type PolicyCategory, PolicyType } from '../enums/entities.ts';
import type { RuleTemplate } from './templates/define.ts';
import { RULE_TEMPLATE_DEFINITIONS } from './templates/index.ts';
import { RULE_TEMPLATE_NUMBERS, type RuleTemplateNumber } from './templates/numbers.ts';

export type { RuleTemplate } from './templates/define.ts';
export { isRuleTemplateNumber, RULE_TEMPLATE_NUMBERS, type RuleTemplateNumber } from './templates/numbers.ts';

function catalogueEntry(n: RuleTemplateNumber): RuleTemplate {
  const { number, name, category, itemTypes, isSystem } = RULE_TEMPLATE_DEFINITIONS[n];
  return { number, name, category, itemTypes, isSystem };
}

/**
 * The rule builder catalogue (spec part 3 §5, DESIGN.md §5), from the templates' definitions. Transaction
 * policies offer only 1–3 and 18–20 (a transaction has exposure, but no history of its own for behaviour rules).
 */
export const RULE_TEMPLATES = Object.fromEntries(
  RULE_TEMPLATE_NUMBERS.map((n) => [n, catalogueEntry(n)]),
) as Readonly<Record<RuleTemplateNumber, RuleTemplate>>;

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

/** Does the template apply to objects of this policy type, whatever the category (system rules included)? */
export function isTemplateForPolicyType(template: RuleTemplateNumber, policyType: PolicyType): boolean {
  return RULE_TEMPLATES[template].itemTypes.includes(policyType);
}

/**
 * Templates whose payment type also offers risk type 3, the object itself (what the screened object is attributed
 * to): the direct exposure templates. Not in Transaction policies: a transaction carries no attribution of its own.
 */
export const SELF_RISK_TYPE_TEMPLATES: readonly RuleTemplateNumber[] = RULE_TEMPLATE_NUMBERS.filter(
  (n) => RULE_TEMPLATE_DEFINITIONS[n].canAskAboutItself,
);

export function offersSelfRiskType(template: RuleTemplateNumber, policyType: PolicyType): boolean {
  return policyType !== PolicyType.Transaction && RULE_TEMPLATE_DEFINITIONS[template].canAskAboutItself;
}
