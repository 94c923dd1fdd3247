import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { operatorEnv, runCli, useDataDir } from '../test-support.ts';
import { planChangeOf } from './set-plan.ts';

describe('set-plan options', () => {
  it('changes only what is given; none removes an end date or a limit', () => {
    expect(planChangeOf({ creditLimit: '500' })).toEqual({ creditLimit: 500 });
    expect(planChangeOf({ name: ' Pro ', endDate: '2027-01-31', userLimit: 'none' })).toEqual({
      name: 'Pro',
      endDate: '2027-01-31',
      userLimit: null,
    });
    expect(planChangeOf({ endDate: 'none' })).toEqual({ endDate: null });
    expect(planChangeOf({ apiRateLimit: '600' })).toEqual({ apiRateLimit: 600 });
    expect(planChangeOf({ apiRateLimit: 'none' })).toEqual({ apiRateLimit: null });
    expect(
      planChangeOf({ tokenMonitoring: 'on', continuousMonitoring: 'off', proofOfReserves: 'on' }),
    ).toEqual({
      tokenMonitoring: true,
      flags: { can_enable_continuous_monitoring: false, is_proof_of_reserve_enabled: true },
    });
    expect(planChangeOf({ tokenMonitoring: 'off' })).toEqual({ tokenMonitoring: false });
  });
  it('refuses a feature switch that is not on or off, in one line', () => {
    expect(planChangeOf({ tokenMonitoring: 'yes' })).toBe('--token-monitoring must be on or off, not yes.');
    expect(planChangeOf({ continuousMonitoring: 'ON' })).toBe(
      '--continuous-monitoring must be on or off, not ON.',
    );
    expect(planChangeOf({ proofOfReserves: '' })).toBe('--proof-of-reserves must be on or off, not .');
  });
  it('refuses what is not a date or a whole number, and an empty change', () => {
    expect(planChangeOf({ endDate: '31/01/2027' })).toBe('31/01/2027 is not a date (YYYY-MM-DD) or none.');
    expect(planChangeOf({ creditLimit: '-3' })).toBe('The credit limit must be a whole number or none.');
    expect(planChangeOf({ userLimit: '2.5' })).toBe('The user limit must be a whole number or none.');
    expect(planChangeOf({ apiRateLimit: '0' })).toBe(
      'The API rate limit must be at least 1 request a minute, or none.',
    );
    expect(planChangeOf({})).toBe(
      'Give at least one of --name, --end-date, --user-limit, --credit-limit, --api-rate-limit, ' +
        '--token-monitoring, --continuous-monitoring, --proof-of-reserves.',
    );
  });
});

/** `set-plan` in a child process on a database `create-organisation` made. */
describe('set-plan command', () => {
  const dataDir = useDataDir('riskscreen-set-plan-');
  const env = () => operatorEnv(dataDir());

  it('sets the plan of an organisation named by its name or slug', { timeout: 180_000 }, async () => {
    const created = await runCli(
      ['create-organisation', '--name', 'Example Bank', '--admin-email', 'chief@example.test'],
      env(),
    );
    expect(created.code, created.stderr).toBe(0);
    const set = await runCli(
      [
        'set-plan',
        '--organisation',
        'Example Bank',
        '--name',
        'Enterprise',
        '--end-date',
        '2027-06-30',
        '--user-limit',
        '25',
        '--credit-limit',
        '10000',
        '--api-rate-limit',
        '600',
        '--token-monitoring',
        'on',
        '--continuous-monitoring',
        'off',
        '--proof-of-reserves',
        'on',
      ],
      env(),
    );
    expect(set.stderr).toBe('');
    expect(set.stdout).toBe(
      'Plan of Example Bank (example-bank): Enterprise, ends 2027-06-30, user limit 25, credit limit 10000, ' +
        'API rate limit 600/min per key, continuous monitoring off, proof of reserves on, ' +
        'token monitoring in 1 of 1 workspaces.\n',
    );
    const badSwitch = await runCli(
      ['set-plan', '--organisation', 'example-bank', '--token-monitoring', 'maybe'],
      env(),
    );
    expect(badSwitch.code).toBe(1);
    expect(badSwitch.stderr).toBe('--token-monitoring must be on or off, not maybe. Nothing was changed.\n');
    const unknown = await runCli(['set-plan', '--organisation', 'nobody', '--credit-limit', '5'], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('No organisation has the slug or name nobody. Nothing was changed.\n');
    const handle = await openPglite({ dataDir: join(dataDir(), 'pg') });
    try {
      const org = await handle.db
        .selectFrom('organizations')
        .select(['id', 'plan_name', 'user_limit', 'credit_limit', 'api_rate_limit', 'plan_flags'])
        .where('slug', '=', 'example-bank')
        .executeTakeFirstOrThrow();
      expect(org).toMatchObject({
        plan_name: 'Enterprise',
        user_limit: 25,
        credit_limit: 10000,
        api_rate_limit: 600,
        plan_flags: { can_enable_continuous_monitoring: false, is_proof_of_reserve_enabled: true },
      });
      const workspaces = await handle.db
        .selectFrom('workspaces')
        .select('token_monitoring_status')
        .where('organization_id', '=', org.id)
        .execute();
      expect(workspaces).toEqual([{ token_monitoring_status: true }]);
    } finally {
      await handle.close();
    }
  });
});
