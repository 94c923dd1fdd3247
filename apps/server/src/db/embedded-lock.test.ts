import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type ServerProcess, startServer } from '../cli/test-support.ts';
import { openPglite } from './client.ts';
import { EmbeddedDatabaseInUseError, LOCK_FILE, lockEmbeddedDatabase } from './embedded-lock.ts';

/** A real process that lives until killed, and one that has already exited (its pid is dead). */
function sleeper() {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const kill = () => {
    child.kill('SIGKILL');
    return exited;
  };
  return { pid: child.pid as number, kill };
}
async function deadPid(): Promise<number> {
  const child = spawn('true', [], { stdio: 'ignore' });
  await new Promise<void>((done) => child.once('exit', () => done()));
  return child.pid as number;
}
const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
const inUse = (dir: string, pid: number, holder: string) =>
  `The embedded database in ${dir} is in use by process ${pid} (${holder}). ` +
  'Stop it first, or run both on PostgreSQL with DATABASE_URL.';

describe('lockEmbeddedDatabase', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'riskscreen-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while a live process holds the lock, and takes it over once that process is dead', async () => {
    const dir = tempDir();
    const holder = sleeper();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: holder.pid, holder: 'the server', token: 't' }),
    );
    let refusal: unknown;
    try {
      lockEmbeddedDatabase(dir, 'the command import-prices');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(EmbeddedDatabaseInUseError);
    expect((refusal as Error).message).toBe(inUse(dir, holder.pid, 'the server'));
    expect(lockOf(dir).pid).toBe(holder.pid);

    await holder.kill();
    const lock = lockEmbeddedDatabase(dir, 'the command import-prices');
    expect(lockOf(dir)).toMatchObject({ pid: process.pid, holder: 'the command import-prices' });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second lock in the same process and never removes a lock it does not own', async () => {
    const dir = tempDir();
    const first = lockEmbeddedDatabase(dir, 'the server');
    expect(() => lockEmbeddedDatabase(dir, 'the server')).toThrow(EmbeddedDatabaseInUseError);
    // Taken over meanwhile (this process was presumed dead): releasing leaves the new owner's lock alone.
    const other = await deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: other, holder: 'x', token: 'theirs' }));
    first.release();
    expect(lockOf(dir).pid).toBe(other);
  });

  it('treats a lock that has been unreadable for a while as stale, and a fresh one as held', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), '');
    expect(() => lockEmbeddedDatabase(dir, 'the server')).toThrow(/in use by another process/);
    const old = new Date(Date.now() - 60_000);
    writeFileSync(join(dir, LOCK_FILE), '12');
    utimesSync(join(dir, LOCK_FILE), old, old);
    lockEmbeddedDatabase(dir, 'the server').release();
  });
});

describe('one process at a time on the embedded database (real server and CLI processes)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  const env = () => ({
    DATA_DIR: dataDir,
    DEMO: '0',
    JWT_SECRET: 'lock-test-secret-lock-test-secret-0123',
  });
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'riskscreen-lock-proc-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a second server and every CLI command out while the server runs', async () => {
    server = await startServer(env());
    const pid = server.child.pid as number;
    expect(lockOf(dataDir).pid).toBe(pid);

    const second = await startServer(env(), { waitForServing: false });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toBe(`${inUse(dataDir, pid, 'the server')}\n`);
    // The loser neither opened the database nor touched the winner's lock.
    expect(lockOf(dataDir).pid).toBe(pid);

    const prices = join(dataDir, 'prices.csv');
    writeFileSync(prices, 'asset,day,usd\nBTC,2024-01-01,42000\n');
    const refused = await runCli(['import-prices', prices], env());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`${inUse(dataDir, pid, 'the server')}\n`);
    expect(refused.stdout).toBe('');
    const labels = await runCli(['import-labels', '--format', 'csv', prices], env());
    expect(labels.code).toBe(2);
    expect(labels.stderr).not.toMatch(/\n\s+at /);

    const version = await fetch(`${server.url}/version.json`);
    expect(version.status).toBe(200);

    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // A lock left by a killed process is taken over.
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: await deadPid(), holder: 'the server', token: 'killed' }),
    );
    const imported = await runCli(['import-prices', prices], env());
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const handle = await openPglite({ dataDir: join(dataDir, 'pg') });
    try {
      const rows = await handle.pglite?.query<{ n: number }>('SELECT count(*)::int AS n FROM prices');
      expect(rows?.rows[0]?.n).toBe(1);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
