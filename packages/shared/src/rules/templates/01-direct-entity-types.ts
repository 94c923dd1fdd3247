import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkDirectExposure } from '../checks.ts';
import { ALL_ITEM_TYPES, defineTemplate } from './define.ts';
import { byEntityTypes, conditionType, directThresholds } from './param-groups.ts';
import { directSentence, either } from './phrases.ts';

export const directEntityTypes = defineTemplate({
  number: 1,
  name: 'Direct exposure to entity types',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: ALL_ITEM_TYPES,
  params: z
    .object({ rule_condition_type: conditionType(1), ...byEntityTypes, ...directThresholds })
    .superRefine(checkDirectExposure),
  reads: ['exposure'],
  canAskAboutItself: true,
  sentence: (c) => directSentence(c.risk_types, either(c.entity_types), c, ' (direct)'),
});
