import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { days } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { dayCount, paymentPhrase } from './phrases.ts';

export const interactionWithYoungAddress = defineTemplate({
  number: 12,
  name: 'Interaction with young address',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(12),
    risk_types: paymentTypes,
    address_age: days,
  }),
  reads: ['transfers', 'counterpartyFirstSeen'],
  sentence: (c) => `${paymentPhrase(c.risk_types)} an address ≤ ${dayCount(c.address_age)} old`,
});
