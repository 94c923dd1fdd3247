import type { RuleConditionOf } from '@riskscreen/shared';
import { inDirections, largest, paymentLabel } from '../activity.ts';
import { decidedByClause, largestAmountClause, reportedContext } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/**
 * Template 4: one transfer of at least the amount with a counterparty of the chosen entity types (the direct
 * counterparty's own categories). The largest such transfer is the one reported.
 */
export function evaluateDirectTransferOverAmount(
  condition: RuleConditionOf<4>,
  input: RuleInput,
): ConditionEvaluation {
  const types = condition.entity_types;
  const candidates = inDirections(input.transfers, condition.risk_types).filter((t) =>
    t.counterpartyCategories.some((c) => types.includes(c)),
  );
  const top = largest(candidates, (t) => t.valueUsd);
  const label = top
    ? `Transfer ${paymentLabel(top.direction).toLowerCase()} ${types.join(' or ')}`
    : `Transfer with ${types.join(' or ')}`;
  const threshold = condition.transaction_amount_threshold;
  const checked = largestAmountClause(label, top, threshold);
  const category = top?.counterpartyCategories.find((c) => types.includes(c));
  return decidedByClause(checked, {
    rule_condition_type: 4,
    transaction_amount_threshold: threshold,
    ...reportedContext(top, condition.risk_types),
    ...(category && { tag_type_verbose: category }),
  });
}
