export { startFollowing } from './cursors.repo.ts';
export { followChanges, type MonitorCounts } from './follow-changes.ts';
export { MONITOR_JOB } from './job-names.ts';
export { monitorJobs, queueMonitorRun } from './monitor-jobs.ts';
export { monitoredTargets } from './monitored-targets.ts';
