import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMENT_LIMITS, type CommentDto } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type FixtureUser, type TestApp } from '../../../../test/helpers/test-app.ts';
import { userId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { recordComment } from './index.ts';

/** Comments on screened objects through the API: sanitised, mentions kept only when they hold, files, scoping. */
let ctx: TestApp;
let dataDir: string;
let addressId: number;
let otherAddressId: number;
let alertId: number;
let itemId: number;
let foreignAlertId: number;
let alphaId: number;
const ids = {} as Record<'admin' | 'agent' | 'outsider' | 'blocked' | 'owner', number>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n%...\n');

async function screen(identifier: string, workspace = 'alpha'): Promise<number> {
  const res = await ctx.call(workspace === 'alpha' ? 'admin' : 'outsider', {
    method: 'POST',
    url: `/risk/api/v4/addresses/?workspace=${workspace}`,
    payload: { identifier, currency: 1 },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().id as number;
}

async function insertAlert(objectId: number): Promise<{ alert: number; item: number }> {
  const rule = await ctx.db
    .selectFrom('rules')
    .select(['id', 'rule_name'])
    .where('workspace_id', '=', alphaId)
    .executeTakeFirstOrThrow();
  const stage = await ctx.db
    .selectFrom('workflow_stages')
    .select('id')
    .where('workspace_id', '=', alphaId)
    .where('category', '=', 0)
    .executeTakeFirstOrThrow();
  const alert = await ctx.db
    .insertInto('alerts')
    .values({
      workspace_id: alphaId,
      object_type: 'address',
      object_id: objectId,
      blockchain: 1,
      identifier: 'x',
      rule_id: rule.id,
      level: 3,
      workflow_stage_id: stage.id,
      latest_item_body: '[]',
      latest_context: 'null',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await ctx.db
    .insertInto('alert_items')
    .values({ alert_id: alert.id, workspace_id: alphaId, identifier: 'x', body: '[]', context: 'null' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { alert: alert.id, item: item.id };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'comments-test-'));
  ctx = await createTestApp({ dataDir });
  alphaId = await workspaceId(ctx.db, 'alpha');
  for (const user of ['admin', 'agent', 'outsider', 'blocked', 'owner'] as const) {
    ids[user] = await userId(ctx.db, `${user}@acme.test`);
  }
  addressId = await screen('0x52908400098527886e0f7030069857d2e4169ee7');
  otherAddressId = await screen('0x00000000219ab540356cbb839cbe05303d7705fa');
  ({ alert: alertId, item: itemId } = await insertAlert(addressId));
  ({ alert: foreignAlertId } = await insertAlert(otherAddressId));
});
afterAll(() => ctx.close());

const url = (id = addressId, sub = '', type = 'address') =>
  `/resolutioncenter/api/v4/${type}/${id}/comments/${sub}`;

function form(fields: Record<string, string>, files: { name: string; data: Uint8Array<ArrayBuffer> }[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const file of files) body.append('files', new Blob([file.data]), file.name);
  return body;
}

const post = (payload: FormData | object, user: FixtureUser = 'agent', id = addressId, workspace = 'alpha') =>
  ctx.call(user, { method: 'POST', url: `${url(id)}?workspace=${workspace}`, payload });

const list = (query = '', user: FixtureUser = 'agent', id = addressId, workspace = 'alpha') =>
  ctx.call(user, { method: 'GET', url: `${url(id)}?workspace=${workspace}&${query}` });

async function created(payload: FormData): Promise<CommentDto> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CommentDto;
}

describe('comments', () => {
  it('stores a sanitised comment with its mentions and notifies the mentioned member', async () => {
    const body =
      '<p>Ask <span data-type="mention" class="mention" data-id="ADMIN" data-label="Adam">@Adam</span> ' +
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">now</a></p>'.replace('ADMIN', '');
    const context = {
      users: [
        { id: ids.admin, full_name: 'Someone Else', start_position: 4, length: 5 },
        { id: ids.outsider, full_name: 'Otto', start_position: 0, length: 3 },
        { id: ids.blocked, full_name: 'Bea', start_position: 0, length: 3 },
        { id: ids.agent, full_name: 'Ann', start_position: 0, length: 3 },
        { id: ids.admin, full_name: 'Adam', start_position: 4, length: 500 },
      ],
      alerts: [
        { id: alertId, rule_name: 'x', start_position: 0, length: 3 },
        { id: foreignAlertId, rule_name: 'y', start_position: 0, length: 3 },
      ],
      alert_items: [itemId, 999_999],
    };
    const comment = await created(form({ body, context: JSON.stringify(context), alert: String(alertId) }));
    expect(comment.body).not.toMatch(/onerror|javascript:|<img/);
    expect(comment.type).toBe(6);
    expect(comment.alert).toBe(alertId);
    expect(comment.commenter).toEqual({ id: ids.agent, full_name: 'Ann Agent', email: 'agent@acme.test' });
    // Dropped, not refused: a non-member, an inactive member, another object's alert, an unknown item, a position
    // past the text. Names are the stored ones. The author mentioning themself is kept but not notified.
    expect(comment.context?.users.map((u) => [u.id, u.full_name])).toEqual([
      [ids.admin, 'Adam Admin'],
      [ids.agent, 'Ann Agent'],
    ]);
    expect(comment.context?.alerts.map((a) => a.id)).toEqual([alertId]);
    expect(comment.context?.alert_items).toEqual([itemId]);

    await ctx.runJobs();
    const notes = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('kind', '=', 'mention')
      .execute();
    expect(notes.map((n) => n.user_id)).toEqual([ids.admin]);
    expect(notes[0]?.title).toBe('Ann Agent mentioned you in a comment');
    expect(notes[0]?.link).toBe(`/addresses/${addressId}?workspace=alpha&alert=${alertId}`);
  });

  it('stores and answers the classic script payloads inert', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="JaVaScRiPt:alert(1)">a</a>',
      '<a href="&#106;avascript&#58;alert(1)">b</a>',
      '<svg onload=alert(1)></svg>',
      '<iframe src="https://evil.test"></iframe>',
      '<p style="color:red" onmouseover="alert(1)">c</p>',
      '<a href="data:text/html,<script>alert(1)</script>">d</a>',
    ];
    const comment = await created(form({ body: `<p>safe</p>${payloads.join('')}` }));
    const listed = (await list()).json().results as CommentDto[];
    for (const body of [comment.body, listed.find((c) => c.id === comment.id)?.body]) {
      expect(body).not.toMatch(/<script|<img|<svg|<iframe|\son\w+=|style=|javascript:|data:/i);
      expect(body).toContain('<p>safe</p>');
    }
  });

  it('refuses an empty comment, a malformed context, a body over the limit and a foreign alert', async () => {
    const empty = await post(form({ body: '<p> <script>x</script></p>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ body: ['Enter a comment'] });
    const badContext = await post(form({ body: '<p>x</p>', context: '{not json' }));
    expect(badContext.statusCode).toBe(400);
    expect(Object.keys(badContext.json())).toEqual(['context']);
    // A context of the wrong form is answered in the catalogue's words and the editor's, not the validator's.
    const alert = (ruleName: unknown) =>
      JSON.stringify({ alerts: [{ id: 1, rule_name: ruleName, start_position: 0, length: 1 }] });
    const wrongType = await post(form({ body: '<p>x</p>', context: alert(5) }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ context: ['Mentioned alert 1, rule_name: Not a valid string.'] });
    const tooLong = await post(form({ body: '<p>x</p>', context: alert('r'.repeat(301)) }));
    expect(tooLong.json()).toEqual({
      context: ['Mentioned alert 1, rule_name: Ensure this field has no more than 300 characters.'],
    });
    const notAList = await post(form({ body: '<p>x</p>', context: JSON.stringify({ users: 'me' }) }));
    expect(notAList.json()).toEqual({
      context: ['The list of mentioned members: Expected a list of items.'],
    });
    const long = await post(form({ body: `<p>${'x'.repeat(COMMENT_LIMITS.bodyMaxLength)}</p>` }));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['body']);
    const foreign = await post(form({ body: '<p>x</p>', alert: String(foreignAlertId) }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ alert: ['Select a valid alert.'] });
    const notMultipart = await post({ body: '<p>x</p>' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 404 for an object of another workspace, an archived or unknown one', async () => {
    const betaAddress = await screen('0x52908400098527886e0f7030069857d2e4169ee7', 'beta');
    expect((await post(form({ body: '<p>x</p>' }), 'agent', betaAddress)).statusCode).toBe(404);
    expect((await list('', 'agent', betaAddress)).statusCode).toBe(404);
    expect((await list('', 'agent', 2 ** 31 - 1)).statusCode).toBe(404);
    const archived = await screen('0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae');
    const gone = await ctx.call('admin', {
      method: 'DELETE',
      url: `/risk/api/v4/addresses/${archived}/?workspace=alpha`,
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await post(form({ body: '<p>x</p>' }), 'agent', archived)).statusCode).toBe(404);
    const tx = await ctx.call('agent', {
      method: 'GET',
      url: `${url(addressId, '', 'transaction')}?workspace=alpha`,
    });
    expect(tx.statusCode).toBe(404);
    expect(
      (await ctx.call('agent', { method: 'GET', url: `${url(addressId, '', 'case')}?workspace=alpha` }))
        .statusCode,
    ).toBe(404);
  });

  it('takes up to 3 files of the accepted types and gives them back only to the workspace', async () => {
    const comment = await created(
      form({ body: '' }, [
        { name: 'scan.png', data: PNG },
        { name: '../../report.pdf', data: PDF },
        { name: 'notes.txt', data: Buffer.from('plain notes\n') },
      ]),
    );
    expect(comment.comment_files.map((f) => f.file_name)).toEqual(['scan.png', 'report.pdf', 'notes.txt']);
    const key = comment.comment_files[1]?.file_key as string;
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    const stored = join(dataDir, 'comment-files', key);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'comment-files')).mode & 0o777).toBe(0o700);

    const download = (user: FixtureUser, workspace: string, k = key) =>
      ctx.call(user, {
        method: 'POST',
        url: `/resolutioncenter/api/v4/download/?workspace=${workspace}`,
        payload: { key: k },
      });
    const res = await download('admin', 'alpha');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await download('outsider', 'beta')).statusCode).toBe(404);
    expect((await download('outsider', 'alpha')).statusCode).toBe(404);
    expect((await download('admin', 'alpha', 'f'.repeat(48))).statusCode).toBe(404);
    expect((await download('admin', 'alpha', '../../jwt-secret')).statusCode).toBe(404);
  });

  it('refuses a fourth file, a file over 10 MB, a type not on the list and content that is not its extension', async () => {
    const before = readdirSync(join(dataDir, 'comment-files')).length;
    const four = await post(
      form(
        { body: '<p>x</p>' },
        Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, data: PNG })),
      ),
    );
    expect(four.statusCode).toBe(413);
    expect(four.json()).toEqual({ files: ['Attach at most 3 files.'] });
    const big = Buffer.concat([PDF, Buffer.alloc(COMMENT_LIMITS.fileMaxBytes)]);
    const tooBig = await post(form({ body: '<p>x</p>' }, [{ name: 'big.pdf', data: big }]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ files: ['Each file must be at most 10 MB.'] });
    for (const file of [
      { name: 'page.html', data: Buffer.from('<script>alert(1)</script>') },
      { name: 'fake.pdf', data: Buffer.from('<html><script>alert(1)</script>') },
      { name: 'tool.png', data: Buffer.from([0x4d, 0x5a, 0x90, 0]) },
      { name: 'binary.txt', data: Buffer.from([0x00, 0x01, 0x02]) },
      { name: 'sheet.xlsx', data: Buffer.from('PK\u0003\u0004word/document.xml') },
    ]) {
      const res = await post(form({ body: '<p>x</p>' }, [file]));
      expect(res.statusCode, file.name).toBe(400);
      expect(Object.keys(res.json())).toEqual(['files']);
    }
    // Nothing half-written: no new file on disk.
    expect(readdirSync(join(dataDir, 'comment-files')).length).toBe(before);
  });

  it('lists newest first with paging, alert, type and date filters', async () => {
    const object = { type: 'address' as const, id: otherAddressId };
    for (let i = 0; i < 5; i += 1) {
      await ctx.db.transaction().execute((trx) =>
        recordComment(trx, {
          workspaceId: alphaId,
          object,
          alertId: i % 2 === 0 ? foreignAlertId : null,
          authorId: i === 4 ? null : ids.admin,
          type: i === 4 ? 1 : 6,
          body: `<p>c${i}</p>`,
          link: '/x',
        }),
      );
    }
    const page = await list('limit=2', 'agent', otherAddressId);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().count).toBe(5);
    expect(page.json().results.map((c: CommentDto) => c.body)).toEqual(['<p>c4</p>', '<p>c3</p>']);
    expect(page.json().results[0].commenter).toBeNull();
    expect(page.json().next).toContain('offset=2');
    const second = await list('limit=2&offset=2', 'agent', otherAddressId);
    expect(second.json().results.map((c: CommentDto) => c.body)).toEqual(['<p>c2</p>', '<p>c1</p>']);
    const ofAlert = await list(`alert=${foreignAlertId}`, 'agent', otherAddressId);
    expect(ofAlert.json().count).toBe(3);
    const byType = await list('type=1', 'agent', otherAddressId);
    expect(byType.json().results.map((c: CommentDto) => c.body)).toEqual(['<p>c4</p>']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`start_date=${today}&end_date=${today}`, 'agent', otherAddressId)).json().count).toBe(
      5,
    );
    expect((await list('end_date=2000-01-01', 'agent', otherAddressId)).json().count).toBe(0);
    expect((await list(`alert=${alertId}`, 'agent', otherAddressId)).statusCode).toBe(400);
    expect((await list('limit=501', 'agent', otherAddressId)).statusCode).toBe(400);
    expect((await list('type=42', 'agent', otherAddressId)).statusCode).toBe(400);
    expect((await list('', 'agent', otherAddressId)).json().results).toHaveLength(5);
  });

  it('suggests active members by name or email and the object’s alerts by id or rule name', async () => {
    const get = (q: string) =>
      ctx.call('agent', {
        method: 'GET',
        url: `${url(addressId, 'suggest/')}?workspace=alpha&q=${encodeURIComponent(q)}`,
      });
    const all = (await get('')).json();
    expect(all.users.map((u: { email: string }) => u.email).sort()).toEqual([
      'admin@acme.test',
      'agent@acme.test',
    ]);
    expect(all.alerts.map((a: { id: number }) => a.id)).toEqual([alertId]);
    const adam = (await get('@adam')).json();
    expect(adam.users).toEqual([{ user_id: ids.admin, full_name: 'Adam Admin', email: 'admin@acme.test' }]);
    expect((await get('agent@')).json().users.map((u: { user_id: number }) => u.user_id)).toEqual([
      ids.agent,
    ]);
    expect((await get(`#${alertId}`)).json().alerts).toHaveLength(1);
    expect((await get('zzz-nothing')).json()).toEqual({ users: [], alerts: [] });
    expect((await get('100%_')).statusCode).toBe(200);
  });
});
