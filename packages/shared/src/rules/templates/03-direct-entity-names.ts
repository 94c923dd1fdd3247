import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkDirectExposure } from '../checks.ts';
import { ALL_ITEM_TYPES, defineTemplate } from './define.ts';
import { byNames, conditionType, directThresholds } from './param-groups.ts';
import { directSentence, quotedNames } from './phrases.ts';

export const directEntityNames = defineTemplate({
  number: 3,
  name: 'Direct exposure to entity names',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: ALL_ITEM_TYPES,
  params: z
    .object({ rule_condition_type: conditionType(3), ...byNames, ...directThresholds })
    .superRefine(checkDirectExposure),
  reads: ['exposure'],
  canAskAboutItself: true,
  sentence: (c) => directSentence(c.risk_types, quotedNames(c.entity_names), c, ' (direct)'),
});
