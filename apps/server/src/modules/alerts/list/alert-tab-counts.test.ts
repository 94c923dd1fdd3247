import { ALERT_LIST_TABS } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { seedAlertListWorld } from './alert-list.fixture.ts';
import { alertListFilters, matchingAlertIds } from './index.ts';

/** Tab counts agree with the list under the same filters; select-all ids; the workspace's members lite. */
const ctx = useTestApp();
const w = seededBeforeAll(() => seedAlertListWorld(ctx.db), 60_000);

const call = (path: string, query: string, user: FixtureUser = 'agent', workspace = 'alpha') =>
  ctx.call(user, { method: 'GET', url: `${path}?workspace=${workspace}${query ? `&${query}` : ''}` });
const counts = async (query = '', user: FixtureUser = 'agent') => {
  const res = await call('/resolutioncenter/api/v4/alerts/tab-counts/', query, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<(typeof ALERT_LIST_TABS)[number], number>;
};
const listCount = async (query: string, user: FixtureUser) => {
  const res = await call('/resolutioncenter/api/v4/alerts/', query, user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { count: number }).count;
};

describe('the tab counts', () => {
  it('count each tab of the workspace', async () => {
    expect(await counts()).toEqual({
      all: 6,
      assigned_to_me: 2,
      open: 2,
      in_progress: 2,
      closed: 2,
      unassigned: 2,
    });
    expect((await counts('', 'owner')).assigned_to_me).toBe(0);
  });

  it("equal the list's count of each tab, with and without filters, for different callers", async () => {
    const filters = [
      '',
      'level=4,5',
      `assigned_to=${w.users.admin}`,
      'policy_type=1&start_time=2026-03-02',
      'q=alphaone',
      `workflow_stage=${w.stages.Open},${w.stages.Escalated}`,
    ];
    for (const user of ['agent', 'admin'] as const) {
      for (const filter of filters) {
        const tabCounts = await counts(filter, user);
        for (const tab of ALERT_LIST_TABS) {
          const query = [filter, `tab=${tab}`].filter(Boolean).join('&');
          expect(tabCounts[tab], `${user} ${query}`).toBe(await listCount(query, user));
        }
      }
    }
  });

  it('refuse a malformed filter like the list does', async () => {
    const res = await call('/resolutioncenter/api/v4/alerts/tab-counts/', 'q=ab');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ q: ['Enter at least 3 characters.'] });
    expect((await call('/resolutioncenter/api/v4/alerts/tab-counts/', 'level=0')).statusCode).toBe(400);
  });

  it("count only the workspace's own alerts", async () => {
    expect((await call('/resolutioncenter/api/v4/alerts/tab-counts/', '', 'outsider')).statusCode).toBe(404);
    const res = await call('/resolutioncenter/api/v4/alerts/tab-counts/', '', 'outsider', 'beta');
    expect(res.json()).toMatchObject({ all: 1, assigned_to_me: 1, open: 1 });
  });
});

describe('select all (matchingAlertIds)', () => {
  it('gives the ids the list shows under the same filters and tab, for the caller', async () => {
    const mine = await matchingAlertIds(
      ctx.db,
      { workspaceId: w.alpha, userId: w.users.agent },
      alertListFilters({ tab: 'assigned_to_me' }),
    );
    expect(mine).toEqual([w.alerts.review, w.alerts.open2]);
    const closedHigh = await matchingAlertIds(
      ctx.db,
      { workspaceId: w.alpha, userId: w.users.admin },
      alertListFilters({ tab: 'closed', level: [4, 5] }),
    );
    expect(closedHigh).toEqual([w.alerts.inactive]);
    const beta = await matchingAlertIds(
      ctx.db,
      { workspaceId: w.beta, userId: w.users.agent },
      alertListFilters({}),
    );
    expect(beta).toEqual([w.alerts.beta]);
  });
});

describe('members lite', () => {
  const members = async (query = '', user: FixtureUser = 'agent', workspace = 'alpha') => {
    const res = await call('/profile/api/v2/workspaces/members/lite/', query, user, workspace);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { user_id: number; email: string; full_name: string }[];
  };

  it("lists the workspace's members by name", async () => {
    expect(await members()).toEqual([
      { user_id: w.users.admin, email: 'admin@acme.test', full_name: 'Adam Admin' },
      { user_id: w.users.agent, email: 'agent@acme.test', full_name: 'Ann Agent' },
      { user_id: w.users.blocked, email: 'blocked@acme.test', full_name: 'Bea Blocked' },
    ]);
    expect((await members('', 'outsider', 'beta')).map((m) => m.email)).toEqual(['outsider@acme.test']);
  });

  it('finds members by a part of the name or the email, and by whether they are active', async () => {
    expect((await members('q=ann')).map((m) => m.email)).toEqual(['agent@acme.test']);
    expect((await members('q=ADMIN@')).map((m) => m.email)).toEqual(['admin@acme.test']);
    expect((await members('q=n%20ag')).map((m) => m.email)).toEqual(['agent@acme.test']);
    expect((await members('q=outsider')).map((m) => m.email)).toEqual([]);
    expect((await members('is_active=true')).map((m) => m.email)).toEqual([
      'admin@acme.test',
      'agent@acme.test',
    ]);
    expect((await members('is_active=false')).map((m) => m.email)).toEqual(['blocked@acme.test']);
  });

  it('refuses a malformed is_active and answers 404 for a workspace of somebody else', async () => {
    const bad = await call('/profile/api/v2/workspaces/members/lite/', 'is_active=yes');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toContain('is_active');
    expect((await call('/profile/api/v2/workspaces/members/lite/', '', 'agent', 'beta')).statusCode).toBe(
      404,
    );
  });
});
