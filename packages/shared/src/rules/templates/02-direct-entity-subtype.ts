import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkDirectExposure } from '../checks.ts';
import { ALL_ITEM_TYPES, defineTemplate } from './define.ts';
import { bySubtype, conditionType, directThresholds } from './param-groups.ts';
import { directSentence, subtypeName } from './phrases.ts';

export const directEntitySubtype = defineTemplate({
  number: 2,
  name: 'Direct exposure to entity subtype',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: ALL_ITEM_TYPES,
  params: z
    .object({ rule_condition_type: conditionType(2), ...bySubtype, ...directThresholds })
    .superRefine(checkDirectExposure),
  reads: ['exposure'],
  canAskAboutItself: true,
  sentence: (c) => directSentence(c.risk_types, subtypeName(c.entity_subtypes), c, ' (direct)'),
});
