import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import type { DbHandle } from '../../../db/client.ts';
import type { Api } from '../../../lib/module.ts';
import { PgBossJobQueue } from '../../platform/index.ts';

/**
 * First run on an empty database: the setup token is printed in the server log, the setup page creates the
 * organisation and its admin once, and is gone afterwards.
 */
let handle: DbHandle;
let app: Api;
let jobs: PgBossJobQueue;
let log = '';

beforeAll(async () => {
  handle = await createTestDb();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const config = {
    ...loadConfig({
      DATA_DIR: '/tmp/riskscreen-test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    }),
    loginRateLimit: 10_000,
    webDist: '/nonexistent',
    publicUrl: 'https://rs.example.test',
  };
  jobs = new PgBossJobQueue(handle, pino({ level: 'silent' }), { supervise: false });
  app = await buildApp({
    db: handle.db,
    config,
    logger: pino({ level: 'warn' }, stream),
    jobs,
  });
  await app.ready();
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
  await handle.close();
});

const setUp = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/auth/api/first-run/', payload: body });

const form = {
  organization_name: 'Example Bank',
  workspace_name: 'Compliance',
  email: 'Chief@Example.test',
  first_name: 'Chris',
  last_name: 'Chief',
  new_password: 'Firstrun123',
  new_password_2: 'Firstrun123',
};

describe('first run', () => {
  it('prints a setup token in the log while no organisation exists', async () => {
    expect(log).toContain('https://rs.example.test/setup');
    const state = await app.inject({ method: 'GET', url: '/auth/api/first-run/' });
    expect(state.json()).toEqual({ setup_required: true });
  });

  it('refuses a wrong token and weak passwords', async () => {
    const wrong = await setUp({ ...form, setup_token: 'guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().setup_token).toEqual(['The setup token is not the one in the server log.']);
    const weak = await setUp({ ...form, setup_token: 'x', new_password: 'short', new_password_2: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toContain(
      'This password is too short. It must contain at least 8 characters.',
    );
  });

  it('creates the organisation, its workspace and admin once; the admin signs in', async () => {
    const token = /"setupToken":"([^"]+)"/.exec(log)?.[1] as string;
    expect(token).toBeTruthy();
    const res = await setUp({ ...form, setup_token: token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().organization).toBe('example-bank');
    const login = await app.inject({
      method: 'POST',
      url: '/auth/api/login/',
      payload: { email: 'chief@example.test', password: 'Firstrun123' },
    });
    expect(login.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${login.json().access_token}` };
    const workspaces = await app.inject({
      method: 'GET',
      url: '/profile/api/v2/workspaces/',
      headers: bearer,
    });
    expect(workspaces.json()).toEqual([
      expect.objectContaining({
        name: 'Compliance',
        slug: 'compliance',
        role_counts: [{ role: 1, role_verbose: 'Admin', count: 1 }],
      }),
    ]);
    expect((await app.inject({ method: 'GET', url: '/auth/api/first-run/' })).json()).toEqual({
      setup_required: false,
    });
    const again = await setUp({ ...form, email: 'second@example.test', setup_token: token });
    expect(again.statusCode).toBe(404);
  });
});
