import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { days } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { capitalise, dayCount, transactionAdjective } from './phrases.ts';

export const dormantReactivation = defineTemplate({
  number: 10,
  name: 'Dormant address reactivation',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(10),
    risk_types: paymentTypes,
    dormancy_window: days,
    inactivity_types: paymentTypes,
  }),
  reads: ['transfers'],
  sentence: (c) =>
    `${capitalise(transactionAdjective(c.risk_types))} a transaction after ≥ ${dayCount(c.dormancy_window)} with no ${transactionAdjective(c.inactivity_types)} transactions`,
});
