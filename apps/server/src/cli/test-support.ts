import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { serverArgs } from '../../../../test-support/server-bundle.ts';

/** Real server and CLI processes for tests (no in-process shortcuts: locks, signals and exit codes are real). */
const run = promisify(execFile);
export const serverRoot = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(serverRoot, '../..');
const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');

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

/** A free TCP port on 127.0.0.1 (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

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
