import type { RuleConditionOf } from '@riskscreen/shared';
import { paymentPhrase } from '../activity.ts';
import { formatValue } from '../clauses.ts';
import { counterpartyCountClause, decidedByClause } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';
import { recentTransfers, windowContext } from '../window-activity.ts';

/** Template 9: distinct counterparties within the analysis window ≥ counterparty_threshold. */
export function evaluateHighCounterpartyCount(
  condition: RuleConditionOf<9>,
  input: RuleInput,
): ConditionEvaluation {
  const recent = recentTransfers(condition, input);
  const count = new Set(recent.map((t) => t.counterparty)).size;
  const label = `${paymentPhrase(condition.risk_types)} counterparties within ${formatValue(condition.analysis_window, 'days')}`;
  const checked = counterpartyCountClause(label, count, condition.counterparty_threshold);
  return decidedByClause(checked, windowContext(9, condition));
}
