import { monthlyTemplate } from './monthly.ts';

export const monthlyReceivedAndSent = monthlyTemplate(
  24,
  'Monthly received from and sent to entity types',
  [1, 2],
);
