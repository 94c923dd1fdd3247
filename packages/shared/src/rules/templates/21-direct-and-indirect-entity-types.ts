import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkDirectExposure } from '../checks.ts';
import { isSelfRiskTypes } from '../fields.ts';
import { hopLimit } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { byEntityTypes, conditionType, directThresholds } from './param-groups.ts';
import { directSentence, either, hopPhrase } from './phrases.ts';

export const directAndIndirectEntityTypes = defineTemplate({
  number: 21,
  name: 'Direct and indirect exposure to entity types',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: NOT_TRANSACTION,
  params: z
    .object({
      rule_condition_type: conditionType(21),
      ...byEntityTypes,
      ...directThresholds,
      hop_limit: hopLimit,
    })
    .superRefine(checkDirectExposure),
  reads: ['exposure', 'exposureAtHops'],
  canAskAboutItself: true,
  // The object itself has no hops: its own attribution is read, not its exposure.
  sentence: (c) =>
    directSentence(c.risk_types, either(c.entity_types), c, '') +
    (isSelfRiskTypes(c.risk_types) ? '' : hopPhrase(c.hop_limit)),
});
