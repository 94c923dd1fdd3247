import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import { entityTypes, fixedRiskTypes } from '../fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType, exposureThresholds } from './param-groups.ts';
import { monthlySentence } from './phrases.ts';

export const monthlyReceivedAndSent = defineTemplate({
  number: 24,
  name: 'Monthly received from and sent to entity types',
  category: PolicyCategory.SourceOfFundsAdvanced,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(24),
      risk_types: fixedRiskTypes([1, 2]),
      entity_types: entityTypes,
      ...exposureThresholds,
    })
    .superRefine(checkExposureThresholds),
  reads: ['transfers', 'counterpartyCategories'],
  isDirectionFixed: true,
  sentence: monthlySentence,
});
