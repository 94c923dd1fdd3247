import type { RuleTemplateNumber } from '@riskscreen/shared';
import { evaluateDirectEntityTypes } from './01-direct-entity-types.ts';
import { evaluateDirectEntitySubtype } from './02-direct-entity-subtype.ts';
import { evaluateDirectEntityNames } from './03-direct-entity-names.ts';
import { evaluateDirectTransferOverAmount } from './04-direct-transfer-over-amount.ts';
import { evaluateCounterpartySentiments } from './05-counterparty-sentiments.ts';
import { evaluateCustomTagExposure } from './06-custom-tag-exposure.ts';
import { evaluateAnomalyDetection } from './07-anomaly-detection.ts';
import { evaluateTransitAddress } from './08-transit-address.ts';
import { evaluateHighCounterpartyCount } from './09-high-counterparty-count.ts';
import { evaluateDormantReactivation } from './10-dormant-reactivation.ts';
import { evaluateLargeTransaction } from './11-large-transaction.ts';
import { evaluateInteractionWithYoungAddress } from './12-interaction-with-young-address.ts';
import { evaluateHighTransactionFee } from './13-high-transaction-fee.ts';
import { evaluateRangeBoundTransaction } from './14-range-bound-transaction.ts';
import { evaluateHighTransactionCount } from './15-high-transaction-count.ts';
import { evaluateHighTotalAmount } from './16-high-total-amount.ts';
import { evaluateMultipleHighAmountTransactions } from './17-multiple-high-amount-transactions.ts';
import { evaluateIndirectEntityTypes } from './18-indirect-entity-types.ts';
import { evaluateIndirectEntitySubtype } from './19-indirect-entity-subtype.ts';
import { evaluateIndirectEntityNames } from './20-indirect-entity-names.ts';
import { evaluateDirectAndIndirectEntityTypes } from './21-direct-and-indirect-entity-types.ts';
import { evaluateMonthlyReceived } from './22-monthly-received.ts';
import { evaluateMonthlySent } from './23-monthly-sent.ts';
import { evaluateMonthlyReceivedAndSent } from './24-monthly-received-and-sent.ts';
import { evaluateBlacklist } from './25-blacklist.ts';
import { evaluateOnCustomList } from './26-custom-list.ts';
import { evaluateYoungAddress } from './27-young-address.ts';
import { evaluateAggregateCounterpartyTransfers } from './28-aggregate-counterparty-transfers.ts';
import type { TemplateEvaluator } from './evaluator.ts';

export type { TemplateEvaluator } from './evaluator.ts';

/**
 * The evaluator of every rule template, keyed by the numbers of the shared RULE_TEMPLATE_DEFINITIONS (which hold
 * each template's parameters, facts read and sentence). The type refuses a missing number, or an evaluator filed
 * under a template whose condition it does not take.
 */
export const RULE_TEMPLATE_EVALUATORS: { readonly [N in RuleTemplateNumber]: TemplateEvaluator<N> } = {
  1: evaluateDirectEntityTypes,
  2: evaluateDirectEntitySubtype,
  3: evaluateDirectEntityNames,
  4: evaluateDirectTransferOverAmount,
  5: evaluateCounterpartySentiments,
  6: evaluateCustomTagExposure,
  7: evaluateAnomalyDetection,
  8: evaluateTransitAddress,
  9: evaluateHighCounterpartyCount,
  10: evaluateDormantReactivation,
  11: evaluateLargeTransaction,
  12: evaluateInteractionWithYoungAddress,
  13: evaluateHighTransactionFee,
  14: evaluateRangeBoundTransaction,
  15: evaluateHighTransactionCount,
  16: evaluateHighTotalAmount,
  17: evaluateMultipleHighAmountTransactions,
  18: evaluateIndirectEntityTypes,
  19: evaluateIndirectEntitySubtype,
  20: evaluateIndirectEntityNames,
  21: evaluateDirectAndIndirectEntityTypes,
  22: evaluateMonthlyReceived,
  23: evaluateMonthlySent,
  24: evaluateMonthlyReceivedAndSent,
  25: evaluateBlacklist,
  26: evaluateOnCustomList,
  27: evaluateYoungAddress,
  28: evaluateAggregateCounterpartyTransfers,
};
