export type { JobContext, JobData, JobDefinition, JobModule, JobQueue, SendOptions } from './job-types.ts';
export { type JobQueueDatabase, PgBossJobQueue } from './pg-boss-queue.ts';
