import type { RuleConditionOf } from '@riskscreen/shared';
import { inDirections, inWindow, paymentPhrase, singleRiskType } from '../activity.ts';
import { clause, formatValue } from '../clauses.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 9: distinct counterparties within the analysis window ≥ counterparty_threshold. */
export function evaluateHighCounterpartyCount(
  condition: RuleConditionOf<9>,
  input: RuleInput,
): ConditionEvaluation {
  const recent = inWindow(
    inDirections(input.transfers, condition.risk_types),
    input.now,
    condition.analysis_window,
  );
  const count = new Set(recent.map((t) => t.counterparty)).size;
  const label = `${paymentPhrase(condition.risk_types)} counterparties within ${formatValue(condition.analysis_window, 'days')}`;
  const checked = clause(
    'counterparty_threshold',
    label,
    count,
    'gte',
    condition.counterparty_threshold,
    'count',
  );
  const riskType = singleRiskType(condition.risk_types);
  return {
    rule_condition_type: 9,
    fired: checked.passed,
    clauses: [checked],
    context: {
      rule_condition_type: 9,
      analysis_window: condition.analysis_window,
      ...(riskType !== undefined && { risk_type: riskType }),
    },
  };
}
