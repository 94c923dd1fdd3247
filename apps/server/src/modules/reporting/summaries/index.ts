export { sendPeriodSummaries } from './send-period-summaries.ts';
export { SUMMARY_CRON, SUMMARY_JOB, summaryJobs } from './summary-jobs.ts';
export { lastCompletePeriods, periodLabel, type SummaryKind, type SummaryPeriod } from './summary-periods.ts';
