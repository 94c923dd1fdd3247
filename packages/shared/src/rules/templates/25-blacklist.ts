import { z } from 'zod';
import { customTagId } from '../fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';

export const blacklist = defineTemplate({
  number: 25,
  name: 'Address on blacklist',
  category: null,
  itemTypes: NOT_TRANSACTION,
  isSystem: true,
  params: z.object({ rule_condition_type: conditionType(25), custom_tag: customTagId }),
  reads: ['ownLists'],
  // A workspace has one blacklist, named 'Blacklist' and never renamed: its name would only repeat the word.
  sentence: () => 'Address is on the blacklist',
});
