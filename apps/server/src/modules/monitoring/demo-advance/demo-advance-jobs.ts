import type { AppDeps } from '../../../app-deps.ts';
import { advanceDemoWorld, DEFAULT_DEMO_SEED } from '../../../chain/providers/demo/index.ts';
import type { Db } from '../../../db/client.ts';
import type { JobModule, JobQueue } from '../../platform/index.ts';
import { queueMonitorRun, startFollowing } from '../monitor/index.ts';
import { DEMO_ADVANCE_CRON, DEMO_ADVANCE_JOB } from './job-names.ts';

/**
 * The demo world advancing on a timer (decision 0074): with DEMO=1 and DEMO_ADVANCE_SECONDS above 0, each run writes
 * the demo Ethereum's next block when the last is old enough, nudges the monitor, and queues the next run that many
 * seconds later. The queue's schedule (minutes) is coarser than the interval, so the runs chain themselves; the
 * minute's schedule only restarts a broken chain. One run at a time however many servers share the database
 * ('stately' on one key), and a block's hashes follow from its number, so two runs at once still store one block.
 */
export const demoAdvanceJobs: JobModule<AppDeps> = (deps) => [
  {
    name: DEMO_ADVANCE_JOB,
    cron: DEMO_ADVANCE_CRON,
    policy: 'stately',
    handler: async (_data, context) => {
      const seconds = deps.config.demoAdvanceSeconds;
      if (!deps.config.seedDemo || seconds === 0) return;
      // The first block after a fresh start is news to the monitor, not history it skips.
      await startFollowing(deps.db);
      const advance = await advanceDemoWorld(deps.db, {
        seed: DEFAULT_DEMO_SEED,
        now: new Date(),
        intervalSeconds: seconds,
      });
      if (advance.written) {
        const { block } = advance;
        context.log.debug(
          { block: block.blockNumber, transactions: block.transactions.length, risky: block.risky },
          'demo world: wrote the next block',
        );
        await queueMonitorRun(deps);
      }
      await queueDemoAdvance(deps, advance.written ? seconds : advance.waitSeconds);
    },
  },
];

/** Queue the demo world's next run (server start, then each run): at most one waits, however often it is sent. */
export async function queueDemoAdvance(deps: { db: Db; jobs: JobQueue }, afterSeconds = 0): Promise<void> {
  await deps.jobs.send(
    deps.db,
    DEMO_ADVANCE_JOB,
    {},
    { singletonKey: DEMO_ADVANCE_JOB, ...(afterSeconds > 0 ? { startAfterSeconds: afterSeconds } : {}) },
  );
}
