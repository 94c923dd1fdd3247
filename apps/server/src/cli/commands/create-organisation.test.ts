import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { openPglite } from '../../db/client.ts';
import { operatorEnv, runCli, startServer, useDataDir } from '../test-support.ts';

/** `create-organisation` in a child process, as an operator runs it on an empty database with DEMO=0. */
describe('create-organisation command', () => {
  const dataDir = useDataDir('riskscreen-create-org-');
  const env = () => operatorEnv(dataDir());

  it('refuses a malformed email before touching the database', { timeout: 60_000 }, async () => {
    const result = await runCli(['create-organisation', '--name', 'Example', '--admin-email', 'nope'], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('nope is not an email address. Nothing was created.\n');
  });

  it('creates the organisation and prints a sign-up link that lets its admin in', {
    timeout: 180_000,
  }, async () => {
    const result = await runCli(
      [
        'create-organisation',
        '--name',
        'Example Bank',
        '--admin-email',
        'Chief@Example.test',
        '--workspace',
        'Compliance',
      ],
      env(),
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Organisation Example Bank \(example-bank\) created with the workspace Compliance \(compliance\)\./,
    );
    const link = /https:\/\/rs\.example\.test\/accounts\/signup#token=([A-Za-z0-9_-]+)/.exec(result.stdout);
    expect(link).not.toBeNull();

    const again = await runCli(
      ['create-organisation', '--name', 'Other', '--admin-email', 'chief@example.test'],
      env(),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'A user with the email chief@example.test exists already. Nothing was created.\n',
    );

    // The database the CLI wrote, served by the app: the link signs the admin up once.
    const ctx = await createTestApp({}, { handle: await openPglite({ dataDir: join(dataDir(), 'pg') }) });
    try {
      const signUp = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/auth/api/sign-up/',
          payload: {
            token: link?.[1],
            first_name: 'Chris',
            new_password: 'Chief1234',
            new_password_2: 'Chief1234',
          },
        });
      expect((await signUp()).statusCode).toBe(200);
      expect((await signUp()).statusCode).toBe(400);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/auth/api/login/',
        payload: { email: 'chief@example.test', password: 'Chief1234' },
      });
      expect(login.statusCode).toBe(200);
      const workspaces = await ctx.app.inject({
        method: 'GET',
        url: '/profile/api/v2/workspaces/',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      expect(workspaces.json().map((w: { slug: string }) => w.slug)).toEqual(['compliance']);
    } finally {
      await ctx.close();
    }
  });

  it('a real server on an empty database with DEMO=0 prints a setup token, then serves the organisation the CLI made', {
    timeout: 240_000,
  }, async () => {
    const empty = mkdtempSync(join(tmpdir(), 'riskscreen-first-run-'));
    try {
      const env = { DATA_DIR: empty, DEMO: '0', JWT_SECRET: 'first-run-secret-first-run-secret-0123' };
      const first = await startServer(env);
      const state = await fetch(`${first.url}/auth/api/first-run/`);
      expect(await state.json()).toEqual({ setup_required: true });
      // Without PUBLIC_URL the link names the port the server listens on.
      expect(first.stdout()).toContain(
        `No organisation yet. Open ${first.url}/setup and enter the setup token`,
      );
      await first.stop();

      const created = await runCli(
        ['create-organisation', '--name', 'Solo', '--admin-email', 'solo@example.test'],
        env,
      );
      expect(created.code, created.stderr).toBe(0);
      const token = /#token=([A-Za-z0-9_-]+)/.exec(created.stdout)?.[1];
      const second = await startServer(env);
      try {
        expect(second.stdout()).not.toMatch(/No organisation yet/);
        const post = (path: string, body: unknown) =>
          fetch(`${second.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const signUp = await post('/auth/api/sign-up/', {
          token,
          first_name: 'Sol',
          new_password: 'Solo12345',
          new_password_2: 'Solo12345',
        });
        expect(signUp.status).toBe(200);
        const login = await post('/auth/api/login/', { email: 'solo@example.test', password: 'Solo12345' });
        expect(login.status).toBe(200);
        const setup = await post('/auth/api/first-run/', {
          setup_token: 'anything',
          organization_name: 'Second',
          workspace_name: 'Main',
          email: 'second@example.test',
          first_name: 'Sec',
          new_password: 'Second123',
          new_password_2: 'Second123',
        });
        // The setup page is gone once an organisation exists.
        expect(setup.status).toBe(404);
        const after = (await (await fetch(`${second.url}/auth/api/first-run/`)).json()) as {
          setup_required: boolean;
        };
        expect(after.setup_required).toBe(false);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
