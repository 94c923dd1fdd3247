/** Import the operator's sanctions list when it changed (daily, and once at start). */
export const SANCTIONS_REFRESH_JOB = 'sanctions.refresh';
/** Re-screen what a refresh's added and ended labels touch, in every workspace (queued by the refresh). */
export const SANCTIONS_RESCREEN_JOB = 'sanctions.rescreen';
/** Daily at 03:00 UTC: OFAC publishes during the US working day; the operator's download runs before this. */
export const SANCTIONS_REFRESH_CRON = '0 3 * * *';
