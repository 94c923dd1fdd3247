import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import { hopLimit } from '../number-fields.ts';
import { ALL_ITEM_TYPES, defineTemplate } from './define.ts';
import { bySubtype, conditionType } from './param-groups.ts';
import { exposureSentence, hopPhrase, subtypeName } from './phrases.ts';

export const indirectEntitySubtype = defineTemplate({
  number: 19,
  name: 'Indirect exposure to entity subtype',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: ALL_ITEM_TYPES,
  params: z
    .object({ rule_condition_type: conditionType(19), ...bySubtype, hop_limit: hopLimit })
    .superRefine(checkExposureThresholds),
  reads: ['exposure', 'exposureAtHops'],
  sentence: (c) =>
    exposureSentence(c.risk_types, subtypeName(c.entity_subtypes), c, ' (indirect)') + hopPhrase(c.hop_limit),
});
