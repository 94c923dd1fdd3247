import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { formatRuleUsd } from '../format.ts';
import { days, positiveCount, thresholdAmount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { atLeast, dayCount, paymentPhrase } from './phrases.ts';

export const aggregateCounterpartyTransfers = defineTemplate({
  number: 28,
  name: 'Aggregate transfers with counterparties',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(28),
    risk_types: paymentTypes,
    counterparty_threshold: positiveCount,
    threshold_amount_usd: thresholdAmount,
    analysis_window: days,
  }),
  reads: ['transfers'],
  sentence: (c) =>
    `${paymentPhrase(c.risk_types)} ${atLeast(c.counterparty_threshold, 'counterparty', 'counterparties')} of ≥ ${formatRuleUsd(c.threshold_amount_usd)} each within ${dayCount(c.analysis_window)}`,
});
