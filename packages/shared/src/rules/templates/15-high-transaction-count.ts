import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkCountPair } from '../checks.ts';
import { paymentTypes } from '../fields.ts';
import { formatRuleCount } from '../format.ts';
import { days, positiveCount, upperCount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { dayCount, transactionAdjective, transactionCount } from './phrases.ts';

export const highTransactionCount = defineTemplate({
  number: 15,
  name: 'High transactions count',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(15),
      risk_types: paymentTypes,
      transaction_count_threshold: positiveCount,
      transaction_count_upper_threshold: upperCount,
      analysis_window: days,
    })
    .superRefine(checkCountPair),
  reads: ['transfers'],
  sentence: (c) => {
    const upper = c.transaction_count_upper_threshold;
    const count =
      upper === undefined
        ? transactionCount(c.transaction_count_threshold, c.risk_types)
        : `≥ ${formatRuleCount(c.transaction_count_threshold)} and ≤ ${formatRuleCount(upper)} ${transactionAdjective(c.risk_types)} transactions`;
    return `${count} within ${dayCount(c.analysis_window)}`;
  },
});
