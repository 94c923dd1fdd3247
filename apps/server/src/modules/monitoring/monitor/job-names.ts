/** The monitor's job: follow new transfers, label imports and rule versions, re-screen what they touch. */
export const MONITOR_JOB = 'monitor.follow';
/** The safety net: every minute, in case a change arrived without a nudge (a CLI import, another process). */
export const MONITOR_CRON = '* * * * *';
