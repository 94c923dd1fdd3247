import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { formatRuleUsd } from '../format.ts';
import { thresholdAmount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { capitalise, transactionAdjective } from './phrases.ts';

export const highTransactionFee = defineTemplate({
  number: 13,
  name: 'High transaction fee',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(13),
    risk_types: paymentTypes,
    threshold_amount_usd: thresholdAmount,
  }),
  reads: ['transfers'],
  sentence: (c) =>
    `${capitalise(transactionAdjective(c.risk_types))} transaction with fee ≥ ${formatRuleUsd(c.threshold_amount_usd)}`,
});
