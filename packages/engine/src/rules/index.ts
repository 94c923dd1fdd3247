export { ANOMALY_BASELINE_WINDOWS } from './anomaly.ts';
export { evaluateCondition } from './evaluate-condition.ts';
export { evaluateRule } from './evaluate-rule.ts';
export { calendarMonth } from './monthly-exposure.ts';
export * from './types.ts';
