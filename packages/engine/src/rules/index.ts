export { evaluateCondition } from './evaluate-condition.ts';
export { evaluateRule } from './evaluate-rule.ts';
export { calendarMonth } from './monthly-exposure.ts';
export { riskGrewSince } from './risk-grew.ts';
export { ANOMALY_BASELINE_WINDOWS } from './templates/07-anomaly-detection.ts';
export { RULE_TEMPLATE_EVALUATORS, type TemplateEvaluator } from './templates/index.ts';
export * from './types.ts';
