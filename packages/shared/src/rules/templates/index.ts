import { directEntityTypes } from './01-direct-entity-types.ts';
import { directEntitySubtype } from './02-direct-entity-subtype.ts';
import { directEntityNames } from './03-direct-entity-names.ts';
import { directTransferOverAmount } from './04-direct-transfer-over-amount.ts';
import { counterpartySentiments } from './05-counterparty-sentiments.ts';
import { customTagExposure } from './06-custom-tag-exposure.ts';
import { anomalyDetection } from './07-anomaly-detection.ts';
import { transitAddress } from './08-transit-address.ts';
import { highCounterpartyCount } from './09-high-counterparty-count.ts';
import { dormantReactivation } from './10-dormant-reactivation.ts';
import { largeTransaction } from './11-large-transaction.ts';
import { interactionWithYoungAddress } from './12-interaction-with-young-address.ts';
import { highTransactionFee } from './13-high-transaction-fee.ts';
import { rangeBoundTransaction } from './14-range-bound-transaction.ts';
import { highTransactionCount } from './15-high-transaction-count.ts';
import { highTotalAmount } from './16-high-total-amount.ts';
import { multipleHighAmountTransactions } from './17-multiple-high-amount-transactions.ts';
import { indirectEntityTypes } from './18-indirect-entity-types.ts';
import { indirectEntitySubtype } from './19-indirect-entity-subtype.ts';
import { indirectEntityNames } from './20-indirect-entity-names.ts';
import { directAndIndirectEntityTypes } from './21-direct-and-indirect-entity-types.ts';
import { monthlyReceived } from './22-monthly-received.ts';
import { monthlySent } from './23-monthly-sent.ts';
import { monthlyReceivedAndSent } from './24-monthly-received-and-sent.ts';
import { blacklist } from './25-blacklist.ts';
import { customList } from './26-custom-list.ts';
import { youngAddress } from './27-young-address.ts';
import { aggregateCounterpartyTransfers } from './28-aggregate-counterparty-transfers.ts';
import type { RuleTemplateDefinition, TemplateParams } from './define.ts';
import type { RuleTemplateNumber } from './numbers.ts';

/**
 * Every rule template by number: its catalogue entry, parameter schema, the facts it reads and its sentence.
 * The engine's evaluators (packages/engine/src/rules/templates) are keyed by the same numbers. `satisfies`
 * refuses a missing number, or an entry filed under another number.
 */
export const RULE_TEMPLATE_DEFINITIONS = {
  1: directEntityTypes,
  2: directEntitySubtype,
  3: directEntityNames,
  4: directTransferOverAmount,
  5: counterpartySentiments,
  6: customTagExposure,
  7: anomalyDetection,
  8: transitAddress,
  9: highCounterpartyCount,
  10: dormantReactivation,
  11: largeTransaction,
  12: interactionWithYoungAddress,
  13: highTransactionFee,
  14: rangeBoundTransaction,
  15: highTransactionCount,
  16: highTotalAmount,
  17: multipleHighAmountTransactions,
  18: indirectEntityTypes,
  19: indirectEntitySubtype,
  20: indirectEntityNames,
  21: directAndIndirectEntityTypes,
  22: monthlyReceived,
  23: monthlySent,
  24: monthlyReceivedAndSent,
  25: blacklist,
  26: customList,
  27: youngAddress,
  28: aggregateCounterpartyTransfers,
} as const satisfies { readonly [N in RuleTemplateNumber]: RuleTemplateDefinition<N, TemplateParams<N>> };

type Definitions = typeof RULE_TEMPLATE_DEFINITIONS;
/** The parameter schema of template N. */
export type RuleTemplateParams<N extends RuleTemplateNumber> = Definitions[N]['params'];

/**
 * A template by number, typed for any condition: callers pass the condition whose number they looked up (the
 * one link TypeScript cannot follow through an index).
 */
export function ruleTemplate(template: RuleTemplateNumber): RuleTemplateDefinition {
  return RULE_TEMPLATE_DEFINITIONS[template];
}
