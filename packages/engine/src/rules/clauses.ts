import {
  CLAUSE_OPERATOR_SYMBOLS,
  type ClauseOperator,
  formatRuleCount,
  formatRulePercent,
  formatRuleQuantity,
  formatRuleUsd,
  type RuleClause,
} from '@riskscreen/shared';

/**
 * Comparisons tolerate float noise (sums of USD values, shares × 100): a value within a billionth of the
 * threshold counts as equal, so "exactly at the threshold" fires however the figure was summed.
 */
function tolerance(threshold: number): number {
  return 1e-9 * Math.max(1, Math.abs(threshold));
}

export function compare(observed: number, operator: ClauseOperator, threshold: number): boolean {
  const eps = tolerance(threshold);
  switch (operator) {
    case 'gte':
      return observed >= threshold - eps;
    case 'gt':
      return observed > threshold + eps;
    case 'lte':
      return observed <= threshold + eps;
    case 'lt':
      return observed < threshold - eps;
    case 'eq':
      return Math.abs(observed - threshold) <= eps;
  }
}

export type Unit = 'usd' | 'percent' | 'count' | 'days' | 'minutes';

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'usd':
      return formatRuleUsd(value);
    case 'percent':
      return formatRulePercent(value);
    case 'count':
      return formatRuleCount(value);
    case 'days':
      return formatRuleQuantity(value, 'day');
    case 'minutes':
      return formatRuleQuantity(value, 'minute');
  }
}

/** One checked threshold: 'Received from Sanctions (direct): $1,200 ≥ $1,000'. */
export function clause(
  field: string,
  label: string,
  observed: number | null,
  operator: ClauseOperator,
  threshold: number,
  unit: Unit,
): RuleClause {
  const passed = observed !== null && compare(observed, operator, threshold);
  const seen = observed === null ? 'none' : formatValue(observed, unit);
  const text = `${label}: ${seen} ${CLAUSE_OPERATOR_SYMBOLS[operator]} ${formatValue(threshold, unit)}`;
  return { field, observed, threshold, operator, passed, text };
}

export function allPassed(clauses: readonly RuleClause[]): boolean {
  return clauses.length > 0 && clauses.every((c) => c.passed);
}

/** Share of a total in percent; 0 when the total is 0. Multiplies first so 29 of 100 is exactly 29. */
export function percentOf(value: number, total: number): number {
  return total > 0 ? (value * 100) / total : 0;
}
