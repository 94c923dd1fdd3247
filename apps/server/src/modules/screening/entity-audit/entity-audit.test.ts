import type { EntityAuditEventDto } from '@riskscreen/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { addToCustomList, createCustomTag } from '../../../test-support/custom-tags.test-support.ts';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { findDemoTransaction } from '../../investigation/transactions/transactions.test-support.ts';
import { recordEntityEvent } from './record-entity-event.ts';

/**
 * The Audit Logs tab: every change to an address or transaction leaves one event, with who, when and what, read
 * back newest first, paged and filtered, and only by members of the workspace.
 */
// The shared test world, so a demo transaction fires the default Transaction rules.
const ctx = useTestApp({}, { demoWorld: true });

type Page = { count: number; next: string | null; previous: string | null; results: EntityAuditEventDto[] };
type Kind = 'addresses' | 'transactions';

/** Ethereum addresses the chain store does not know: screened at No Risk unless a list holds them. */
const address = (digit: string) => `0x${digit.repeat(40)}`;

const screen = async (
  identifier: string,
  user: FixtureUser = 'agent',
  headers: Record<string, string> = {},
) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    headers: Object.keys(headers).length ? headers : { authorization: `Bearer ${await ctx.token(user)}` },
    payload: { identifier, currency: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number };
};
const screenTransaction = async (identifier: string, currency: number, user: FixtureUser = 'agent') => {
  const res = await ctx.call(user, {
    method: 'POST',
    url: '/risk/api/v4/transactions/?workspace=alpha',
    payload: { identifier, currency },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number };
};
const callLog = (
  kind: Kind,
  id: number | string,
  query = '',
  user: FixtureUser = 'agent',
  workspace = 'alpha',
) =>
  ctx.call(user, {
    method: 'GET',
    url: `/risk/api/v4/${kind}/${id}/audit-logs/?workspace=${workspace}${query ? `&${query}` : ''}`,
  });
const logOf = async (kind: Kind, id: number, query = '') => {
  const res = await callLog(kind, id, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const typesOf = (page: Page) => page.results.map((e) => e.type);

const createTag = (payload: object) => createCustomTag(ctx, payload);
async function putOnList(listId: number, identifier: string) {
  const res = await addToCustomList(ctx, listId, [identifier]);
  expect(res.json(), res.body).toMatchObject({ added: 1 });
}
const setTags = (id: number, ids: number[], user: FixtureUser = 'agent') =>
  ctx.call(user, {
    method: 'POST',
    url: `/risk/api/v4/addresses/${id}/update-custom-tags/?workspace=alpha`,
    payload: { custom_tag_ids: ids },
  });
function commentForm(identifier: string, comment: string, file?: { name: string; text: string }) {
  const body = new FormData();
  body.set('identifier', identifier);
  body.set('currency', '1');
  body.set('comment', comment);
  if (file) body.set('support_file', new Blob([file.text]), file.name);
  return body;
}
const comment = (identifier: string, text: string, file?: { name: string; text: string }) =>
  ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/address-comments/?workspace=alpha',
    payload: commentForm(identifier, text, file),
  });
const archive = (kind: Kind, id: number) =>
  ctx.call('agent', { method: 'DELETE', url: `/risk/api/v4/${kind}/${id}/?workspace=alpha` });
const alertsOf = async (type: 'address' | 'transaction', id: number) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/${type}/${id}/alerts/?workspace=alpha&limit=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { id: number; level: number; rule_register: { rule_name: string } }[];
};

describe('the audit log of an address', () => {
  it('records the first screening, then each rescreen with the previous and new risk level, by who screened', async () => {
    const identifier = address('a');
    const first = await screen(identifier, 'agent');
    const listId = await createTag({ name: 'Suspects', risk_level: 4, is_in_custom_list: true });
    await putOnList(listId, identifier);
    const second = await screen(identifier, 'admin');
    expect(second).toMatchObject({ id: first.id, risk_level: 4 });
    await screen(identifier, 'admin');

    const log = await logOf('addresses', first.id);
    // Newest first; the rules' alert is logged by the system, after the screening that raised it.
    expect(typesOf(log)).toEqual([
      'alert_item_added',
      'rescreened',
      'alert_opened',
      'rescreened',
      'screened',
    ]);
    const [itemAdded, rescreenedAgain, opened, rescreened, screened] = log.results;
    expect(screened).toMatchObject({
      type_verbose: 'Screened',
      by_user_name: 'Ann Agent',
      context: { risk_level: 0, source: 'web' },
    });
    expect(rescreened).toMatchObject({
      type_verbose: 'Rescreened',
      by_user_name: 'Adam Admin',
      context: { previous_risk_level: 0, risk_level: 4, source: 'web' },
    });
    expect(rescreenedAgain?.context).toEqual({ previous_risk_level: 4, risk_level: 4, source: 'web' });
    const [alert] = await alertsOf('address', first.id);
    expect(opened).toMatchObject({
      type_verbose: 'Alert Opened',
      by_user_name: 'System',
      context: { alert_id: alert?.id, rule_name: 'Suspects', level: 4, source: 'system' },
    });
    expect(itemAdded).toMatchObject({
      type_verbose: 'Alert Item Added',
      by_user_name: 'System',
      context: { alert_id: alert?.id, rule_name: 'Suspects', level: 4 },
    });
    for (const event of log.results)
      expect(Date.parse(event.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("names an API key's user and marks the source as the API", async () => {
    const created = await ctx.call('admin', {
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      payload: { password: TEST_PASSWORD },
    });
    const key = created.json().key as string;
    const { id } = await screen(address('b'), 'admin', { 'x-api-key': key });
    const log = await logOf('addresses', id);
    expect(log.results).toEqual([
      expect.objectContaining({
        type: 'screened',
        by_user_name: 'Adam Admin',
        context: { risk_level: 0, source: 'api' },
      }),
    ]);
  });

  it('records custom tags put on and taken off by name, and nothing when the tags did not change', async () => {
    const { id } = await screen(address('c'));
    const watched = await createTag({ name: 'Watched desk', description: 'Addresses the desk watches' });
    const cold = await createTag({ name: 'Cold storage', description: 'Exchange cold wallets' });
    expect((await setTags(id, [watched, cold])).statusCode).toBe(200);
    expect((await setTags(id, [cold], 'admin')).statusCode).toBe(200);
    expect((await setTags(id, [cold])).statusCode).toBe(200);

    const log = await logOf('addresses', id, 'type=custom_tags_changed');
    expect(log.results.map((e) => [e.by_user_name, e.context])).toEqual([
      ['Adam Admin', { added: [], removed: ['Watched desk'], source: 'web' }],
      ['Ann Agent', { added: ['Watched desk', 'Cold storage'], removed: [], source: 'web' }],
    ]);
  });

  it("quotes an 'I know this address' comment with its file name, under any spelling of the address", async () => {
    const identifier = '0x52908400098527886E0F7030069857D2E4169EE7';
    const { id } = await screen(identifier.toLowerCase());
    const saved = await comment(identifier, '  Hot wallet of\nExample Exchange  ', {
      name: 'kyc.txt',
      text: 'kyc',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const long = await comment(identifier, 'x'.repeat(500));
    expect(long.statusCode).toBe(201);

    const log = await logOf('addresses', id, 'type=comment_added');
    expect(log.results.map((e) => [e.type_verbose, e.by_user_name, e.context])).toEqual([
      [
        'Comment Added',
        'Ann Agent',
        { comment_id: long.json().id, excerpt: `${'x'.repeat(199)}…`, file_name: null, source: 'web' },
      ],
      [
        'Comment Added',
        'Ann Agent',
        {
          comment_id: saved.json().id,
          excerpt: 'Hot wallet of Example Exchange',
          file_name: 'kyc.txt',
          source: 'web',
        },
      ],
    ]);
  });

  it('keeps the log through an archive: the next screening of the address shows the archive and starts afresh', async () => {
    const identifier = address('d');
    const first = await screen(identifier);
    expect((await archive('addresses', first.id)).statusCode).toBe(204);
    // The archived row has no page any more.
    expect((await callLog('addresses', first.id)).statusCode).toBe(404);
    const again = await screen(identifier, 'admin');
    expect(again.id).not.toBe(first.id);
    const log = await logOf('addresses', again.id);
    expect(log.results.map((e) => [e.type, e.by_user_name])).toEqual([
      ['screened', 'Adam Admin'],
      ['archived', 'Ann Agent'],
      ['screened', 'Ann Agent'],
    ]);
    expect(log.results[1]?.context).toEqual({ source: 'web' });
  });
});

describe('the audit log of a transaction', () => {
  it("records screenings, the rules' alerts and an archive", async () => {
    const market = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
    const vendor = demoObject(DEFAULT_DEMO_SEED, 'btc.darknet-vendor');
    const hash = await findDemoTransaction(ctx.db, 0, { from: market.address, to: vendor.address });
    const first = await screenTransaction(hash, 0);
    const alerts = await alertsOf('transaction', first.id);
    expect(alerts.length).toBeGreaterThan(0);
    await screenTransaction(hash, 0, 'admin');

    const log = await logOf('transactions', first.id);
    const opened = log.results.filter((e) => e.type === 'alert_opened');
    expect(opened.map((e) => e.context).sort((a, b) => Number(a.alert_id) - Number(b.alert_id))).toEqual(
      alerts
        .map((a) => ({
          alert_id: a.id,
          rule_name: a.rule_register.rule_name,
          level: a.level,
          source: 'system',
        }))
        .sort((a, b) => a.alert_id - b.alert_id),
    );
    expect(log.results.filter((e) => e.type === 'alert_item_added')).toHaveLength(alerts.length);
    expect(log.results.at(-1)).toMatchObject({
      type: 'screened',
      by_user_name: 'Ann Agent',
      context: { risk_level: first.risk_level },
    });
    expect(log.results.find((e) => e.type === 'rescreened')).toMatchObject({
      by_user_name: 'Adam Admin',
      context: { previous_risk_level: first.risk_level, risk_level: first.risk_level },
    });

    expect((await archive('transactions', first.id)).statusCode).toBe(204);
    const again = await screenTransaction(hash, 0);
    const after = await logOf('transactions', again.id, 'type=archived,screened');
    expect(typesOf(after)).toEqual(['screened', 'archived', 'screened']);
  });
});

describe('reading the log', () => {
  let id: number;
  beforeAll(async () => {
    id = (await screen(address('e'))).id;
    for (let i = 1; i <= 24; i++) expect((await comment(address('e'), `Note ${i}`)).statusCode).toBe(201);
  });

  it('pages 20 at a time by default, newest first, with next and previous links', async () => {
    const first = await logOf('addresses', id);
    expect(first.count).toBe(25);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]?.context).toMatchObject({ excerpt: 'Note 24' });
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=20');
    expect(first.next).toContain('limit=20');
    const second = await logOf('addresses', id, 'offset=20');
    expect(second.results.map((e) => e.type)).toEqual([...Array(4).fill('comment_added'), 'screened']);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('offset=0');
    const whole = await logOf('addresses', id, 'limit=100');
    expect(whole.results.map((e) => e.id)).toEqual([...first.results, ...second.results].map((e) => e.id));
    // Strictly newest first: ids fall as times do.
    const ids = whole.results.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('filters by event type and by the day it happened', async () => {
    expect(typesOf(await logOf('addresses', id, 'type=screened'))).toEqual(['screened']);
    expect((await logOf('addresses', id, 'type=screened,comment_added')).count).toBe(25);
    expect((await logOf('addresses', id, 'type=archived')).count).toBe(0);

    const old = address('f');
    const { id: oldId } = await screen(old);
    const object = { workspaceId: await alphaId(), type: 'address' as const, blockchain: 1, identifier: old };
    for (const day of ['2026-01-10', '2026-01-20']) {
      await recordEntityEvent(ctx.db, {
        object,
        actor: { userId: null, via: 'system' },
        event: { type: 'archived', context: {} },
        at: new Date(`${day}T23:30:00Z`),
      });
    }
    const days = async (query: string) =>
      (await logOf('addresses', oldId, query)).results.map((e) => e.created_at.slice(0, 10));
    expect(await days('created_start_date=2026-01-15&type=archived')).toEqual(['2026-01-20']);
    // An end date includes its whole day.
    expect(await days('created_end_date=2026-01-10')).toEqual(['2026-01-10']);
    expect(await days('created_start_date=2026-01-10&created_end_date=2026-01-20')).toEqual([
      '2026-01-20',
      '2026-01-10',
    ]);
  });

  it('refuses bad parameters with 400 and the field message', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['limit=0', { limit: [expect.any(String)] }],
      ['limit=101', { limit: [expect.any(String)] }],
      ['offset=-1', { offset: [expect.any(String)] }],
      ['type=bogus', { type: ['Select a valid choice. bogus is not one of the available choices.'] }],
      ['created_start_date=2026-13-45', { created_start_date: ['Enter a valid date.'] }],
      [
        'created_start_date=2026-02-01&created_end_date=2026-01-01',
        { created_end_date: ['The end date cannot precede the start date.'] },
      ],
    ];
    for (const [query, body] of cases) {
      const res = await callLog('addresses', id, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual(body);
    }
    // An id that cannot name a record names none: the same 404 as an unknown one.
    for (const bad of ['abc', '0', '-3', '99999999999', '0x10', '%20%201']) {
      expect((await callLog('addresses', bad)).statusCode, bad).toBe(404);
      expect((await callLog('transactions', bad)).statusCode, bad).toBe(404);
    }
  });

  it("answers 404 for another workspace's object, however it is asked", async () => {
    expect((await callLog('addresses', id, '', 'outsider', 'alpha')).statusCode).toBe(404);
    expect((await callLog('addresses', id, '', 'outsider', 'beta')).statusCode).toBe(404);
    expect((await callLog('addresses', id, '', 'foreigner', 'gamma')).statusCode).toBe(404);
    expect((await callLog('transactions', id, '', 'outsider', 'beta')).statusCode).toBe(404);
    expect((await callLog('addresses', 2_000_000_000)).statusCode).toBe(404);
    expect((await callLog('addresses', id, '', null as unknown as FixtureUser)).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document with its query parameters', async () => {
    const res = await ctx.call(null, { method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, { get?: { parameters?: { name: string }[] } }>;
    for (const path of [
      '/risk/api/v4/addresses/{id}/audit-logs/',
      '/risk/api/v4/transactions/{id}/audit-logs/',
    ]) {
      expect(paths[path]?.get?.parameters?.map((p) => p.name)).toEqual(
        expect.arrayContaining(['id', 'offset', 'limit', 'type', 'created_start_date', 'created_end_date']),
      );
    }
  });

  it("keeps each workspace's events to itself when both screened the same address", async () => {
    const shared = address('e');
    const res = await ctx.call('outsider', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=beta',
      payload: { identifier: shared, currency: 1 },
    });
    expect(res.statusCode).toBe(200);
    const beta = await callLog('addresses', res.json().id, '', 'outsider', 'beta');
    expect(beta.json()).toMatchObject({
      count: 1,
      results: [{ type: 'screened', by_user_name: 'Otto Outsider' }],
    });
    expect((await logOf('addresses', id)).count).toBe(25);
  });
});

async function alphaId(): Promise<number> {
  const row = await workspaceId(ctx.db, 'alpha');
  return row;
}
