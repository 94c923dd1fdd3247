export { SANCTIONS_REFRESH_JOB, SANCTIONS_RESCREEN_JOB } from './job-names.ts';
export { readSanctionsList, type SanctionsListFormat } from './list-files.ts';
export { queueSanctionsRefresh, sanctionsRefreshJobs } from './refresh-jobs.ts';
export { type RefreshResult, refreshSanctionsList } from './refresh-sanctions-list.ts';
export { type RescreenCounts, rescreenTouched } from './rescreen-touched.ts';
export { type SystemActor, systemActor } from './system-actor.ts';
