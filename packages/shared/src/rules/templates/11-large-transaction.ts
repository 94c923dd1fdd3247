import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { formatRuleUsd } from '../format.ts';
import { thresholdAmount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { capitalise, transactionAdjective } from './phrases.ts';

export const largeTransaction = defineTemplate({
  number: 11,
  name: 'Large transaction identification',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(11),
    risk_types: paymentTypes,
    transaction_amount_threshold: thresholdAmount,
  }),
  reads: ['transfers'],
  sentence: (c) =>
    `${capitalise(transactionAdjective(c.risk_types))} transaction ≥ ${formatRuleUsd(c.transaction_amount_threshold)}`,
});
