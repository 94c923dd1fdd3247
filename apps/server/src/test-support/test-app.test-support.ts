import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

type AppArgs = Parameters<typeof createTestApp>;

/**
 * The app a test file's tests share: built before them (its database a fresh clone) and closed after them. The
 * returned object is filled in by that first beforeAll, so, like a `let ctx` assigned there, it is read inside
 * hooks and tests only, never while the file is collected.
 */
export function useTestApp(...args: AppArgs): TestApp {
  return useTestAppOf(async () => args);
}

/** useTestApp with arguments known only once the file's earlier hooks ran (a stand-in server's address). */
export function useTestAppOf(argsOf: () => Promise<AppArgs> | AppArgs): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    const args = await argsOf();
    Object.assign(ctx, await createTestApp(...args));
    // Long enough for the largest clone, the demo world's.
  }, 180_000);
  afterAll(() => ctx.close?.());
  return ctx;
}

/**
 * What a file's tests read, written once before them (a fixture seeded into the file's app). Like the app, it is
 * filled in by a beforeAll and read inside hooks and tests only.
 */
export function seededBeforeAll<T extends object>(seed: () => Promise<T>, timeout = 120_000): T {
  const seeded = {} as T;
  beforeAll(async () => {
    Object.assign(seeded, await seed());
  }, timeout);
  return seeded;
}
