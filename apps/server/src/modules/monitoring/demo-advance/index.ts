export { demoAdvanceJobs, queueDemoAdvance } from './demo-advance-jobs.ts';
export { DEMO_ADVANCE_JOB } from './job-names.ts';
