import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { paymentTypes } from '../fields.ts';
import { formatRuleCount } from '../format.ts';
import { days, multiplier } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';
import { capitalise, dayCount, dayLong, transactionAdjective } from './phrases.ts';

export const anomalyDetection = defineTemplate({
  number: 7,
  name: 'Anomaly detection',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(7),
    risk_types: paymentTypes,
    analysis_window: days,
    multiplier_threshold: multiplier,
  }),
  reads: ['transfers', 'firstSeen'],
  sentence: (c) =>
    `${capitalise(transactionAdjective(c.risk_types))} volume in the last ${dayCount(c.analysis_window)} ≥ ${formatRuleCount(c.multiplier_threshold)} × the average of earlier ${dayLong(c.analysis_window)} windows`,
});
