import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * Two API processes and a worker started at once on an empty PostgreSQL database (no template): they migrate and
 * install the job queue under the start-up lock one after the other, and all come up. pg-boss's installer, run by
 * two of them at once, left one with an aborted transaction and the process exited. PostgreSQL only (vitest.config.ts
 * runs this file in the PostgreSQL pass, SERVER_ONLY).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'multi-process-secret-multi-process-secret';

describe('processes started together on an empty PostgreSQL database', () => {
  it('all come up: they migrate and install the job queue in turn, not at once', async () => {
    const serverUrl = SERVER_URL as string;
    const name = `rs_fresh_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dir = await mkdtemp(join(tmpdir(), 'rs-fresh-'));
    const started: PromiseSettledResult<ServerProcess>[] = [];
    try {
      const env = (services: string) => ({
        SERVICES: services,
        DATABASE_URL: withDatabase(serverUrl, name),
        DATA_DIR: dir,
        DEMO: '0',
        JWT_SECRET,
        LOG_LEVEL: 'warn',
      });
      started.push(
        ...(await Promise.allSettled([
          startServerProcess('fresh-api-1', env('api')),
          startServerProcess('fresh-api-2', env('api')),
          startServerProcess('fresh-worker', env('worker')),
        ])),
      );
      const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const fresh = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
      await fresh.connect();
      const { rows } = await fresh.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = 'pgboss'`,
      );
      await fresh.end();
      expect(rows[0]?.n).toBe(1);
    } finally {
      await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
