import { monthlyTemplate } from './monthly.ts';

export const monthlySent = monthlyTemplate(23, 'Monthly sent to entity types', [2]);
