import type { RuleCondition } from '@riskscreen/shared';
import { evaluateAnomaly } from './anomaly.ts';
import { evaluateAggregateCounterparties, evaluateCounterpartyCount } from './counterparties.ts';
import { evaluateCustomList } from './custom-list.ts';
import { evaluateCustomTagExposure } from './custom-tag-exposure.ts';
import { evaluateDormantReactivation } from './dormant-reactivation.ts';
import {
  evaluateEntityTypes,
  evaluateNames,
  evaluateSentiments,
  evaluateSubtype,
} from './exposure-templates.ts';
import { evaluateMonthlyExposure } from './monthly-exposure.ts';
import { asksAboutItself, evaluateItself } from './self-attribution.ts';
import { evaluateHighFee, evaluateLargeTransaction, evaluateRangeBound } from './single-transactions.ts';
import { evaluateSingleTransfer } from './single-transfer.ts';
import { evaluateTransit } from './transit.ts';
import type { ConditionEvaluation, RuleInput } from './types.ts';
import {
  evaluateMultipleHighAmount,
  evaluateTotalAmount,
  evaluateTransactionCount,
} from './window-activity.ts';
import { evaluateYoungAddress, evaluateYoungCounterparty } from './young-addresses.ts';

/** Evaluates one parsed rule condition (see ruleConditionSchema) against the object's data. */
export function evaluateCondition(condition: RuleCondition, input: RuleInput): ConditionEvaluation {
  const c = condition;
  switch (c.rule_condition_type) {
    case 1:
    case 2:
    case 3:
    case 21:
      // Risk type 3: what the object itself is attributed to, not what it dealt with.
      if (asksAboutItself(c)) return evaluateItself(c, input);
      break;
  }
  switch (c.rule_condition_type) {
    case 1:
      return evaluateEntityTypes(c, input, 'direct');
    case 2:
      return evaluateSubtype(c, input, 'direct');
    case 3:
      return evaluateNames(c, input, 'direct');
    case 4:
      return evaluateSingleTransfer(c, input);
    case 5:
      return evaluateSentiments(c, input);
    case 6:
      return evaluateCustomTagExposure(c, input);
    case 7:
      return evaluateAnomaly(c, input);
    case 8:
      return evaluateTransit(c, input);
    case 9:
      return evaluateCounterpartyCount(c, input);
    case 10:
      return evaluateDormantReactivation(c, input);
    case 11:
      return evaluateLargeTransaction(c, input);
    case 12:
      return evaluateYoungCounterparty(c, input);
    case 13:
      return evaluateHighFee(c, input);
    case 14:
      return evaluateRangeBound(c, input);
    case 15:
      return evaluateTransactionCount(c, input);
    case 16:
      return evaluateTotalAmount(c, input);
    case 17:
      return evaluateMultipleHighAmount(c, input);
    case 18:
      return evaluateEntityTypes(c, input, 'indirect');
    case 19:
      return evaluateSubtype(c, input, 'indirect');
    case 20:
      return evaluateNames(c, input, 'indirect');
    case 21:
      return evaluateEntityTypes(c, input, 'total');
    case 22:
    case 23:
    case 24:
      return evaluateMonthlyExposure(c, input);
    case 25:
    case 26:
      return evaluateCustomList(c, input);
    case 27:
      return evaluateYoungAddress(c, input);
    case 28:
      return evaluateAggregateCounterparties(c, input);
  }
}
