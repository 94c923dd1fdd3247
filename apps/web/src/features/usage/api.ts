import { endpoints } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type UsageInterval = 'monthly' | 'daily';
export type UsageCounting = 'unique' | 'nonunique';

/** The organisation's plan (name, end date, user and credit limits). */
export function usePlan() {
  return useQuery({ queryKey: ['billing-plan'], queryFn: () => api.call(endpoints.profile.plan) });
}

/**
 * Usage rows per month or day in the viewer's calendar: every screening call (each spent a credit), or each
 * screened object once per period.
 */
export function useCreditUsage(interval: UsageInterval, counting: UsageCounting) {
  // The server takes the UTC offset in minutes east of UTC; getTimezoneOffset answers minutes west.
  const offset = -new Date().getTimezoneOffset();
  const endpoint =
    counting === 'unique' ? endpoints.profile.creditUsage : endpoints.profile.creditUsageNonUnique;
  return useQuery({
    queryKey: ['credit-usage', counting, interval, offset],
    queryFn: () => api.call(endpoint, { query: { interval, offset } }),
  });
}
