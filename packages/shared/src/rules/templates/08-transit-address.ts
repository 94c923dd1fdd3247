import { z } from 'zod';
import { PolicyCategory } from '../../enums/entities.ts';
import { formatRulePercent, formatRuleQuantity } from '../format.ts';
import { minutes, percentOfAmount } from '../number-fields.ts';
import { defineTemplate, NOT_TRANSACTION } from './define.ts';
import { conditionType } from './param-groups.ts';

export const transitAddress = defineTemplate({
  number: 8,
  name: 'Transit address detection',
  category: PolicyCategory.Behaviour,
  itemTypes: NOT_TRANSACTION,
  params: z.object({
    rule_condition_type: conditionType(8),
    transit_window: minutes,
    payment_amount_percent: percentOfAmount,
  }),
  reads: ['transfers'],
  sentence: (c) =>
    `Sends on ≥ ${formatRulePercent(c.payment_amount_percent)} of a received amount within ${formatRuleQuantity(c.transit_window, 'minute')}`,
});
