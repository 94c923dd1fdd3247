import type { EntityAuditEventDto } from '@riskscreen/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FIXTURE_USERS } from '../../../../test/helpers/test-app.ts';
import { organisationId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { populateDemoWorkspace } from '../../workspaces/index.ts';
import { recordEntityEvent } from './record-entity-event.ts';

/**
 * The log and the change are one: when the event cannot be stored the change is undone, a refused change leaves
 * no event, and stored events can be neither edited nor deleted. Demo seeding is logged as the system.
 */
const ctx = useTestApp({}, { demoWorld: true });

type Page = { count: number; results: EntityAuditEventDto[] };
const address = (digit: string) => `0x${digit.repeat(40)}`;
const url = (path: string, workspace = 'alpha') => `/risk/api/v4/${path}?workspace=${workspace}`;

const screen = (identifier: string) =>
  ctx.call('agent', { method: 'POST', url: url('addresses/'), payload: { identifier, currency: 1 } });
const screened = async (identifier: string) => {
  const res = await screen(identifier);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number; last_screened_time: string; custom_tags: unknown[] };
};
const detail = async (id: number) => ctx.call('agent', { method: 'GET', url: url(`addresses/${id}/`) });
const logOf = async (id: number) => {
  const res = await ctx.call('agent', { method: 'GET', url: url(`addresses/${id}/audit-logs/`) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const eventRows = async (identifier: string) =>
  ctx.db.selectFrom('entity_audit_events').select(['type']).where('identifier', '=', identifier).execute();
function commentForm(identifier: string, comment: string) {
  const body = new FormData();
  body.set('identifier', identifier);
  body.set('currency', '1');
  body.set('comment', comment);
  return body;
}
const comment = (identifier: string, text: string) =>
  ctx.call('agent', {
    method: 'POST',
    url: url('address-comments/'),
    payload: commentForm(identifier, text),
  });
async function createTag(payload: object): Promise<number> {
  const res = await ctx.call('admin', { method: 'POST', url: url('custom-tags/'), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Run work while the audit table refuses events of one type (a constraint added for the test only). */
async function refusing<T>(type: string, work: () => Promise<T>): Promise<T> {
  await sql`ALTER TABLE entity_audit_events ADD CONSTRAINT refused_in_test CHECK (type <> ${sql.lit(type)}) NOT VALID`.execute(
    ctx.db,
  );
  try {
    return await work();
  } finally {
    await sql`ALTER TABLE entity_audit_events DROP CONSTRAINT refused_in_test`.execute(ctx.db);
  }
}

describe('a change without its event is no change', () => {
  it('a first screening is not kept when its event cannot be stored', async () => {
    const identifier = address('1');
    const res = await refusing('screened', () => screen(identifier));
    expect(res.statusCode).toBe(500);
    const rows = await ctx.db
      .selectFrom('screened_addresses')
      .select('id')
      .where('identifier', '=', identifier)
      .execute();
    expect(rows).toEqual([]);
    expect(await eventRows(identifier)).toEqual([]);
  });

  it('a rescreen leaves the stored result as it was, and an alert is not opened without its event', async () => {
    const identifier = address('2');
    const first = await screened(identifier);
    const listId = await createTag({ name: 'Suspects', risk_level: 4, is_in_custom_list: true });
    const listed = await ctx.call('admin', {
      method: 'POST',
      url: url('custom-tagged-addresses/'),
      payload: { custom_tag_id: listId, addresses: [identifier] },
    });
    expect(listed.statusCode, listed.body).toBe(201);

    expect((await refusing('rescreened', () => screen(identifier))).statusCode).toBe(500);
    expect((await detail(first.id)).json()).toMatchObject({
      risk_level: 0,
      last_screened_time: first.last_screened_time,
    });

    // The screening and its alerts are one unit of work: an alert that cannot be logged undoes the rescreen too.
    expect((await refusing('alert_opened', () => screen(identifier))).statusCode).toBe(500);
    const alerts = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/address/${first.id}/alerts/?workspace=alpha`,
    });
    expect(alerts.json().count).toBe(0);
    expect((await detail(first.id)).json()).toMatchObject({
      risk_level: 0,
      last_screened_time: first.last_screened_time,
    });
    expect((await logOf(first.id)).results.map((e) => e.type)).toEqual(['screened']);
  });

  it('an archive, a tag change and a comment are undone when their event cannot be stored', async () => {
    const identifier = address('3');
    const { id } = await screened(identifier);
    const archiveLogs = async () =>
      (await ctx.db.selectFrom('archive_logs').select('id').where('identifier', '=', identifier).execute())
        .length;

    const archived = await refusing('archived', () =>
      ctx.call('agent', { method: 'DELETE', url: url(`addresses/${id}/`) }),
    );
    expect(archived.statusCode).toBe(500);
    expect((await detail(id)).statusCode).toBe(200);
    expect(await archiveLogs()).toBe(0);

    const tagId = await createTag({ name: 'Watched desk', description: 'Addresses the desk watches' });
    const tagged = await refusing('custom_tags_changed', () =>
      ctx.call('agent', {
        method: 'POST',
        url: url(`addresses/${id}/update-custom-tags/`),
        payload: { custom_tag_ids: [tagId] },
      }),
    );
    expect(tagged.statusCode).toBe(500);
    expect((await detail(id)).json().custom_tags).toEqual([]);

    expect((await refusing('comment_added', () => comment(identifier, 'Known desk'))).statusCode).toBe(500);
    const comments = await ctx.call('agent', {
      method: 'GET',
      url: `${url('address-comments/')}&identifier=${identifier}&currency=1`,
    });
    expect(comments.json().count).toBe(0);

    expect((await logOf(id)).results.map((e) => e.type)).toEqual(['screened']);
  });
});

describe('a refused change leaves no event', () => {
  it('bad tags, a bad comment, a second archive and a bad address are refused without a trace', async () => {
    const identifier = address('4');
    const { id } = await screened(identifier);
    const refused = [
      await ctx.call('agent', {
        method: 'POST',
        url: url(`addresses/${id}/update-custom-tags/`),
        payload: { custom_tag_ids: [2_000_000_000] },
      }),
      await comment(identifier, '   '),
      await ctx.call('agent', {
        method: 'POST',
        url: url('addresses/'),
        payload: { identifier: '0x12', currency: 1 },
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect((await logOf(id)).results.map((e) => e.type)).toEqual(['screened']);

    expect((await ctx.call('agent', { method: 'DELETE', url: url(`addresses/${id}/`) })).statusCode).toBe(
      204,
    );
    expect((await ctx.call('agent', { method: 'DELETE', url: url(`addresses/${id}/`) })).statusCode).toBe(
      404,
    );
    expect((await eventRows(identifier)).map((e) => e.type)).toEqual(['screened', 'archived']);
  });
});

describe('the log is append-only', () => {
  it('refuses to edit or delete an event', async () => {
    const { id } = await screened(address('5'));
    const [event] = (await logOf(id)).results;
    const eventId = event?.id ?? 0;
    await expect(
      ctx.db
        .updateTable('entity_audit_events')
        .set({ actor_name: 'Someone else' })
        .where('id', '=', eventId)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      ctx.db.deleteFrom('entity_audit_events').where('id', '=', eventId).execute(),
    ).rejects.toThrow(/append-only/);
    expect((await logOf(id)).results[0]).toEqual(event);
  });

  it('goes with its workspace when the workspace is deleted', async () => {
    const org = await organisationId(ctx.db, 'acme');
    const ws = await ctx.db
      .insertInto('workspaces')
      .values({ organization_id: org, slug: 'delta', name: 'Delta' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const object = { workspaceId: ws.id, type: 'address' as const, blockchain: 1, identifier: address('6') };
    await recordEntityEvent(ctx.db, {
      object,
      actor: { userId: null, via: 'system' },
      event: { type: 'archived', context: {} },
    });
    expect(await eventRows(object.identifier)).toHaveLength(1);
    await ctx.db.deleteFrom('workspaces').where('id', '=', ws.id).execute();
    expect(await eventRows(object.identifier)).toEqual([]);
  });
});

describe('demo seeding', () => {
  it('is logged as the system, at the time each screening is dated', async () => {
    const now = new Date('2026-11-01T12:00:00Z');
    const seeded = await populateDemoWorkspace(
      { db: ctx.db, chains: ctx.chains },
      {
        workspaceSlug: 'beta',
        userEmail: FIXTURE_USERS.outsider,
        now,
        sampleSize: 0,
        transactionCount: 1,
      },
    );
    expect(seeded.addresses).toBeGreaterThan(0);
    const row = await ctx.db
      .selectFrom('screened_addresses as s')
      .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
      .select(['s.id', 's.created_at'])
      .where('w.slug', '=', 'beta')
      .where('s.risk_level', '=', 5)
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const res = await ctx.call('outsider', {
      method: 'GET',
      url: url(`addresses/${row.id}/audit-logs/`, 'beta'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = (res.json() as Page).results;
    expect(events.at(-1)).toMatchObject({
      type: 'screened',
      by_user_name: 'System',
      created_at: new Date(row.created_at).toISOString(),
      context: { risk_level: 5, source: 'system' },
    });
    expect(events.filter((e) => e.type === 'alert_opened').length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.by_user_name))).toEqual(new Set(['System']));
  }, 120_000);
});
