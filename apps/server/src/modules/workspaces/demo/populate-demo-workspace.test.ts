import { describe, expect, it } from 'vitest';
import { FIXTURE_USERS } from '../../../../test/helpers/test-app.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { populateDemoWorkspace } from './populate-demo-workspace.ts';

/** The demo workspace's weeks of use, on the shared test world (scale 0.2), in the fixture workspace alpha. */
const ctx = useTestApp({}, { demoWorld: true });

const NOW = new Date('2026-11-01T12:00:00Z');
const populate = () =>
  populateDemoWorkspace(
    { db: ctx.db, chains: ctx.chains },
    {
      workspaceSlug: 'alpha',
      userEmail: FIXTURE_USERS.admin,
      now: NOW,
      sampleSize: 20,
      transactionCount: 80,
    },
  );

describe('populating the demo workspace', () => {
  it('screens transactions across chains and risk levels through the API’s operation, then never again', async () => {
    const first = await populate();
    expect(first.transactions).toBe(80);
    expect(first.addresses).toBeGreaterThan(20);
    expect(first.screened).toBe(first.addresses + first.transactions);

    const screened = await ctx.db
      .selectFrom('screened_transactions as s')
      .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
      .select(['s.id', 's.blockchain', 's.risk_level', 's.created_at'])
      .where('w.slug', '=', 'alpha')
      .execute();
    expect(screened).toHaveLength(80);
    expect(new Set(screened.map((s) => s.blockchain))).toEqual(new Set([0, 1, 8, 10]));
    const levels = new Set(screened.map((s) => s.risk_level));
    expect(levels).toContain(0);
    expect(levels).toContain(5);
    expect(levels).toContain(4);
    expect(levels.size).toBeGreaterThanOrEqual(4);
    // Spread over the last six weeks, as a team would have screened them.
    const times = screened.map((s) => new Date(s.created_at).getTime());
    expect(Math.min(...times)).toBeLessThan(NOW.getTime() - 35 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());

    // Each flagged transaction holds the alerts of the Transaction rules that fired, its level the highest.
    const alerts = await ctx.db
      .selectFrom('alerts')
      .select(['object_id', 'level'])
      .where('object_type', '=', 'transaction')
      .where(
        'object_id',
        'in',
        screened.map((s) => s.id),
      )
      .execute();
    for (const tx of screened) {
      const own = alerts.filter((a) => a.object_id === tx.id).map((a) => a.level);
      expect(own.length > 0 ? Math.max(...own) : 0).toBe(tx.risk_level);
    }

    // The transaction list serves them.
    const list = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/transactions/?workspace=alpha&limit=5',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBe(80);

    expect(await populate()).toMatchObject({ screened: 0, addresses: 0, transactions: 0 });
  }, 180_000);
});
