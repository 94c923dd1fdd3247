import type { BaseDeps } from '../../../lib/module.ts';
import type { JobModule } from '../../platform/index.ts';
import { COMPACTION_CRON, compactEveryWorkspace } from './compact-rollups.ts';

export const COMPACTION_JOB = 'dashboard.compact-rollups';

/** The rollups' deltas folded every few minutes (decision 0034), so neither the dashboard nor the credit count sums a growing pile. */
export const dashboardJobs: JobModule<BaseDeps> = (deps) => [
  {
    name: COMPACTION_JOB,
    cron: COMPACTION_CRON,
    handler: async (_data, context) => {
      await compactEveryWorkspace(deps.db, context.signal);
    },
  },
];
