import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BUNDLE_DIR_VARIABLE, runBundleDir } from './test-support/server-bundle.ts';

// The run's bundle of the server and the CLI for the child processes tests start (built by the global setups).
process.env[BUNDLE_DIR_VARIABLE] ??= runBundleDir(process.pid);

/**
 * Files that never touch the database under test: the pure packages, and server tests that run the embedded
 * database by design (the CLI in child processes on a DATA_DIR, the data-folder lock, migrations from empty). The
 * PostgreSQL pass (TEST_DATABASE_URL set) leaves them out; it would only repeat them unchanged.
 */
const EMBEDDED_ONLY = [
  'packages/*/src/**/*.test.ts',
  'apps/server/src/cli/commands/*.test.ts',
  'apps/server/src/db/embedded-lock.test.ts',
  'apps/server/src/modules/rules/policies/defaults-backfill.test.ts',
  'apps/server/test/architecture.test.ts',
  'apps/server/src/db/private-data-dir.test.ts',
];
/**
 * Files that need a PostgreSQL server as the database under test (several processes on one database): they run in
 * the PostgreSQL pass only, which `.ci/run` makes.
 */
const SERVER_ONLY = [
  'apps/server/test/multi-process.test.ts',
  'apps/server/test/multi-process-start.test.ts',
  'apps/server/src/modules/screening/screenings/batch-lock-order.test.ts',
];
const onServerDatabase = Boolean(process.env.TEST_DATABASE_URL);

// One runner for the repo: pure/unit + server integration (real PGlite or PostgreSQL), web components (jsdom),
// and browser end-to-end flows (Debian chromium via playwright-core).
export default defineConfig({
  test: {
    // Vitest leaves one core to the main process by default: on the 2-core CI machine that is one worker, and the
    // suite ran on one core. The main process mostly waits, so both cores take test files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
          ],
          exclude: onServerDatabase ? EMBEDDED_ONLY : SERVER_ONLY,
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share one module graph per worker: each file builds its own app and database (createTestApp), so
          // nothing of a file's state is module-level, and loading the server's modules once per worker instead of
          // once per file takes the project from about 11 to 7 minutes on the 2-core machine (PostgreSQL pass 5.6 to
          // 3.3).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Files share one module graph per worker (React, Mantine and the app load once, not per file): about half
          // the project's time. Timeouts are therefore set here and in setup.ts, which run for every file, not by a
          // helper module that runs only for the first file to import it.
          isolate: false,
          // Mantine pages render slowly in jsdom on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Two browser suites at a time, after the unit and web files (group 1): each suite has its own server on
          // its own port range and its own browser, so they share nothing but the machine.
          sequence: { groupOrder: 1 },
          // A browser flow on a loaded 2-core CI machine can lose a race with an animation or a slow chunk load;
          // one retry keeps such a flake from failing the run (a real failure fails twice).
          retry: 1,
        },
      },
    ],
  },
});
