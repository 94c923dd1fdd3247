import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newSession, signIn, storedToken, workspaceOf } from './browser.ts';
import { DEMO_PASSWORD, type PortRange, startServer, type TestServer } from './server.ts';

export type SuiteOptions = {
  /** The suite's own port range, to stay apart from suites running beside it. */
  ports?: PortRange;
  /** The folder the suite saves its screenshots in (made before the server starts). */
  shots?: string;
  /** Extra environment of the server; a function when it depends on what the suite started first. */
  env?: Record<string, string> | (() => Promise<Record<string, string>> | Record<string, string>);
  /** Runs on the data folder before the server opens it (see startServer). */
  beforeStart?: (dataDir: string) => Promise<void>;
};

/** A user signed in through the real login UI in a fresh browser profile. */
export type SignedIn = { context: BrowserContext; page: Page; workspace: string; token: string };

export type BrowserSuite = {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A fresh browser profile signed in as `email`, on its dashboard. */
  signedIn: (email: string, password?: string) => Promise<SignedIn>;
};

/**
 * The real server and a browser for the tests of one file: started before its first test (before the file's own
 * beforeAll hooks, which may sign in), closed after its last.
 */
export function browserSuite(options: SuiteOptions = {}): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (options.shots) mkdirSync(options.shots, { recursive: true });
    const env = typeof options.env === 'function' ? await options.env() : (options.env ?? {});
    [server, browser] = await Promise.all([
      startServer(env, options.ports, options.beforeStart),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the suite's ${what} has not started`);
    return value;
  };
  const suite: BrowserSuite = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async signedIn(email, password = DEMO_PASSWORD) {
      const { context, page } = await newSession(suite.browser, suite.server.baseUrl);
      await signIn(page, email, password);
      return { context, page, workspace: workspaceOf(page), token: await storedToken(page) };
    },
  };
  return suite;
}
