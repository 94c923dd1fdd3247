import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { entityTypes, paymentTypes } from '../fields.ts';
import { formatRuleUsd } from '../format.ts';
import { thresholdAmount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { either, paymentPhrase } from './phrases.ts';

export const directTransferOverAmount = defineTemplate({
  number: 4,
  name: 'Direct transfer over amount with entity types',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(4),
    risk_types: paymentTypes,
    entity_types: entityTypes,
    transaction_amount_threshold: thresholdAmount,
  }),
  reads: ['transfers', 'counterpartyCategories'],
  sentence: (c) =>
    `Single transfer ${paymentPhrase(c.risk_types).toLowerCase()} ${either(c.entity_types)} ≥ ${formatRuleUsd(c.transaction_amount_threshold)}`,
});
