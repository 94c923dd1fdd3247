import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { days, positiveCount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { atLeast, dayCount, paymentPhrase } from './phrases.ts';

export const highCounterpartyCount = defineTemplate({
  number: 9,
  name: 'High counterparty count',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(9),
    risk_types: paymentTypes,
    counterparty_threshold: positiveCount,
    analysis_window: days,
  }),
  reads: ['transfers'],
  sentence: (c) =>
    `${paymentPhrase(c.risk_types)} ${atLeast(c.counterparty_threshold, 'counterparty', 'counterparties')} within ${dayCount(c.analysis_window)}`,
});
