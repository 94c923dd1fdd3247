import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import { paymentTypes, sentiments } from '../fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType, exposureThresholds } from './param-groups.ts';
import { exposureSentence, sentimentNames } from './phrases.ts';

export const counterpartySentiments = defineTemplate({
  number: 5,
  name: 'Exposure to counterparties with sentiments',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(5),
      risk_types: paymentTypes,
      sentiments,
      ...exposureThresholds,
    })
    .superRefine(checkExposureThresholds),
  reads: ['exposure'],
  sentence: (c) => exposureSentence(c.risk_types, sentimentNames(c.sentiments), c),
});
