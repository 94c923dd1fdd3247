import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import { customTagId, paymentTypes } from '../fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType, exposureThresholds } from './param-groups.ts';
import { exposureSentence, listName } from './phrases.ts';

export const customTagExposure = defineTemplate({
  number: 6,
  name: 'Exposure to custom tag',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(6),
      risk_types: paymentTypes,
      custom_tag: customTagId,
      ...exposureThresholds,
    })
    .superRefine(checkExposureThresholds),
  reads: ['transfers', 'counterpartyLists'],
  sentence: (c, labels) =>
    exposureSentence(c.risk_types, `addresses tagged ${listName(c.custom_tag, labels)}`, c),
});
