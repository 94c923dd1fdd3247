import { monthlyTemplate } from './monthly.ts';

export const monthlyReceived = monthlyTemplate(22, 'Monthly received from entity types', [1]);
