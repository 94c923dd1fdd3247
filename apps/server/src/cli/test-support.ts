import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { serverArgs } from '../../../../test-support/server-bundle.ts';
import { freePort } from '../chain/chain-store/local-clickhouse.ts';

/** Real server and CLI processes for tests (no in-process shortcuts: locks, signals and exit codes are real). */
const run = promisify(execFile);
export const serverRoot = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(serverRoot, '../..');
const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');

/**
 * A data folder of the describe block's own in the temporary folder (its name starting with `prefix`), made before
 * its tests and removed after them: the function answers its path.
 */
export function useDataDir(prefix: string): () => string {
  let dataDir: string | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!dataDir) throw new Error('The data folder is made before the tests');
    return dataDir;
  };
}

/** An operator's environment for the CLI: the data folder, no demo, the installation's public address. */
export const operatorEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DEMO: '0',
  PUBLIC_URL: 'https://rs.example.test',
});

/** A free TCP port on 127.0.0.1 (the kernel's pick), for a server a test starts. */
export { freePort };

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * The CLI in a child process, run from apps/server with INIT_CWD = the repo root as `npm run cli` runs it: from the
 * run's bundle of the sources, or with `throughTsx` exactly as `npm run cli` starts it (tsx on the sources).
 */
export async function runCli(
  args: string[],
  env: Record<string, string>,
  options: { throughTsx?: boolean } = {},
): Promise<CliResult> {
  const [command, commandArgs] = options.throughTsx
    ? [tsx, ['src/cli/main.ts', ...args]]
    : [process.execPath, [...(await serverArgs('cli')), ...args]];
  try {
    const { stdout, stderr } = await run(command, commandArgs, {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', INIT_CWD: repoRoot, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
};

/**
 * Start the server (the run's bundle of src/main.ts) under node, so the child is the server itself (its pid is the
 * one the lock holds, SIGTERM reaches it). Resolves once it serves, or with its exit when it stops before that.
 */
export async function startServer(
  env: Record<string, string>,
  options: { waitForServing?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, await serverArgs('server'), {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: ServerProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  if (options.waitForServing === false) return server;
  const serving = new Promise<void>((done) => {
    const check = () => {
      if (out.includes('Serving on')) {
        child.stdout?.off('data', check);
        done();
      }
    };
    child.stdout?.on('data', check);
    check();
  });
  const outcome = await Promise.race([
    serving.then(() => 'serving' as const),
    exited.then(() => 'exited' as const),
  ]);
  if (outcome === 'exited') throw new Error(`The server stopped before serving:\n${err}${out}`);
  return server;
}
