import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { serverArgs } from '../../../../test-support/server-bundle.ts';
import { freePort } from '../../src/chain/chain-store/local-clickhouse.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** A server process (the run's bundle of apps/server/src/main.ts) started by a test, with what it printed. */
export type ServerProcess = {
  name: string;
  child: ChildProcess;
  /** The API's base URL (API processes only). */
  baseUrl: string | undefined;
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: the process gets no chance to tidy up. */
  kill(): Promise<void>;
};

/**
 * Starts main.ts with `env` (SERVICES, DATABASE_URL…) and waits until it is ready: an API process answers
 * /version.json, a worker says it works on the job queue.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  timeoutMs = 300_000,
): Promise<ServerProcess> {
  const servesApi = env.SERVICES !== 'worker';
  const port = servesApi ? await freePort() : undefined;
  const child = spawn(process.execPath, await serverArgs('server'), {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', ...(port ? { PORT: String(port) } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = port ? `http://127.0.0.1:${port}` : undefined;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    if (baseUrl) {
      const ready = await fetch(`${baseUrl}/version.json`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
    } else if (output.includes('Working on the job queue')) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    child,
    baseUrl,
    output: () => output,
    async stop() {
      if (ended()) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
    async kill() {
      if (ended()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
