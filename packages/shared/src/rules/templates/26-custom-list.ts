import { z } from 'zod';
import { customTagId } from '../fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { listName } from './phrases.ts';

export const customList = defineTemplate({
  number: 26,
  name: 'Address on custom list',
  category: null,
  itemTypes: NOT_TRANSACTION,
  isSystem: true,
  params: z.object({ rule_condition_type: conditionType(26), custom_tag: customTagId }),
  reads: ['ownLists'],
  sentence: (c, labels) => `Address is on the custom list ${listName(c.custom_tag, labels)}`,
});
