import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import { hopLimit } from '../number-fields.ts';
import { ALL_ITEM_TYPES, defineTemplate } from './define.ts';
import { byEntityTypes, conditionType } from './param-groups.ts';
import { either, exposureSentence, hopPhrase } from './phrases.ts';

export const indirectEntityTypes = defineTemplate({
  number: 18,
  name: 'Indirect exposure to entity types',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: ALL_ITEM_TYPES,
  params: z
    .object({ rule_condition_type: conditionType(18), ...byEntityTypes, hop_limit: hopLimit })
    .superRefine(checkExposureThresholds),
  reads: ['exposure', 'exposureAtHops'],
  sentence: (c) =>
    exposureSentence(c.risk_types, either(c.entity_types), c, ' (indirect)') + hopPhrase(c.hop_limit),
});
