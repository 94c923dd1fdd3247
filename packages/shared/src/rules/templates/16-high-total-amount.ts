import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkAmountPair } from '../checks.ts';
import { paymentTypes } from '../fields.ts';
import { days, thresholdAmount, upperThresholdAmount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { amountPhrase, capitalise, dayCount, transactionAdjective } from './phrases.ts';

export const highTotalAmount = defineTemplate({
  number: 16,
  name: 'High total transaction amount',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(16),
      risk_types: paymentTypes,
      threshold_amount_usd: thresholdAmount,
      upper_threshold_amount_usd: upperThresholdAmount,
      analysis_window: days,
    })
    .superRefine(checkAmountPair),
  reads: ['transfers'],
  sentence: (c) =>
    `${capitalise(transactionAdjective(c.risk_types))} total ${amountPhrase(c.threshold_amount_usd, c.upper_threshold_amount_usd)} within ${dayCount(c.analysis_window)}`,
});
