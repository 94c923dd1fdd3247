import type { RuleConditionOf } from '@riskscreen/shared';
import { inDirections, largest, paymentLabel, riskTypeOf, singleRiskType } from '../activity.ts';
import { clause } from '../clauses.ts';
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
  const checked = clause(
    'transaction_amount_threshold',
    label,
    top?.valueUsd ?? null,
    'gte',
    threshold,
    'usd',
  );
  const riskType = top ? riskTypeOf(top.direction) : singleRiskType(condition.risk_types);
  const category = top?.counterpartyCategories.find((c) => types.includes(c));
  return {
    rule_condition_type: 4,
    fired: checked.passed,
    clauses: [checked],
    context: {
      rule_condition_type: 4,
      transaction_amount_threshold: threshold,
      ...(riskType !== undefined && { risk_type: riskType }),
      ...(top && { transaction_id: top.txHash }),
      ...(category && { tag_type_verbose: category }),
    },
  };
}
