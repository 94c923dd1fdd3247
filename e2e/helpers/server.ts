import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverArgs } from '../../test-support/server-bundle.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The password of every demo account in browser tests. */
export const DEMO_PASSWORD = 'E2e-demo-password-1';

export type PortRange = { first: number; last: number };
/** Default ports of browser suites; a suite may pass its own range to stay apart from others. */
const PORT_RANGE: PortRange = { first: 8100, last: 8119 };
// A first start under heavy load (several suites building and starting at once) can take minutes.
const STARTUP_TIMEOUT_MS = Number(process.env.E2E_STARTUP_TIMEOUT_MS) || 240_000;

export type TestServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/** The template data folder prepared by e2e/global-setup.ts, when running under vitest's e2e project. */
async function dataTemplate(): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('e2eDataTemplate');
  } catch {
    return undefined;
  }
}

/** The web build of this run (e2e/global-setup.ts), when there is one. */
async function webDist(): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('e2eWebDist');
  } catch {
    return undefined;
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

export async function freePort(range: PortRange = PORT_RANGE): Promise<number> {
  for (let port = range.first; port <= range.last; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port in ${range.first}-${range.last}`);
}

/**
 * Start the real server (apps/server/src/main.ts through tsx) on a fresh embedded database with the demo
 * organisation, and wait until it answers /version.json.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  // Suites that run beside others pass their own range.
  ports: PortRange = PORT_RANGE,
  /** Runs on the data folder before the server opens it (an operator command, e.g. set-integrations). */
  beforeStart?: (dataDir: string) => Promise<void>,
): Promise<TestServer> {
  const port = await freePort(ports);
  const dataDir = await mkdtemp(join(tmpdir(), 'rs-e2e-'));
  // Start from the prepared first start when there is one (same demo data, no regeneration).
  const template = await dataTemplate();
  if (template) {
    await cp(template, dataDir, { recursive: true, filter: (src) => !src.endsWith('server.pid') });
  }
  if (beforeStart) await beforeStart(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  try {
    child = await spawnServer(dataDir, port, extraEnv);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    port,
    dataDir,
    async stop(options = {}) {
      await stopChild(child);
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server process on `dataDir` (the demo standing still, a lenient login limit), once it answers /version.json
 * on `port`; when it does not, stopped, and an error with the end of its output.
 */
export async function spawnServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  const builtWeb = await webDist();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(builtWeb ? { WEB_DIST: builtWeb } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_PASSWORD,
    // The demo world stands still unless a suite asks: a new block's alerts would mail and change what is asserted.
    DEMO_ADVANCE_SECONDS: '0',
    LOG_LEVEL: 'warn',
    // Browser tests sign in many times a minute from one address.
    LOGIN_RATE_LIMIT: '1000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, await serverArgs('server'), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilReady(child, `http://127.0.0.1:${port}/version.json`);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return child;
}

export async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
