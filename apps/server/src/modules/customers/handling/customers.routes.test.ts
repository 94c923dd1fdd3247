import { beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { importOfacEthList } from '../../../test-support/ofac-eth-list.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * The customer calls against the real database: Add Customer (one row under concurrency), the list and its
 * filters, the page by id and by customer id, rename keeping every link, archive, the CSV export's escaping, the
 * plan flag, and another workspace's customer answering 404. Addresses the chain store does not know are screened
 * against attribution only: an address on the OFAC list is Critical by itself.
 */
let sanctioned: string;
const CLEAN = ['0x52908400098527886e0f7030069857d2e4169ee7', '0x8617e340b3d01fa5f11f306f4090fd50e238070d'];

const ctx = useTestApp();
beforeAll(async () => {
  sanctioned = (await importOfacEthList(ctx.db))[0] ?? '';
}, 120_000);

const BASE = '/risk/api/v4/customers/';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  options: { user?: 'agent' | 'admin' | 'outsider' | 'foreigner'; workspace?: string } = {},
) =>
  ctx.call(options.user ?? 'agent', {
    method,
    url: `${BASE}${path}${path.includes('?') ? '&' : '?'}workspace=${options.workspace ?? 'alpha'}`,
    ...(payload ? { payload } : {}),
  });
const create = async (customerId: string) => {
  const res = await call('POST', '', { customer_id: customerId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; customer_id: string; risk_level: number };
};
const screenAddress = async (identifier: string, customerId: string | null, type: 1 | 2 = 1) => {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier, currency: 1, ...(customerId ? { customer_id: customerId, type } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number };
};
const customerRow = (customerId: string) =>
  ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();

describe('Add Customer', () => {
  it('creates the customer (201) and refuses a second one of the same id with 400 on customer_id', async () => {
    const made = await create('CUST-ADD-1');
    expect(made).toMatchObject({ customer_id: 'CUST-ADD-1', risk_level: 0 });
    const again = await call('POST', '', { customer_id: 'CUST-ADD-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ customer_id: ['A customer with this Customer ID already exists.'] });
  });

  it('requires the customer id, with the specification’s message', async () => {
    for (const payload of [{}, { customer_id: '' }, { customer_id: ' \u200b ' }]) {
      const res = await call('POST', '', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().customer_id).toEqual(['Customer ID is required']);
    }
  });

  it('keeps one row when ten people add the same id at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '', { customer_id: 'CUST-RACE' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(400)]);
    const rows = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where('customer_id', '=', 'CUST-RACE')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a screening with a customer id', () => {
  it('creates the customer and keeps its level the highest of its live rows, dropping on archive', async () => {
    const clean = await screenAddress(CLEAN[0] as string, 'CUST-SCREENED');
    expect(clean.risk_level).toBeLessThan(5);
    expect((await customerRow('CUST-SCREENED'))?.risk_level).toBe(clean.risk_level);
    const risky = await screenAddress(sanctioned, 'CUST-SCREENED');
    expect(risky.risk_level).toBe(5);
    expect((await customerRow('CUST-SCREENED'))?.risk_level).toBe(5);
    const archived = await ctx.call('agent', {
      method: 'DELETE',
      url: `/risk/api/v4/addresses/${risky.id}/?workspace=alpha`,
    });
    expect(archived.statusCode).toBe(204);
    expect((await customerRow('CUST-SCREENED'))?.risk_level).toBe(clean.risk_level);
  });

  it('moves an address from one customer to another, and both levels follow', async () => {
    const risky = await screenAddress(sanctioned, 'CUST-MOVE-A');
    expect((await customerRow('CUST-MOVE-A'))?.risk_level).toBe(5);
    await screenAddress(sanctioned, 'CUST-MOVE-B', 2);
    expect((await customerRow('CUST-MOVE-A'))?.risk_level).toBe(0);
    expect((await customerRow('CUST-MOVE-B'))?.risk_level).toBe(5);
    const addresses = await call(
      'GET',
      `${(await customerRow('CUST-MOVE-B'))?.id}/addresses/?type=withdrawal`,
    );
    expect(addresses.statusCode, addresses.body).toBe(200);
    expect(addresses.json().results.map((a: { id: number }) => a.id)).toEqual([risky.id]);
    const deposits = await call('GET', `${(await customerRow('CUST-MOVE-B'))?.id}/addresses/?type=deposit`);
    expect(deposits.json().count).toBe(0);
    await ctx.call('agent', { method: 'DELETE', url: `/risk/api/v4/addresses/${risky.id}/?workspace=alpha` });
  });
});

describe('removing an address from a customer', () => {
  it('clears the address’s customer and recomputes the level; another customer’s address is 404', async () => {
    const risky = await screenAddress(sanctioned, 'CUST-REMOVE');
    const clean = await screenAddress(CLEAN[0] as string, 'CUST-REMOVE');
    const customer = await customerRow('CUST-REMOVE');
    expect(customer?.risk_level).toBe(5);
    const other = await create('CUST-REMOVE-OTHER');
    expect((await call('DELETE', `${other.id}/addresses/${risky.id}/`)).statusCode).toBe(404);
    expect(
      (
        await call('DELETE', `${customer?.id}/addresses/${risky.id}/`, undefined, {
          user: 'outsider',
          workspace: 'beta',
        })
      ).statusCode,
    ).toBe(404);
    const res = await call('DELETE', `${customer?.id}/addresses/${risky.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await customerRow('CUST-REMOVE'))?.risk_level).toBe(clean.risk_level);
    const row = await ctx.db
      .selectFrom('screened_addresses')
      .select(['customer_id', 'customer_type', 'archived_at'])
      .where('id', '=', risky.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_id: null, customer_type: null, archived_at: null });
    await ctx.call('agent', { method: 'DELETE', url: `/risk/api/v4/addresses/${risky.id}/?workspace=alpha` });
  });
});

describe('the customer page', () => {
  it('answers by row id and by customer id, with its figures; 404 for an unknown one', async () => {
    const made = await create('CUST PAGE/1');
    const detail = await call('GET', `${made.id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: made.id,
      customer_id: 'CUST PAGE/1',
      open_alerts_count: 0,
      total_incoming_value_usd: 0,
      associated_cases: [],
      is_included_in_case: false,
      item_type: 'customer',
    });
    const found = await call('GET', `lookup/?customer_id=${encodeURIComponent('CUST PAGE/1')}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().id).toBe(made.id);
    expect((await call('GET', 'lookup/?customer_id=NOPE-404')).statusCode).toBe(404);
    expect((await call('GET', '999999/')).statusCode).toBe(404);
  });

  it('is another workspace’s 404 for every call', async () => {
    const made = await create('CUST-PRIVATE');
    for (const path of [
      `${made.id}/`,
      `${made.id}/deposits/`,
      `${made.id}/addresses/`,
      `${made.id}/audit-logs/`,
    ]) {
      const res = await call('GET', path, undefined, { user: 'outsider', workspace: 'beta' });
      expect(res.statusCode, path).toBe(404);
    }
    const lookup = await call('GET', 'lookup/?customer_id=CUST-PRIVATE', undefined, {
      user: 'outsider',
      workspace: 'beta',
    });
    expect(lookup.statusCode).toBe(404);
    const archive = await call('DELETE', `${made.id}/`, undefined, { user: 'outsider', workspace: 'beta' });
    expect(archive.statusCode).toBe(404);
    const rename = await call(
      'PUT',
      'CUST-PRIVATE/',
      { customer_id: 'CUST-PRIVATE', new_customer_id: 'STOLEN' },
      { user: 'outsider', workspace: 'beta' },
    );
    expect(rename.statusCode).toBe(404);
    expect((await customerRow('CUST-PRIVATE'))?.id).toBe(made.id);
  });
});

describe('rename', () => {
  it('renames the customer and its addresses; comments and the audit log stay with it', async () => {
    const made = await create('CUST-OLD');
    const address = await screenAddress(CLEAN[1] as string, 'CUST-OLD');
    const form = new FormData();
    form.set('body', '<p>Known customer since 2019.</p>');
    const comment = await ctx.call('agent', {
      method: 'POST',
      url: `/resolutioncenter/api/v4/customer/${made.id}/comments/?workspace=alpha`,
      payload: form,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const res = await call('PUT', 'CUST-OLD/', { customer_id: 'CUST-OLD', new_customer_id: 'CUST-NEW' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, customer_id: 'CUST-NEW' });
    const row = await ctx.db
      .selectFrom('screened_addresses')
      .select('customer_id')
      .where('id', '=', address.id)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe('CUST-NEW');
    const addresses = await call('GET', `${made.id}/addresses/`);
    expect(addresses.json().results.map((a: { id: number }) => a.id)).toEqual([address.id]);
    const log = await call('GET', `${made.id}/audit-logs/`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().results.map((e: { type: string }) => e.type)).toEqual([
      'customer_renamed',
      'customer_created',
    ]);
    expect(log.json().results[0].context).toMatchObject({ from: 'CUST-OLD', to: 'CUST-NEW' });
    expect((await call('GET', 'lookup/?customer_id=CUST-OLD')).statusCode).toBe(404);
    const comments = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/customer/${made.id}/comments/?workspace=alpha`,
    });
    expect(comments.statusCode, comments.body).toBe(200);
    expect(comments.json().results.map((c: { body: string }) => c.body)).toEqual([
      '<p>Known customer since 2019.</p>',
    ]);
    const foreign = await ctx.call('outsider', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/customer/${made.id}/comments/?workspace=beta`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an unchanged, a taken or a missing id, naming the field', async () => {
    await create('CUST-R1');
    await create('CUST-R2');
    const same = await call('PUT', 'CUST-R1/', { customer_id: 'CUST-R1', new_customer_id: 'CUST-R1' });
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json())).toEqual(['new_customer_id']);
    const taken = await call('PUT', 'CUST-R1/', { customer_id: 'CUST-R1', new_customer_id: 'CUST-R2' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ new_customer_id: ['A customer with this Customer ID already exists.'] });
    const empty = await call('PUT', 'CUST-R1/', { customer_id: 'CUST-R1', new_customer_id: '' });
    expect(empty.json()).toEqual({ new_customer_id: ['Customer ID is required'] });
    const unknown = await call('PUT', 'CUST-NONE/', { customer_id: 'CUST-NONE', new_customer_id: 'CUST-R9' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('archive', () => {
  it('takes the customer out of the list (204) and answers 404 after', async () => {
    const made = await create('CUST-ARCHIVE');
    expect((await call('DELETE', `${made.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `${made.id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `${made.id}/`)).statusCode).toBe(404);
    const list = await call('GET', '?q=CUST-ARCHIVE');
    expect(list.json().count).toBe(0);
    // The id is free again.
    await create('CUST-ARCHIVE');
  });
});

describe('the list and the export', () => {
  it('filters by search and risk level and pages by 20', async () => {
    await screenAddress(sanctioned, 'LIST-CRITICAL');
    await create('LIST-QUIET');
    const critical = await call('GET', '?q=list-&risk_level=5');
    expect(critical.statusCode, critical.body).toBe(200);
    expect(critical.json().results.map((c: { customer_id: string }) => c.customer_id)).toEqual([
      'LIST-CRITICAL',
    ]);
    const all = await call('GET', '?q=LIST-');
    expect(all.json().count).toBe(2);
    const page = await call('GET', '');
    expect(page.json().results.length).toBeLessThanOrEqual(20);
    const bad = await call('GET', '?risk_level=high');
    expect(bad.statusCode).toBe(400);
    const risky = await ctx.db
      .selectFrom('screened_addresses')
      .select('id')
      .where('identifier', '=', sanctioned)
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    await ctx.call('agent', { method: 'DELETE', url: `/risk/api/v4/addresses/${risky.id}/?workspace=alpha` });
  });

  it('escapes cells a spreadsheet would run as a formula', async () => {
    const formula = await create('=HYPERLINK("http://x")');
    const plus = await create('+1-555');
    const res = await exportFile(ctx, 'agent', `${BASE}export/?ids=${formula.id},${plus.id}&workspace=alpha`);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toContain('Customer ID');
    expect(lines).toHaveLength(3);
    expect(res.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.text).toContain("'+1-555");
    expect(res.text).not.toMatch(/(^|\n|,)[=+]/);
  });
});

describe('the plan flag', () => {
  it('answers 403 in a workspace whose plan has no Customers', async () => {
    await ctx.db
      .updateTable('organizations')
      .set({ plan_flags: JSON.stringify({ can_access_customers: false }) as never })
      .where('slug', '=', 'globex')
      .execute();
    const res = await call('GET', '', undefined, { user: 'foreigner', workspace: 'gamma' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('customers_not_in_plan');
    const post = await call(
      'POST',
      '',
      { customer_id: 'GLOBEX-1' },
      { user: 'foreigner', workspace: 'gamma' },
    );
    expect(post.statusCode).toBe(403);
  });
});

describe('the global search', () => {
  const search = (q: string, type: string, user: 'agent' | 'outsider' = 'agent', workspace = 'alpha') =>
    ctx.call(user, {
      method: 'GET',
      url: `/risk/api/v4/search/?workspace=${workspace}&q=${encodeURIComponent(q)}&search_entity_type=${type}`,
    });

  it('finds the workspace’s customers by a part of their id, and a case holding one by name or case id', async () => {
    const made = await create('SEARCHME-42');
    const found = await search('archme', 'customer');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().customers).toMatchObject({
      count: 1,
      results: [
        { identifier: 'SEARCHME-42', item_type: 'customer', id: made.id, customer_id: 'SEARCHME-42' },
      ],
    });
    expect((await search('archme', 'customer', 'outsider', 'beta')).json().customers.count).toBe(0);

    const opened = await ctx.call('agent', {
      method: 'POST',
      url: '/resolutioncenter/api/v4/cases/?workspace=alpha',
      payload: { name: 'Findable customer review', customers: [made.id] },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const byName = await search('findable', 'case');
    expect(byName.json().cases).toMatchObject({
      count: 1,
      results: [{ item_type: 'case', id: opened.json().id, name: 'Findable customer review' }],
    });
    const caseId = byName.json().cases.results[0].case_id as string;
    expect((await search(caseId, 'case')).json().cases.count).toBe(1);
    expect((await search('findable', 'case', 'outsider', 'beta')).json().cases.count).toBe(0);
    // The customer now says it is in a case, and the list's filter agrees.
    const detail = await call('GET', `${made.id}/`);
    expect(detail.json()).toMatchObject({
      is_included_in_case: true,
      associated_cases: [{ id: opened.json().id }],
    });
    const included = await call('GET', '?q=SEARCHME&is_included_in_case=true');
    expect(included.json().count).toBe(1);
    expect((await call('GET', '?q=SEARCHME&is_included_in_case=false')).json().count).toBe(0);
  });
});

describe('recording a deposit or a withdrawal', () => {
  it('names what is wrong: the address, the hash, the chain', async () => {
    const made = await create('CUST-RECORD');
    const hash = `0x${'5e'.repeat(32)}`;
    const missing = await call('POST', `${made.id}/deposits/`, { identifier: hash, currency: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ to_address: ['Customer address is required'] });
    const badAddress = await call('POST', `${made.id}/withdrawals/`, {
      identifier: hash,
      currency: 1,
      to_address: 'not-an-address',
    });
    expect(badAddress.statusCode).toBe(400);
    expect(Object.keys(badAddress.json())).toEqual(['to_address']);
    const badHash = await call('POST', `${made.id}/deposits/`, {
      identifier: '0x1234',
      currency: 1,
      to_address: CLEAN[0],
    });
    expect(badHash.statusCode).toBe(400);
    expect(Object.keys(badHash.json())).toEqual(['identifier']);
    const noChain = await call('POST', `${made.id}/deposits/`, { identifier: hash, to_address: CLEAN[0] });
    expect(noChain.json()).toEqual({ currency: ['This field is required.'] });
    expect((await call('GET', `${made.id}/deposits/`)).json().count).toBe(0);
  });

  it('refuses a transaction nobody here can check as a deposit or a withdrawal, recording nothing', async () => {
    const made = await create('CUST-RECORD-2');
    const hash = `0x${'6f'.repeat(32)}`;
    for (const side of ['deposits', 'withdrawals']) {
      const res = await call('POST', `${made.id}/${side}/`, {
        identifier: hash,
        currency: 1,
        to_address: CLEAN[1],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().identifier[0]).toMatch(
        /^Transaction not found on chain: this installation holds no Ethereum data/,
      );
      expect((await call('GET', `${made.id}/${side}/`)).json().count).toBe(0);
    }
  });
});

describe('screenings naming a new customer at once', () => {
  it('create one customer', async () => {
    const addresses = [
      '0x1111111111111111111111111111111111111111',
      '0x2222222222222222222222222222222222222222',
    ];
    const results = await Promise.all(
      [...addresses, ...addresses].map((identifier) =>
        ctx.call('agent', {
          method: 'POST',
          url: '/risk/api/v4/addresses/?workspace=alpha',
          payload: { identifier, currency: 1, customer_id: 'CUST-PARALLEL', type: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where('customer_id', '=', 'CUST-PARALLEL')
      .execute();
    expect(rows).toHaveLength(1);
    const detail = await call('GET', `${rows[0]?.id}/`);
    expect(detail.json().deposit_addresses_count).toBe(2);
  });
});
