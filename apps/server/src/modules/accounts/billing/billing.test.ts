import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { organisationId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { compactEveryWorkspace } from '../../reporting/index.ts';
import { consumeCredit, creditsUsed } from './consume-credit.ts';
import { CreditCounter } from './credit-counter.ts';
import { creditPeriodStart } from './credit-period.ts';
import { setPlan } from './set-plan.ts';

/**
 * The billing plan (issue 16 item 5): each screening spends one credit of the organisation, the last credit goes
 * to exactly one of two racing screenings, a refused screening writes nothing, usage rows count the screenings,
 * past the end date workspace requests answer 401, and the user limit refuses invitations.
 */
let acmeId: number;
const ctx = useTestApp();
beforeAll(async () => {
  acmeId = await organisationId(ctx.db, 'acme');
});

let serial = 0;
/** A fresh, valid Ethereum address the store knows nothing of. */
const newAddress = () => `0x${(++serial).toString(16).padStart(4, '0').repeat(10)}`;
/** The screening event a screening of a new address writes with the credit it takes. */
const logScreening = (trx: Db, workspaceId: number) =>
  trx
    .insertInto('screening_events')
    .values({
      workspace_id: workspaceId,
      object_type: 'address',
      blockchain: 1,
      identifier: newAddress(),
      risk_level: 0,
      duration_ms: 1,
    })
    .execute();
const screen = (identifier: string, workspace = 'alpha', user: 'agent' | 'owner' | 'outsider' = 'agent') =>
  ctx.call(user, {
    method: 'POST',
    url: `/risk/api/v4/addresses/?workspace=${workspace}`,
    payload: { identifier, currency: 1 },
  });
const count = async (table: 'screening_events' | 'screened_addresses' | 'entity_audit_events' | 'alerts') =>
  Number((await ctx.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
const state = async () => ({
  events: await count('screening_events'),
  live: await count('screened_addresses'),
  audit: await count('entity_audit_events'),
  alerts: await count('alerts'),
});
const workspaceNamed = (slug: string) =>
  ctx.db.selectFrom('workspaces').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
/** The organisation's credit limit set to what it used so far plus `left`. */
const leaveCredits = async (left: number) => {
  await setPlan(ctx.db, 'acme', { creditLimit: (await count('screening_events')) + left });
};

describe('screening credits', () => {
  it('spends one credit per screening call (re-screens and other workspaces included), then refuses with 402 and writes nothing', async () => {
    await leaveCredits(3);
    const first = newAddress();
    expect((await screen(first)).statusCode).toBe(200);
    expect((await screen(first)).statusCode).toBe(200);
    expect((await screen(newAddress(), 'beta', 'outsider')).statusCode).toBe(200);
    const before = await state();
    const refused = await screen(newAddress());
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'credit_limit_reached' });
    expect(refused.json().detail).toMatch(/used all \d+ screening credits/);
    expect((await screen(first)).statusCode).toBe(402);
    expect(await state()).toEqual(before);
    // The operator adds credits: screening works again.
    await leaveCredits(1);
    expect((await screen(first)).statusCode).toBe(200);
  });

  // On PGlite the transactions queue on one connection; on PostgreSQL the organisation row's lock orders them.
  // Either way the check inside the unit of work decides: the early check alone lets all four through.
  it('gives the last credit to exactly one of racing screenings', async () => {
    for (let round = 0; round < 3; round++) {
      await leaveCredits(1);
      const before = await count('screening_events');
      const answers = await Promise.all([
        screen(newAddress()),
        screen(newAddress(), 'beta', 'outsider'),
        screen(newAddress(), 'alpha', 'owner'),
        screen(newAddress()),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402, 402, 402]);
      expect(await count('screening_events')).toBe(before + 1);
    }
  });

  it('takes the credit inside the unit of work: of racing units, one spends the last credit, the others are refused', async () => {
    const alpha = await workspaceNamed('alpha');
    await leaveCredits(1);
    const before = await count('screening_events');
    const take = () =>
      inTransaction(ctx.db, async (trx) => {
        await consumeCredit(trx, alpha.id, new Date());
        await logScreening(trx, alpha.id);
      });
    const outcomes = await Promise.allSettled([take(), take(), take()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ statusCode: 402 });
    expect(await count('screening_events')).toBe(before + 1);
  });

  it("counts a batch's credits in memory under one lock: the limit holds, and a rolled-back screening gives its credit back", async () => {
    const alpha = await workspaceNamed('alpha');
    await leaveCredits(2);
    const before = await count('screening_events');
    const spent = await inTransaction(ctx.db, async (trx) => {
      const credits = new CreditCounter();
      await credits.consume(trx, alpha.id, new Date());
      // The second screening's savepoint rolls back: its credit is not spent.
      const mark = credits.mark();
      await credits.consume(trx, alpha.id, new Date());
      credits.rewind(mark);
      await credits.consume(trx, alpha.id, new Date());
      await expect(credits.consume(trx, alpha.id, new Date())).rejects.toMatchObject({ statusCode: 402 });
      return 2;
    });
    expect(spent).toBe(2);
    // The counter read the period's usage once: events written meanwhile by this batch are not counted twice.
    expect(await count('screening_events')).toBe(before);
    await inTransaction(ctx.db, async (trx) => {
      const credits = new CreditCounter();
      await credits.consume(trx, alpha.id, new Date());
      await logScreening(trx, alpha.id);
    });
    // The next batch counts the stored usage again: one credit left of two, spent by the first, then refused.
    await expect(
      inTransaction(ctx.db, async (trx) => {
        const credits = new CreditCounter();
        await credits.consume(trx, alpha.id, new Date());
        await credits.consume(trx, alpha.id, new Date());
      }),
    ).rejects.toMatchObject({ statusCode: 402 });
  });

  it('counts nothing without a credit limit', async () => {
    await setPlan(ctx.db, 'acme', { creditLimit: null });
    expect((await screen(newAddress())).statusCode).toBe(200);
  });

  it('resets every 12 months from the organisation creation', () => {
    const anchor = new Date('2024-03-15T10:00:00Z');
    expect(creditPeriodStart(anchor, new Date('2024-06-01T00:00:00Z')).toISOString()).toBe(
      '2024-03-15T10:00:00.000Z',
    );
    expect(creditPeriodStart(anchor, new Date('2026-03-15T09:59:00Z')).toISOString()).toBe(
      '2025-03-15T10:00:00.000Z',
    );
    expect(creditPeriodStart(anchor, new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-03-15T10:00:00.000Z',
    );
  });

  it('counts only the running period: screenings of an earlier year spent no credit of this one', async () => {
    await ctx.db
      .updateTable('organizations')
      .set({ created_at: new Date(Date.now() - 400 * 86_400_000) })
      .where('id', '=', acmeId)
      .execute();
    try {
      await ctx.db
        .updateTable('screening_events')
        .set({ created_at: new Date(Date.now() - 390 * 86_400_000) })
        .execute();
      await setPlan(ctx.db, 'acme', { creditLimit: 1 });
      expect((await screen(newAddress())).statusCode).toBe(200);
      expect((await screen(newAddress())).statusCode).toBe(402);
    } finally {
      await ctx.db.updateTable('screening_events').set({ created_at: new Date() }).execute();
      await setPlan(ctx.db, 'acme', { creditLimit: null });
    }
  });
});

describe('the credit count', () => {
  /** The credits the organisation used since `since`, counted from the events themselves (the oracle). */
  const counted = async (since: Date) =>
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM screening_events e JOIN workspaces w ON w.id = e.workspace_id
          WHERE w.organization_id = ${acmeId} AND e.created_at >= ${since}`.execute(ctx.db)
      ).rows[0]!.n,
    );
  const logAt = async (workspace: string, times: Date[]) => {
    const { id } = await workspaceNamed(workspace);
    await ctx.db
      .insertInto('screening_events')
      .values(
        times.map((created_at, i) => ({
          workspace_id: id,
          object_type: 'address',
          blockchain: 1 + (i % 3),
          identifier: newAddress(),
          risk_level: i % 6,
          duration_ms: 5,
          created_at,
        })),
      )
      .execute();
  };

  it('equals the events since a period start part-way through a day, before and after the rollups are compacted', async () => {
    const since = new Date('2026-03-15T10:30:00Z');
    const at = (iso: string) => new Date(iso);
    // Each side of the start on its own day and the day before, later days, another workspace, another organisation.
    await logAt('alpha', [
      at('2026-03-14T23:59:59Z'),
      at('2026-03-15T10:29:59Z'),
      at('2026-03-15T10:30:00Z'),
    ]);
    await logAt('alpha', [
      at('2026-03-15T23:59:59.999Z'),
      at('2026-03-16T00:00:00Z'),
      at('2026-04-01T12:00:00Z'),
    ]);
    await logAt('beta', [at('2026-03-15T11:00:00Z'), at('2026-03-15T09:00:00Z'), at('2026-05-20T00:00:00Z')]);
    await logAt('gamma', [at('2026-03-15T11:00:00Z'), at('2026-03-20T11:00:00Z')]);
    for (const iso of ['2026-03-17T08:00:00Z', '2026-03-17T09:00:00Z']) await logAt('beta', [at(iso)]);
    const expected = await counted(since);
    expect(expected).toBeGreaterThan(0);
    expect(await creditsUsed(ctx.db, acmeId, since)).toBe(expected);
    expect(await compactEveryWorkspace(ctx.db)).toBeGreaterThanOrEqual(3);
    expect(await creditsUsed(ctx.db, acmeId, since)).toBe(expected);
    // An event that moves (the rollup follows updates: migration 0030) and one that goes.
    const { id: alpha } = await workspaceNamed('alpha');
    await sql`UPDATE screening_events SET created_at = '2026-03-01T00:00:00Z'
      WHERE workspace_id = ${alpha} AND created_at = '2026-04-01T12:00:00Z'`.execute(ctx.db);
    await sql`DELETE FROM screening_events WHERE created_at = '2026-05-20T00:00:00Z'`.execute(ctx.db);
    expect(await counted(since)).toBe(expected - 2);
    expect(await creditsUsed(ctx.db, acmeId, since)).toBe(expected - 2);
    // Any period start, midnight included.
    for (const start of [
      '2026-03-15T00:00:00Z',
      '2026-03-16T00:00:00Z',
      '2026-03-14T23:59:59Z',
      '2026-01-01T00:00:00Z',
    ])
      expect(await creditsUsed(ctx.db, acmeId, at(start)), start).toBe(await counted(at(start)));
    expect(await compactEveryWorkspace(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await compactEveryWorkspace(ctx.db)).toBe(0);
  });
});

describe('credit usage', () => {
  const usage = (path: string, query: string, user: 'owner' | 'agent' = 'owner') =>
    ctx.call(user, { method: 'GET', url: `/profile/${path}/?${query}` });

  it('answers monthly and daily rows, unique and not, equal to the screenings made', async () => {
    await ctx.db.deleteFrom('screening_events').execute();
    const a = newAddress();
    expect((await screen(a)).statusCode).toBe(200);
    expect((await screen(a)).statusCode).toBe(200);
    expect((await screen(newAddress(), 'beta', 'outsider')).statusCode).toBe(200);
    // Another organisation's screenings are not counted.
    expect(
      (
        await ctx.call('foreigner', {
          method: 'POST',
          url: '/risk/api/v4/addresses/?workspace=gamma',
          payload: { identifier: newAddress(), currency: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    const nonUnique = await usage('credit-usage-nonunique', 'interval=monthly');
    expect(nonUnique.statusCode, nonUnique.body).toBe(200);
    expect(nonUnique.json()).toEqual([
      {
        time_period_display: expect.stringMatching(/^[A-Z][a-z]{2} \d{4}$/),
        addresses: 3,
        transactions: 0,
        total: 3,
      },
    ]);
    const unique = await usage('credit-usage', 'interval=daily');
    expect(unique.json()).toEqual([
      {
        time_period_display: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
        addresses: 2,
        transactions: 0,
        total: 2,
      },
    ]);
    expect((await usage('credit-usage', `interval=monthly&date_screened=${month}`)).json()).toHaveLength(1);
    expect((await usage('credit-usage', 'interval=monthly&date_screened=1999-01')).json()).toEqual([]);
    expect((await usage('credit-usage', 'interval=daily&end_date=1999-01-01')).json()).toEqual([]);
  });

  it('is for organisation admins only, and refuses bad input with 400', async () => {
    expect((await usage('credit-usage', 'interval=monthly', 'agent')).statusCode).toBe(403);
    const bad = await usage('credit-usage', 'interval=weekly');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toContain('interval');
  });
});

describe('the plan end date', () => {
  const dashboard = () =>
    ctx.call('agent', { method: 'GET', url: '/risk/api/v4/addresses/?workspace=alpha' });
  it('answers 401 Your Billing Plan Has Expired on workspace requests past it; extending the plan lifts it', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await setPlan(ctx.db, 'Acme', { endDate: day(0) });
    expect((await dashboard()).statusCode).toBe(200);
    await setPlan(ctx.db, 'Acme', { endDate: day(-1) });
    const expired = await dashboard();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      detail: 'Your Billing Plan Has Expired',
      code: 'billing_plan_expired',
    });
    // The account still answers (the web shows who is signed in, and the plan).
    expect((await ctx.call('agent', { method: 'GET', url: '/profile/plan/' })).statusCode).toBe(200);
    // Another organisation is not affected.
    expect((await ctx.call('outsider', { method: 'GET', url: '/profile/plan/' })).statusCode).toBe(200);
    await setPlan(ctx.db, 'acme', { endDate: day(365) });
    expect((await dashboard()).statusCode).toBe(200);
    await setPlan(ctx.db, 'acme', { endDate: null });
  });
});

describe('the user limit', () => {
  it('refuses an invitation beyond it with a clear message, and invites nobody', async () => {
    const seats = Number(
      (
        await ctx.db
          .selectFrom('users')
          .select(sql<string>`count(*)`.as('n'))
          .where('organization_id', '=', acmeId)
          .where('is_active', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await setPlan(ctx.db, 'acme', { userLimit: seats + 1 });
    const invite = (emails: string[]) =>
      ctx.call('owner', {
        method: 'POST',
        url: '/profile/api/v2/team-members/',
        payload: { emails, role: 2, workspaces: ['alpha'] },
      });
    const refused = await invite(['one@acme.test', 'two@acme.test']);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      emails: [
        `Your organisation has reached the user limit of its plan (${seats + 1} users). Please contact support team to add users.`,
      ],
    });
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', '=', 'one@acme.test').execute(),
    ).toEqual([]);
    expect((await invite(['one@acme.test'])).statusCode).toBe(201);
    expect((await invite(['two@acme.test'])).statusCode).toBe(400);
    await setPlan(ctx.db, 'acme', { userLimit: null });
  });
});

describe('the plan features the operator sets', () => {
  it('turns token monitoring on for every workspace of the organisation alone, changing nothing else of the plan', async () => {
    const before = await setPlan(ctx.db, 'acme', {});
    const on = await setPlan(ctx.db, 'acme', { tokenMonitoring: true });
    expect(on.tokenMonitoringWorkspaces).toBe(on.workspaceCount);
    expect(on.workspaceCount).toBeGreaterThan(0);
    expect({ ...on, tokenMonitoringWorkspaces: 0 }).toEqual({ ...before, tokenMonitoringWorkspaces: 0 });
    const other = await ctx.db
      .selectFrom('workspaces')
      .innerJoin('organizations', 'organizations.id', 'workspaces.organization_id')
      .select('workspaces.token_monitoring_status')
      .where('organizations.slug', '!=', 'acme')
      .execute();
    expect(other.every((w) => !w.token_monitoring_status)).toBe(true);
    expect((await setPlan(ctx.db, 'acme', { tokenMonitoring: false })).tokenMonitoringWorkspaces).toBe(0);
  });
});
