import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { seedAlertListWorld } from './alert-list.fixture.ts';

/** The workspace's alert list: tabs, filters, search, ordering and paging, scoped to the workspace. */
const ctx = useTestApp();
const w = seededBeforeAll(() => seedAlertListWorld(ctx.db), 60_000);

type Item = {
  id: number;
  level: number;
  assigned_to: number | null;
  assigned_to_name: string | null;
  policy_type: number;
  policy_type_verbose: string;
  workflow_stage: { name: string; category: number };
  content_object_fields: { identifier: string; customer_id: string | null; deposit_address: string | null };
  rule_register: { rule_name: string; policy_category: number };
  entity_type: string;
  opened_at: string;
  updated_at: string;
};
type Page = { count: number; next: string | null; previous: string | null; results: Item[] };

const get = (query: string, user: FixtureUser = 'agent', workspace = 'alpha') =>
  ctx.call(user, {
    method: 'GET',
    url: `/resolutioncenter/api/v4/alerts/?workspace=${workspace}${query ? `&${query}` : ''}`,
  });
const list = async (query = '', user: FixtureUser = 'agent'): Promise<Page> => {
  const res = await get(query, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
/** The alert names of a page, in order. */
const names = async (query = '', user: FixtureUser = 'agent') => {
  const byId = new Map(Object.entries(w.alerts).map(([name, id]) => [id, name]));
  return (await list(query, user)).results.map((a) => byId.get(a.id));
};
const ALL_NEWEST_FIRST = ['inactive', 'closedTp', 'escalated', 'review', 'open2', 'open1'];

describe('the alert list', () => {
  it("lists the workspace's alerts newest first, with assignee name, policy type and the object's fields", async () => {
    const page = await list();
    expect(page.count).toBe(6);
    expect(await names()).toEqual(ALL_NEWEST_FIRST);
    const escalated = page.results.find((a) => a.id === w.alerts.escalated);
    expect(escalated).toMatchObject({
      assigned_to: w.users.admin,
      assigned_to_name: 'Adam Admin',
      policy_type: 0,
      policy_type_verbose: 'Transaction',
      entity_type: 'transaction',
      workflow_stage: { name: 'Escalated', category: 1 },
      content_object_fields: {
        identifier: '0xFEEDFACE0001',
        customer_id: 'CUST-888',
        deposit_address: '0xDEPOSIT',
      },
    });
    const open1 = page.results.find((a) => a.id === w.alerts.open1);
    expect(open1).toMatchObject({
      assigned_to: null,
      assigned_to_name: null,
      policy_type: 1,
      policy_type_verbose: 'Address',
      content_object_fields: { identifier: 'bc1qAlphaOne', customer_id: 'CUST-777' },
    });
  });

  it('maps each tab to stage categories or to the assignee', async () => {
    expect(await names('tab=open')).toEqual(['open2', 'open1']);
    expect(await names('tab=in_progress')).toEqual(['escalated', 'review']);
    // Closed holds categories 2 and 3 (Inactive).
    expect(await names('tab=closed')).toEqual(['inactive', 'closedTp']);
    expect(await names('tab=unassigned')).toEqual(['inactive', 'open1']);
    expect(await names('tab=all')).toEqual(ALL_NEWEST_FIRST);
  });

  it('shows each caller their own alerts under Assigned to me', async () => {
    expect(await names('tab=assigned_to_me', 'agent')).toEqual(['review', 'open2']);
    expect(await names('tab=assigned_to_me', 'admin')).toEqual(['closedTp', 'escalated']);
    expect(await names('tab=assigned_to_me', 'owner')).toEqual([]);
  });

  it('filters by level, stage, assignee, opening time, entity type', async () => {
    expect(await names('level=4,5')).toEqual(['inactive', 'escalated', 'open1']);
    expect(await names(`workflow_stage=${w.stages['In Review']},${w.stages.Open}`)).toEqual([
      'review',
      'open2',
      'open1',
    ]);
    expect(await names(`assigned_to=${w.users.admin}`)).toEqual(['closedTp', 'escalated']);
    expect(await names('start_time=2026-03-03&end_time=2026-03-04')).toEqual(['escalated', 'review']);
    expect(await names('start_time=2026-03-05T10:00:00Z')).toEqual(['inactive', 'closedTp']);
    expect(await names('end_time=2026-03-02T10:00:00Z')).toEqual(['open2', 'open1']);
    expect(await names('entity_type=transaction')).toEqual(['closedTp', 'escalated']);
    expect(await names('entity_type=customer')).toEqual([]);
    // Empty lists are no filter; the tab and a stage filter intersect.
    expect(await names('level=&workflow_stage=null')).toEqual(ALL_NEWEST_FIRST);
    expect(await names(`tab=open&workflow_stage=${w.stages['In Review']}`)).toEqual([]);
  });

  it("filters by rule id, rule name, policy category and policy type (the workspace's rules)", async () => {
    expect(await names(`rule_id=${w.rules.large.uuid}`)).toEqual(['review', 'open2']);
    expect(await names(`rule_id=${w.rules.large.uuid.toUpperCase()},${w.rules.txSanctions.uuid}`)).toEqual([
      'closedTp',
      'escalated',
      'review',
      'open2',
    ]);
    expect(await names('rule_name=attributed%20to%20a%20sanctioned%20entity')).toEqual(['inactive', 'open1']);
    expect(await names('policy_category=2')).toEqual(['review', 'open2']);
    expect(await names('policy_type=0')).toEqual(['closedTp', 'escalated']);
    expect(await names('policy_type=1&policy_category=1')).toEqual(['inactive', 'open1']);
    expect(await names('policy_type=2')).toEqual([]);
  });

  it('searches the alert id, a part of the identifier, the customer id and the rule name', async () => {
    expect(await names(`q=${w.alerts.review}00000`)).toEqual([]);
    expect(await names('q=ALPHAONE')).toEqual(['review', 'open1']);
    expect(await names('q=feedface')).toEqual(['closedTp', 'escalated']);
    expect(await names('q=cust-777')).toEqual(['review', 'open1']);
    expect(await names('q=CUST-888')).toEqual(['closedTp', 'escalated']);
    expect(await names('q=large%20trans')).toEqual(['review', 'open2']);
    // LIKE's wildcards are taken literally.
    expect(await names('q=%25%25%25')).toEqual([]);
    const byId = await list(`q=${String(w.alerts.escalated).padStart(3, '0')}`);
    expect(byId.results.map((a) => a.id)).toContain(w.alerts.escalated);
  });

  it('orders by opening, level, last update or id, either way', async () => {
    expect(await names('ordering=opened_at')).toEqual([...ALL_NEWEST_FIRST].reverse());
    expect(await names('ordering=-updated_at')).toEqual([
      'open1',
      'review',
      'closedTp',
      'inactive',
      'escalated',
      'open2',
    ]);
    expect(await names('ordering=updated_at')).toEqual([
      'open2',
      'escalated',
      'inactive',
      'closedTp',
      'review',
      'open1',
    ]);
    const levels = (await list('ordering=-level')).results.map((a) => a.level);
    expect(levels).toEqual([5, 4, 4, 3, 2, 1]);
    expect((await list('ordering=level')).results.map((a) => a.level)).toEqual([1, 2, 3, 4, 4, 5]);
    const ids = Object.entries(w.alerts)
      .filter(([name]) => name !== 'beta')
      .map(([, id]) => id)
      .sort((a, b) => a - b);
    expect((await list('ordering=id')).results.map((a) => a.id)).toEqual(ids);
    expect((await list('ordering=-id')).results.map((a) => a.id)).toEqual([...ids].reverse());
  });

  it('pages with offset and limit, linking the next and previous pages', async () => {
    const first = await list('limit=4');
    expect(first.count).toBe(6);
    expect(first.results).toHaveLength(4);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=4');
    const second = await list('limit=4&offset=4');
    expect(second.results.map((a) => a.id)).toEqual([w.alerts.open2, w.alerts.open1]);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('offset=0');
    expect((await list('offset=50')).results).toEqual([]);
  });

  it("never shows another workspace's alerts, stages or rules", async () => {
    expect((await get('', 'outsider')).statusCode).toBe(404);
    const beta = await get('', 'outsider', 'beta');
    expect(beta.json().results.map((a: Item) => a.id)).toEqual([w.alerts.beta]);
    expect((await get('', 'agent', 'beta')).statusCode).toBe(404);
    expect(await names(`workflow_stage=${w.betaStages.Open}`)).toEqual([]);
    expect(await names('q=bc1qalpha')).toEqual(['review', 'open1']);
  });

  it('refuses a malformed filter with a 400 that names the field', async () => {
    const cases: [string, string][] = [
      ['level=6', 'level'],
      ['level=high', 'level'],
      ['workflow_stage=open', 'workflow_stage'],
      ['assigned_to=-1', 'assigned_to'],
      ['start_time=yesterday', 'start_time'],
      ['end_time=2026-13-45', 'end_time'],
      ['start_time=2026-03-05&end_time=2026-03-01', 'end_time'],
      ['rule_id=not-a-uuid', 'rule_id'],
      ['policy_category=0', 'policy_category'],
      ['policy_type=3', 'policy_type'],
      ['entity_type=case', 'entity_type'],
      ['ordering=name', 'ordering'],
      ['tab=mine', 'tab'],
      ['limit=101', 'limit'],
      ['q=ab', 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()), query).toContain(field);
    }
    expect((await get('q=%20ab%20')).json()).toEqual({ q: ['Enter at least 3 characters.'] });
  });
});
