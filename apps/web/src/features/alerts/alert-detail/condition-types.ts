import type { AlertDto } from '@riskscreen/shared';

/** Rule condition types whose alert has relevant transactions to show (spec part 3 §2.4). */
const TRANSACTION_TYPES = new Set([7, 8, 10, 11, 13, 14, 15, 16, 17, 22, 23, 24]);
/** The system rules of custom lists: no rule block is shown for them. */
const NO_RULE_BLOCK_TYPES = new Set([25, 26]);

function conditionTypes(alert: Pick<AlertDto, 'rule_register'>): number[] {
  return alert.rule_register.rule_conditions
    .map((condition) => Number(condition.rule_condition_type))
    .filter((type) => Number.isInteger(type));
}

export function hasRelevantTransactions(alert: Pick<AlertDto, 'rule_register'>): boolean {
  return conditionTypes(alert).some((type) => TRANSACTION_TYPES.has(type));
}

export function showsRuleBlock(alert: Pick<AlertDto, 'rule_register'>): boolean {
  return !conditionTypes(alert).some((type) => NO_RULE_BLOCK_TYPES.has(type));
}
