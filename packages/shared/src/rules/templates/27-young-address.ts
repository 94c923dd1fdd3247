import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { fixedRiskTypes } from '../fields.ts';
import { days } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { dayCount } from './phrases.ts';

export const youngAddress = defineTemplate({
  number: 27,
  name: 'Is young address',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(27),
    risk_types: fixedRiskTypes([3]),
    address_age: days,
  }),
  // Without a first-seen time, the object's earliest transfer stands in.
  reads: ['firstSeen', 'transfers'],
  isDirectionFixed: true,
  sentence: (c) => `Address first seen ≤ ${dayCount(c.address_age)} ago`,
});
