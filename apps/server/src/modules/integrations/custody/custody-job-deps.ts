import type { FireblocksConfig } from '../../../config.ts';
import type { ExposureDeps } from '../../exposure/index.ts';
import type { JobQueue } from '../../platform/index.ts';
import type { TargetGuard } from '../outbound/target-guard.ts';

/** What processing a custody event needs: the chain access of screening, the queue (mail), the custody API. */
export type CustodyJobDeps = ExposureDeps & {
  jobs: JobQueue;
  guard: TargetGuard;
  fireblocks: FireblocksConfig;
};
