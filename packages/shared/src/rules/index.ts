export * from './catalogue.ts';
export * from './conditions.ts';
export * from './evaluation.ts';
export {
  isSelfRiskTypes,
  RISK_TYPE_LABELS,
  RiskType,
  RULE_CONDITION_FIELDS,
  type RuleConditionField,
} from './fields.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './policy.ts';
export * from './rule.ts';
export * from './sentence.ts';
