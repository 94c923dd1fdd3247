import { z } from 'zod';
import { workspaceQuery } from './common.ts';
import { exportFormatQuery } from './downloads.ts';

/**
 * The dashboard (spec part 1 §2 Dashboard, §3 'Dashboard data', §7): one call per widget group. Dates are calendar
 * days (yyyy-MM-dd) of the caller's time zone (the x-timezone header; UTC without one), both ends included.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function calendarDay(field: string) {
  return z
    .string()
    .regex(DATE_ONLY, `Enter ${field} as yyyy-MM-dd.`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `Enter a valid ${field}.`);
}

/**
 * start_date and end_date: both or neither (neither: the last 7 days ending today, the spec's default). The end may
 * not precede the start and neither may precede 2010 (400); a date after today is read as today (the pickers
 * disallow future dates). refresh=true recomputes a cached preset snapshot (Last 7 Days, Last 30 Days, This Month).
 */
export const dashboardQuery = workspaceQuery.extend({
  start_date: calendarDay('the start date').optional(),
  end_date: calendarDay('the end date').optional(),
  refresh: z.enum(['true', 'false']).optional(),
});
export type DashboardQuery = z.output<typeof dashboardQuery>;

/** A dashboard download: the same range, and the file's format. */
export const dashboardReportQuery = dashboardQuery.extend(exportFormatQuery.shape);
export type DashboardReportQuery = z.output<typeof dashboardReportQuery>;

const count = z.number().int().min(0);

/** Counts per risk level 1 (Info) to 5 (Critical), every key present. */
export const riskLevelCounts = z.object({ 1: count, 2: count, 3: count, 4: count, 5: count });
export type RiskLevelCounts = z.infer<typeof riskLevelCounts>;

/** Counts per risk level 0 (No Risk) to 5 (Critical), every key present (a case with no live entity is 0). */
export const caseLevelCounts = riskLevelCounts.extend({ 0: count });
export type CaseLevelCounts = z.infer<typeof caseLevelCounts>;

/** Screenings of one blockchain in the range. */
export const currencyCount = z.object({
  /** The chain's number (chain catalogue). */
  currency: z.number().int(),
  count,
});
export type CurrencyCount = z.infer<typeof currencyCount>;

/** What every dashboard answer carries: the range it covers and when its figures were computed. */
const dashboardAnswer = z.object({
  /** The range the figures cover, after defaulting and clamping (yyyy-MM-dd, both ends included). */
  start_date: z.string(),
  end_date: z.string(),
  /** The time zone the days are read in. */
  time_zone: z.string(),
  /**
   * When the figures were computed (ISO 8601). For Last 7 Days, Last 30 Days and This Month they are a snapshot kept
   * per workspace and range until refresh=true ('Last refreshed on'); other ranges are computed on each call.
   */
  last_refreshed_time: z.string(),
  /** True when the answer is a kept snapshot (a preset range), false when computed for this call. */
  is_snapshot: z.boolean(),
});

/** GET dashboard/addresses/: live (not archived) addresses by risk level, screenings of addresses per chain. */
export const dashboardAddresses = dashboardAnswer.extend({
  /** Not filtered by the range: the workspace's addresses now. */
  address_risk_level_count: riskLevelCounts,
  /** Address screenings in the range per chain, most first. */
  address_currency_count: z.array(currencyCount),
});
export type DashboardAddresses = z.infer<typeof dashboardAddresses>;

/** GET dashboard/transactions/: the same for transactions. */
export const dashboardTransactions = dashboardAnswer.extend({
  transaction_risk_level_count: riskLevelCounts,
  transaction_currency_count: z.array(currencyCount),
});
export type DashboardTransactions = z.infer<typeof dashboardTransactions>;

/** GET dashboard/customers/: live customers by risk level (not filtered by the range). */
export const dashboardCustomers = dashboardAnswer.extend({
  customer_risk_level_count: riskLevelCounts,
});
export type DashboardCustomers = z.infer<typeof dashboardCustomers>;

/** GET dashboard/entities/: entities_summary, all of the above in one answer (Screening by Currency, 'all'). */
export const entitiesSummary = z.object({
  address_risk_level_count: riskLevelCounts,
  transaction_risk_level_count: riskLevelCounts,
  customer_risk_level_count: riskLevelCounts,
  address_currency_count: z.array(currencyCount),
  transaction_currency_count: z.array(currencyCount),
});
export const dashboardEntities = dashboardAnswer.extend({ entities_summary: entitiesSummary });
export type DashboardEntities = z.infer<typeof dashboardEntities>;

/** One day of the cases time series: the cases created that day by their risk level. */
export const caseTimeSeriesPoint = z.object({
  /** yyyy-MM-dd in the caller's time zone; every day of the range is present, oldest first. */
  date: z.string(),
  case_level_counts: caseLevelCounts,
});

/**
 * GET dashboard/cases/: cases_summary. Created: cases created in the range (automatic: opened by a screening's
 * alerts; manual: by a person). Resolved: cases closed in the range. Opened: cases created in the range that are
 * not closed now. previous_*: the same figures for the same-length period right before the range.
 */
export const casesSummary = z.object({
  total_cases_created: count,
  total_cases_resolved: count,
  total_cases_opened: count,
  auto_created_cases: count,
  manual_created_cases: count,
  previous_total_cases_created: count,
  previous_total_cases_resolved: count,
  previous_total_cases_opened: count,
  previous_auto_created_cases: count,
  previous_manual_created_cases: count,
  /** Cases created in the range by their risk level now (the Case Overview). */
  case_risk_level_count: caseLevelCounts,
  time_series_by_risk_level: z.array(caseTimeSeriesPoint),
});
export const dashboardCases = dashboardAnswer.extend({ cases_summary: casesSummary });
export type DashboardCases = z.infer<typeof dashboardCases>;

/** One of the top rules: how many times it fired (alert items) in the range. */
export const ruleSummaryRow = z.object({
  rule_id: z.string(),
  rule_name: z.string(),
  /** The rule's policy: rules of an address and a transaction policy often share a name. */
  policy_name: z.string(),
  count,
});

/** GET dashboard/rules/: rules_summary, the 10 rules that fired most in the range, most first (then by name). */
export const dashboardRules = dashboardAnswer.extend({ rules_summary: z.array(ruleSummaryRow) });
export type DashboardRules = z.infer<typeof dashboardRules>;

/** Alerts by the category of their workflow stage now: 0 Open, 1 In Progress, 2 Closed. */
export const alertsStatusData = z.object({ 0: count, 1: count, 2: count });

/**
 * GET dashboard/alerts/: alerts_summary. Created: alerts raised in the range. Resolved: alerts moved to a closed
 * stage in the range. Opened: alerts raised in the range that are not closed now (Open or In Progress).
 * alerts_status_data: the alerts raised in the range by their stage category now.
 */
export const alertsSummary = z.object({
  total_alerts_created: count,
  total_alerts_resolved: count,
  total_alerts_opened: count,
  previous_total_alerts_created: count,
  previous_total_alerts_resolved: count,
  previous_total_alerts_opened: count,
  alerts_status_data: alertsStatusData,
});
export const dashboardAlerts = dashboardAnswer.extend({ alerts_summary: alertsSummary });
export type DashboardAlerts = z.infer<typeof dashboardAlerts>;

/**
 * GET dashboard/alerts-entity/: Risk Level of Alerts. The alerts raised in the range by their level, in all
 * (alerts_risk_data) and per kind of screened object.
 */
export const dashboardAlertsEntity = dashboardAnswer.extend({
  alerts_risk_data: riskLevelCounts,
  address_alerts_risk_data: riskLevelCounts,
  transaction_alerts_risk_data: riskLevelCounts,
  customer_alerts_risk_data: riskLevelCounts,
});
export type DashboardAlertsEntity = z.infer<typeof dashboardAlertsEntity>;

/** The resolution-time buckets, in this order, with the spec's labels. */
export const RESOLUTION_BUCKETS = [
  { key: '0_24', label: '0 to 24 hours' },
  { key: '24_48', label: '24 to 48 hours' },
  { key: '48_plus', label: 'over 48 hours' },
] as const;

export const resolutionBucket = z.object({
  key: z.enum(['0_24', '24_48', '48_plus']),
  label: z.string(),
  count,
});

/**
 * GET dashboard/alerts-resolution-record/: the alerts closed in the range by the time from their creation to their
 * close (0 to 24 hours, 24 to 48 hours, over 48 hours), always the three buckets in that order.
 */
export const dashboardAlertsResolution = dashboardAnswer.extend({
  alerts_resolution_record: z.array(resolutionBucket),
});
export type DashboardAlertsResolution = z.infer<typeof dashboardAlertsResolution>;
