import type { RuleClause } from '@riskscreen/shared';

/**
 * How far past its threshold a clause stands, in the direction that means more risk: for "at least" (≥, >) a larger
 * observed value, for "at most" (≤, <) a smaller one. An equality clause has no direction: any other value counts.
 */
function movedTowardsRisk(before: RuleClause, now: RuleClause): boolean {
  if (now.observed === null) return false;
  if (before.observed === null) return true;
  switch (now.operator) {
    case 'gte':
    case 'gt':
      return now.observed > before.observed;
    case 'lte':
    case 'lt':
      return now.observed < before.observed;
    case 'eq':
      return now.observed !== before.observed;
  }
}

/**
 * Whether a rule firing again says more than its alert's latest item: one of its passing clauses is new, or stands
 * further past its threshold than it did there. A re-screen the product makes by itself (the monitor's) adds an item
 * only then, so an alert's items are the steps by which its risk grew, not every wobble of the figures (funds
 * leaving an address lower its exposure; the alert already said the higher figure). Clauses are matched by field,
 * operator and threshold.
 */
export function riskGrewSince(latest: readonly RuleClause[], firing: readonly RuleClause[]): boolean {
  return firing.some((now) => {
    if (!now.passed) return false;
    const before = latest.find(
      (clause) =>
        clause.field === now.field && clause.operator === now.operator && clause.threshold === now.threshold,
    );
    return before === undefined || !before.passed || movedTowardsRisk(before, now);
  });
}
