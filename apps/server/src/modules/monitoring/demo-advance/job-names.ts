/** The demo world's next block, written every DEMO_ADVANCE_SECONDS when the server runs the demo. */
export const DEMO_ADVANCE_JOB = 'demo.advance';
/** The safety net: every minute, in case the chain of delayed runs broke (a run that failed its last attempt). */
export const DEMO_ADVANCE_CRON = '* * * * *';
