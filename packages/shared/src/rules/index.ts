export * from './catalogue.ts';
export * from './conditions.ts';
export * from './evaluation.ts';
export {
  ENTITY_NAME_LIMITS,
  isSelfRiskTypes,
  RISK_TYPE_LABELS,
  RiskType,
  RULE_CONDITION_FIELDS,
  type RuleConditionField,
} from './fields.ts';
export * from './format.ts';
export * from './messages.ts';
export { RULE_NUMBER_LIMITS } from './number-fields.ts';
export * from './policy.ts';
export * from './rule.ts';
export { MAX_RULE_CONDITIONS } from './rule-conditions.ts';
export * from './sentence.ts';
export * from './template-facts.ts';
export { RULE_FACTS, type RuleFact, type RuleTemplateDefinition } from './templates/define.ts';
export { RULE_TEMPLATE_DEFINITIONS, type RuleTemplateParams, ruleTemplate } from './templates/index.ts';
export { isAbsentField } from './typed-fields.ts';
