import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import type { RiskType } from '../fields.ts';
import { entityTypes, fixedRiskTypes } from '../fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType, exposureThresholds } from './param-groups.ts';
import { monthlySentence } from './phrases.ts';

/**
 * Templates 22–24: exposure to entity types within one calendar month, each template in a direction of its own
 * (received, sent, or both together), fixed by the template rather than chosen in the rule.
 */
export function monthlyTemplate<const N extends 22 | 23 | 24, const R extends readonly RiskType[]>(
  number: N,
  name: string,
  riskTypes: R,
) {
  return defineTemplate({
    number,
    name,
    category: PolicyCategory.SourceOfFundsAdvanced,
    itemTypes: NOT_TRANSACTION,
    params: z
      .object({
        rule_condition_type: conditionType(number),
        risk_types: fixedRiskTypes(riskTypes),
        entity_types: entityTypes,
        ...exposureThresholds,
      })
      .superRefine(checkExposureThresholds),
    reads: ['transfers', 'counterpartyCategories'],
    isDirectionFixed: true,
    sentence: monthlySentence,
  });
}
