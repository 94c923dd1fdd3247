import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { checkExposureThresholds } from '../checks.ts';
import { hopLimit } from '../number-fields.ts';
import { ALL_ITEM_TYPES, defineTemplate } from './define.ts';
import { byNames, conditionType } from './param-groups.ts';
import { exposureSentence, hopPhrase, quotedNames } from './phrases.ts';

export const indirectEntityNames = defineTemplate({
  number: 20,
  name: 'Indirect exposure to entity names',
  category: PolicyCategory.SourceOfFunds,
  itemTypes: ALL_ITEM_TYPES,
  params: z
    .object({ rule_condition_type: conditionType(20), ...byNames, hop_limit: hopLimit })
    .superRefine(checkExposureThresholds),
  reads: ['exposure', 'exposureAtHops'],
  sentence: (c) =>
    exposureSentence(c.risk_types, quotedNames(c.entity_names), c, ' (indirect)') + hopPhrase(c.hop_limit),
});
