import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { operatorEnv, runCli, useDataDir } from '../test-support.ts';

/** `set-sso` in a child process on a database `create-organisation` made. */
describe('set-sso command', () => {
  const dataDir = useDataDir('riskscreen-set-sso-');
  const env = () => operatorEnv(dataDir());

  it('points an organisation at its provider; refuses bad options and unknown organisations', {
    timeout: 180_000,
  }, async () => {
    const created = await runCli(
      ['create-organisation', '--name', 'Example Bank', '--admin-email', 'chief@example.test'],
      env(),
    );
    expect(created.code, created.stderr).toBe(0);
    const base = [
      'set-sso',
      '--organisation',
      'example-bank',
      '--issuer',
      'https://id.example.test/realms/bank',
    ];
    const set = await runCli(
      [...base, '--client-id', 'riskscreen', '--client-secret', 's3cret', '--allow-domain', 'Example.test'],
      env(),
    );
    expect(set.stderr).toBe('');
    expect(set.stdout).toBe(
      'Single sign-on of Example Bank (example-bank): on, issuer https://id.example.test/realms/bank, ' +
        'client riskscreen, provisioning from example.test.\n',
    );
    const badDomain = await runCli([...base, '--client-id', 'x', '--allow-domain', 'not a domain'], env());
    expect(badDomain.code).toBe(1);
    expect(badDomain.stderr).toBe('Enter a domain such as example.com. Nothing was changed.\n');
    const unknown = await runCli(
      ['set-sso', '--organisation', 'nobody', '--issuer', 'https://id.example.test', '--client-id', 'x'],
      env(),
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('No organisation has the slug or name nobody. Nothing was changed.\n');
    // Without --client-secret the stored secret is kept; --disable turns it off.
    const off = await runCli(
      [...base, '--client-id', 'riskscreen', '--allow-domain', 'example.test', '--disable'],
      env(),
    );
    expect(off.code, off.stderr).toBe(0);
    const handle = await openPglite({ dataDir: join(dataDir(), 'pg') });
    try {
      const row = await handle.db
        .selectFrom('organization_sso')
        .select(['issuer', 'client_id', 'client_secret', 'allowed_domains', 'is_enabled'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        issuer: 'https://id.example.test/realms/bank',
        client_id: 'riskscreen',
        client_secret: 's3cret',
        allowed_domains: ['example.test'],
        is_enabled: false,
      });
    } finally {
      await handle.close();
    }
  });
});
