import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import { entityTypes, fixedRiskTypes } from '../fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType, exposureThresholds } from './param-groups.ts';
import { monthlySentence } from './phrases.ts';

export const monthlySent = defineTemplate({
  number: 23,
  name: 'Monthly sent to entity types',
  category: PolicyCategory.SourceOfFundsAdvanced,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(23),
      risk_types: fixedRiskTypes([2]),
      entity_types: entityTypes,
      ...exposureThresholds,
    })
    .superRefine(checkExposureThresholds),
  reads: ['transfers', 'counterpartyCategories'],
  isDirectionFixed: true,
  sentence: monthlySentence,
});
