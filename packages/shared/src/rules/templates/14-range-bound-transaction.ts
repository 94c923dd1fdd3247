import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkBounds } from '../checks.ts';
import { paymentTypes } from '../fields.ts';
import { formatRuleUsd } from '../format.ts';
import { nonNegativeUsd, positiveCount, positiveUsd } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { transactionCount } from './phrases.ts';

export const rangeBoundTransaction = defineTemplate({
  number: 14,
  name: 'Range bound transaction',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(14),
      risk_types: paymentTypes,
      lower_bound: nonNegativeUsd,
      upper_bound: positiveUsd,
      transaction_count_threshold: positiveCount,
    })
    .superRefine(checkBounds),
  reads: ['transfers'],
  sentence: (c) =>
    `${transactionCount(c.transaction_count_threshold, c.risk_types)} between ${formatRuleUsd(c.lower_bound)} and ${formatRuleUsd(c.upper_bound)}`,
});
