import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { createOrganisation } from '../../workspaces/index.ts';
import { DEFAULT_POLICIES } from './default-policies.ts';

const ctx = useTestApp();

type PolicyBody = {
  id: number;
  name: string;
  description: string;
  type: number;
  type_verbose: string;
  category: number;
  category_verbose: string;
  is_enabled: boolean;
  rule_count: number;
};

const get = (url: string, user: 'admin' | 'agent' = 'agent') => ctx.call(user, { method: 'GET', url });
const list = async (query = '') => {
  const res = await get(`/risk/api/v4/policies/?workspace=alpha${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; results: PolicyBody[] };
};
const create = (payload: Record<string, unknown>) =>
  ctx.call('admin', { method: 'POST', url: '/risk/api/v4/policies/?workspace=alpha', payload });
const newPolicy = {
  name: 'Gambling watch',
  description: 'Direct gambling exposure',
  type: 1,
  category: 1,
  is_enabled: true,
};

describe('default policies', () => {
  it('seeds every workspace with the default policies, their rules and the workflow stages', async () => {
    const all = await list();
    expect(all.count).toBe(DEFAULT_POLICIES.length);
    expect(all.results.map((p) => p.name).sort()).toEqual(DEFAULT_POLICIES.map((p) => p.name).sort());
    const sanctions = all.results.find((p) => p.name === 'Sanctions exposure');
    expect(sanctions).toMatchObject({
      type: 1,
      type_verbose: 'Address',
      category: 1,
      category_verbose: 'Source of Funds',
      is_enabled: true,
      // The object itself is sanctioned; direct exposure; indirect exposure.
      rule_count: 3,
    });
    // Transaction policies only hold templates 1–3 and 18–20.
    const rules = await get('/risk/api/v4/classifiers/?workspace=alpha&policy_type=0&limit=100');
    const types = rules
      .json()
      .results.flatMap((r: { rule_conditions: { rule_condition_type: number }[] }) =>
        r.rule_conditions.map((c) => c.rule_condition_type),
      );
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect([1, 2, 3, 18, 19, 20]).toContain(t);

    const stages = await get('/profile/api/v2/workspaces/workflow-stages/?workspace=alpha');
    expect(stages.statusCode).toBe(200);
    const byName = new Map(stages.json().map((s: { name: string }) => [s.name, s]));
    expect(byName.get('Open')).toMatchObject({ category: 0 });
    expect(byName.get('Inactive')).toMatchObject({ category: 3, next_stages: [] });
    const open = byName.get('Open') as { next_stages: number[] };
    const review = byName.get('In Review') as { id: number; category: number };
    expect(review.category).toBe(1);
    expect(open.next_stages).toContain(review.id);
  });

  it('seeds a workspace of a newly created organisation, once', async () => {
    const created = await createOrganisation(ctx.db, {
      slug: 'initech',
      name: 'Initech',
      workspaces: [{ slug: 'delta', name: 'Delta' }],
      users: [
        {
          email: 'bill@initech.test',
          firstName: 'Bill',
          lastName: 'Lumbergh',
          password: TEST_PASSWORD,
          memberships: [{ workspace: 'delta', role: 1 }],
        },
      ],
    });
    const delta = created.workspaceIds.get('delta') ?? 0;
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('policies')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('workspace_id', '=', delta)
            .executeTakeFirst()
        )?.n,
      );
    expect(await count()).toBe(DEFAULT_POLICIES.length);
    const { seedWorkspaceDefaults } = await import('../../workspaces/index.ts');
    await seedWorkspaceDefaults(ctx.db, delta);
    expect(await count()).toBe(DEFAULT_POLICIES.length);
  });
});

describe('the policy list', () => {
  it('filters by type, status, category and text, orders and pages by 25', async () => {
    expect((await list('&type=0')).results.every((p) => p.type === 0)).toBe(true);
    expect((await list('&type=0')).count).toBe(2);
    expect((await list('&category=2')).results.map((p) => p.name)).toEqual(['Behaviour']);
    expect((await list('&is_enabled=false')).count).toBe(0);
    expect((await list('&is_enabled=null&type=')).count).toBe(DEFAULT_POLICIES.length);
    expect((await list('&q=SANCTIONS')).results.map((p) => p.name).sort()).toEqual([
      'Sanctions exposure',
      'Transaction sanctions exposure',
    ]);
    const byName = (await list('&ordering=name')).results.map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const paged = await list('&limit=2');
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('offset=2');
    expect((await get('/risk/api/v4/policies/?workspace=alpha&ordering=nope')).statusCode).toBe(400);
    expect((await get('/risk/api/v4/policies/?workspace=alpha&type=7')).statusCode).toBe(400);
  });
});

describe('creating and editing policies', () => {
  it('creates a policy (admins only) and answers it with 200', async () => {
    const denied = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/policies/?workspace=alpha',
      payload: newPolicy,
    });
    expect(denied.statusCode).toBe(403);
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/policies/?workspace=alpha',
      payload: newPolicy,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...newPolicy, rule_count: 0, type_verbose: 'Address' });
    // The policy is alpha's alone.
    const theirs = await ctx.call('outsider', {
      method: 'GET',
      url: `/risk/api/v4/policies/${res.json().id}/?workspace=beta`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("rejects a policy without its fields, blank ones with the form's 'Required', and a Transaction policy of another category", async () => {
    const empty = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/policies/?workspace=alpha',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      name: ['This field is required.'],
      description: ['This field is required.'],
      type: ['This field is required.'],
      category: ['This field is required.'],
      is_enabled: ['This field is required.'],
    });
    const blank = await create({ ...newPolicy, name: '  ', description: '' });
    expect(blank.json()).toEqual({ name: ['Required'], description: ['Required'] });
    const wrong = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/policies/?workspace=alpha',
      payload: { ...newPolicy, type: 0, category: 2 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ category: ['Transaction policies only take Source of Funds rules'] });
  });

  it('says which limit a too-long field passes and which type a field expects, instead of "Required"', async () => {
    const long = await create({ ...newPolicy, name: 'n'.repeat(101), description: 'd'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      name: ['Ensure this field has no more than 100 characters.'],
      description: ['Ensure this field has no more than 2000 characters.'],
    });
    const atLimit = await create({ ...newPolicy, name: 'n'.repeat(100), description: 'd'.repeat(2000) });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const typed = await create({
      name: 123,
      description: ['x'],
      type: 'one',
      category: 9,
      is_enabled: 'yes',
    });
    expect(typed.json()).toEqual({
      name: ['Not a valid string.'],
      description: ['Not a valid string.'],
      type: ['A valid number is required.'],
      category: ['"9" is not a valid choice.'],
      is_enabled: ['Must be a valid boolean.'],
    });
    const id = atLimit.json().id as number;
    const edit = await ctx.call('admin', {
      method: 'PUT',
      url: `/risk/api/v4/policies/${id}/?workspace=alpha`,
      payload: { name: 'n'.repeat(101), description: 42 },
    });
    expect(edit.json()).toEqual({
      name: ['Ensure this field has no more than 100 characters.'],
      description: ['Not a valid string.'],
    });
  });

  it('edits name and description (type and category stay), and keeps the audit trail', async () => {
    const policy = (await list('&q=Gambling watch')).results[0] as PolicyBody;
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: `/risk/api/v4/policies/${policy.id}/?workspace=alpha`,
      payload: { id: policy.id, name: 'Gambling', description: 'Gambling exposure', type: 0, category: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Gambling',
      description: 'Gambling exposure',
      type: 1,
      category: 1,
    });
    const noName = await ctx.call('admin', {
      method: 'PUT',
      url: `/risk/api/v4/policies/${policy.id}/?workspace=alpha`,
      payload: { name: ' ', description: 'x' },
    });
    expect(noName.json()).toEqual({ name: ['Required'] });
    const history = await get(`/risk/api/v4/policies/${policy.id}/history/?workspace=alpha`);
    expect(history.statusCode).toBe(200);
    const entries = history.json();
    expect(entries.map((e: { kinds: string[] }) => e.kinds)).toEqual([['policy_edited'], ['policy_created']]);
    expect(entries[0]).toMatchObject({
      history_type: 0,
      old_version: { field_dict: { name: 'Gambling watch' } },
      new_version: { field_dict: { name: 'Gambling', is_enabled: true } },
      revision: { user: { first_name: 'Adam', last_name: 'Admin' } },
    });
    expect(entries[1].old_version).toBeNull();
  });

  it('refuses every policy write to a non-admin', async () => {
    const policy = (await list('&type=1')).results[0] as PolicyBody;
    const writes = [
      { method: 'POST' as const, url: '/risk/api/v4/policies/?workspace=alpha', payload: newPolicy },
      {
        method: 'PUT' as const,
        url: `/risk/api/v4/policies/${policy.id}/?workspace=alpha`,
        payload: { name: 'x', description: 'y', is_enabled: false },
      },
    ];
    for (const write of writes) expect((await ctx.call('agent', write)).statusCode).toBe(403);
    expect((await list()).results.every((p) => p.name !== 'x')).toBe(true);
  });
});

describe('the rules download', () => {
  it('downloads every rule of the workspace as CSV', async () => {
    const res = await exportFile(ctx, 'agent', '/risk/api/v4/policies/download-rules/?workspace=alpha');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('rules.csv');
    const lines = res.text.trim().split('\r\n');
    const total = DEFAULT_POLICIES.reduce((n, p) => n + p.rules.length, 0);
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe(
      'Policy,Policy Type,Policy Category,Policy Status,Rule,Risk Level,Rule Status,Conditions,Action,Last Updated',
    );
    expect(res.text).toContain(
      'Sanctions exposure,Address,Source of Funds,Live,Direct exposure to sanctioned entities,Critical,Live',
    );
    // The Action column names the action as the rule builder does, not by its keyword.
    const actions = lines.slice(1).map((line) => line.split(',').at(-2));
    expect(new Set(actions)).toEqual(new Set(['Raise an alert']));
  });

  it("downloads one policy's rules with policy=<id>; another workspace's policy gives no rows", async () => {
    const sanctions = (await list('&q=Sanctions%20exposure')).results.find(
      (p) => p.name === 'Sanctions exposure',
    );
    expect(sanctions).toBeDefined();
    const res = await exportFile(
      ctx,
      'agent',
      `/risk/api/v4/policies/download-rules/?workspace=alpha&policy=${sanctions?.id}`,
    );
    const rows = res.text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(sanctions?.rule_count ?? -1);
    expect(rows.every((row) => row.startsWith('Sanctions exposure,'))).toBe(true);

    const other = await exportFile(
      ctx,
      'outsider',
      `/risk/api/v4/policies/download-rules/?workspace=beta&policy=${sanctions?.id}`,
    );
    expect(other.text.trim().split('\r\n')).toHaveLength(1);
    expect((await get('/risk/api/v4/policies/download-rules/?workspace=alpha&policy=abc')).statusCode).toBe(
      400,
    );
  });
});

describe('ordering by name', () => {
  it('orders policies A–Z and Z–A without regard to case', async () => {
    for (const name of ['cherry zorder', 'Banana zorder', 'apple zorder']) {
      expect((await create({ ...newPolicy, name })).statusCode).toBe(200);
    }
    const names = async (ordering: string) =>
      (await list(`&q=zorder&ordering=${ordering}`)).results.map((p) => p.name);
    expect(await names('name')).toEqual(['apple zorder', 'Banana zorder', 'cherry zorder']);
    expect(await names('-name')).toEqual(['cherry zorder', 'Banana zorder', 'apple zorder']);
  });
});
