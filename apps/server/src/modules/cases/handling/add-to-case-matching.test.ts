import { CASE_MATCHING_MAX, CASE_MATCHING_TOO_MANY, CASE_MATCHING_WRONG_LIST } from '@riskscreen/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * Add to Case from an entity list's "all matching" selection: the list's filters instead of ids, resolved by the
 * server in the workspace, for a new case (POST cases/) or an existing one (POST cases/{id}/addresses|…/).
 */
const ctx = useTestApp();

const CASES = '/resolutioncenter/api/v4/cases/';
let counter = 0;
const address = () => {
  counter += 1;
  return `0x${(0xbeef0000 + counter).toString(16).padStart(40, '0')}`;
};
const screen = async (workspace: 'alpha' | 'beta', customerId: string) => {
  const res = await ctx.call(workspace === 'alpha' ? 'agent' : 'outsider', {
    method: 'POST',
    url: `/risk/api/v4/addresses/?workspace=${workspace}`,
    payload: { identifier: address(), currency: 1, customer_id: customerId, type: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().id);
};
const post = (
  url: string,
  payload: object,
  user: 'agent' | 'admin' | 'outsider' | null = 'agent',
  workspace = 'alpha',
) => ctx.call(user, { method: 'POST', url: `${url}?workspace=${workspace}`, payload });
const entityIds = async (caseId: number, kind: 'addresses' | 'transactions' | 'customers') => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `${CASES}${caseId}/${kind}/?workspace=alpha&limit=25`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
};

describe('Add to Case from all matching results', () => {
  let matched: number[] = [];
  let caseId = 0;

  it('creates a case holding every address the filters match in the workspace, and no other', async () => {
    matched = [await screen('alpha', 'MATCH-A1'), await screen('alpha', 'MATCH-A2')].sort((a, b) => a - b);
    await screen('alpha', 'OTHER-A');
    const foreign = await screen('beta', 'MATCH-A3');
    const res = await post(CASES, {
      name: 'All matching addresses',
      matching: { entity: 'addresses', filters: { q: 'match-a' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    caseId = res.json().id;
    expect(await entityIds(caseId, 'addresses')).toEqual(matched);
    expect(matched).not.toContain(foreign);
    // Each entity is a timeline entry, as when added by id.
    const timeline = await ctx.call('agent', {
      method: 'GET',
      url: `${CASES}${caseId}/audit-trail/?workspace=alpha&type=4`,
    });
    expect(timeline.json().count).toBe(2);
  });

  it('adds the matching customers and transactions to an existing case, once each', async () => {
    for (const id of ['MATCH-C1', 'MATCH-C2', 'OTHER-C']) {
      const res = await post('/risk/api/v4/customers/', { customer_id: id });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const customers = await post(`${CASES}${caseId}/customers/`, {
      matching: { entity: 'customers', filters: { q: 'MATCH-C' } },
    });
    expect(customers.statusCode, customers.body).toBe(200);
    expect(customers.json().added).toBe(2);
    // The screenings above named customers MATCH-A1 and MATCH-A2 too: 4 MATCH customers now, 2 of them MATCH-C.
    const again = await post(`${CASES}${caseId}/customers/`, {
      matching: { entity: 'customers', filters: { q: 'MATCH-' } },
    });
    expect(again.json().added).toBe(2);
    expect(await entityIds(caseId, 'customers')).toHaveLength(4);

    const hash = `0x${'ab'.repeat(32)}`;
    const tx = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/transactions/?workspace=alpha',
      payload: { identifier: hash, currency: 1 },
    });
    expect(tx.statusCode, tx.body).toBe(200);
    const transactions = await post(`${CASES}${caseId}/transactions/`, {
      matching: { entity: 'transactions', filters: { q: hash } },
    });
    expect(transactions.statusCode, transactions.body).toBe(200);
    expect(await entityIds(caseId, 'transactions')).toEqual([tx.json().id]);
  });

  it('refuses a list of another kind than the call adds, and bad filters, with a 400', async () => {
    const wrong = await post(`${CASES}${caseId}/addresses/`, {
      matching: { entity: 'customers', filters: {} },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ 'matching.entity': [CASE_MATCHING_WRONG_LIST] });
    const garbage = await post(CASES, {
      name: 'x',
      matching: { entity: 'addresses', filters: { risk_level: 'high' } },
    });
    expect(garbage.statusCode).toBe(400);
    const unknownList = await post(CASES, { name: 'x', matching: { entity: 'cases', filters: {} } });
    expect(unknownList.statusCode).toBe(400);
  });

  it('answers 404 to another workspace and 401 without credentials', async () => {
    const outsider = await post(
      `${CASES}${caseId}/addresses/`,
      {
        matching: { entity: 'addresses', filters: {} },
      },
      'outsider',
      'beta',
    );
    expect(outsider.statusCode).toBe(404);
    const intoAlpha = await post(
      CASES,
      { name: 'x', matching: { entity: 'addresses', filters: {} } },
      'outsider',
    );
    expect(intoAlpha.statusCode).toBe(404);
    const anonymous = await post(CASES, { name: 'x', matching: { entity: 'addresses', filters: {} } }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(await entityIds(caseId, 'addresses')).toEqual(matched);
  });

  it(`refuses more than ${CASE_MATCHING_MAX} matching entities and adds none of them`, async () => {
    const gamma = await workspaceId(ctx.db, 'gamma');
    await sql`INSERT INTO screened_addresses (workspace_id, blockchain, identifier, result, created_at,
        last_screened_time)
      SELECT ${gamma}, 1, '0x' || lpad(to_hex(n), 40, '0'), '{}'::jsonb, now(), now()
      FROM generate_series(1, ${CASE_MATCHING_MAX + 1}) AS n`.execute(ctx.db);
    const res = await ctx.call('foreigner', {
      method: 'POST',
      url: `${CASES}?workspace=gamma`,
      payload: { name: 'Too many', matching: { entity: 'addresses', filters: {} } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ matching: [CASE_MATCHING_TOO_MANY] });
    const cases = await ctx.db.selectFrom('cases').select('id').where('workspace_id', '=', gamma).execute();
    expect(cases).toEqual([]);
  });
});
