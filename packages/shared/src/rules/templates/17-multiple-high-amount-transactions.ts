import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { formatRuleUsd } from '../format.ts';
import { days, positiveCount, thresholdAmount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { dayCount, transactionCount } from './phrases.ts';

export const multipleHighAmountTransactions = defineTemplate({
  number: 17,
  name: 'Multiple high amount transactions',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(17),
    risk_types: paymentTypes,
    transaction_amount_threshold: thresholdAmount,
    transaction_count_threshold: positiveCount,
    analysis_window: days,
  }),
  reads: ['transfers'],
  sentence: (c) =>
    `${transactionCount(c.transaction_count_threshold, c.risk_types)} of ≥ ${formatRuleUsd(c.transaction_amount_threshold)} within ${dayCount(c.analysis_window)}`,
});
