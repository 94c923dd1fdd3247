import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { caseFixture, setMandatoryApproval } from './cases.fixture.ts';

/**
 * The case status table (spec part 3 §4.2) with its comments, conflicts and mandatory approval; the case page's
 * calls; 404 across workspaces; 403 for an agent on case preferences. admin@ is an approver (case role 1) of
 * alpha, agent@ an agent (2).
 */
const ctx = useTestApp();
const fx = seededBeforeAll(() => caseFixture(ctx));

const BASE = '/resolutioncenter/api/v4/cases/';
const comment = { body: '<p>Reviewed the evidence.</p>' };
type Who = 'admin' | 'agent' | 'outsider' | 'owner';
const put = (who: Who, id: number, payload: object, workspace = 'alpha') =>
  ctx.call(who, { method: 'PUT', url: `${BASE}${id}/?workspace=${workspace}`, payload });
const get = (who: Who, path: string, workspace = 'alpha') =>
  ctx.call(who, {
    method: 'GET',
    url: `${BASE}${path}${path.includes('?') ? '&' : '?'}workspace=${workspace}`,
  });
const statusOf = async (id: number) => (await get('agent', `${id}/`)).json().status as number;
const setMandatory = (on: boolean) => setMandatoryApproval(ctx, on);

describe('a case', () => {
  it('is created with 201, numbered per workspace, with its entities and the risk level of the highest', async () => {
    const address = await fx.screenAddress();
    const res = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}?workspace=alpha`,
      payload: { name: 'Mixer payouts', addresses: [address.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Mixer payouts',
      status: 1,
      addresses_count: 1,
      is_auto_created_case: false,
      created_by_name: 'Ann Agent',
    });
    expect(body.case_id).toMatch(/^CASE-\d{6}$/);
    const next = await fx.createCase({ name: 'Second' });
    const second = (await get('agent', `${next}/`)).json();
    expect(Number(second.case_id.slice(5))).toBe(Number(body.case_id.slice(5)) + 1);
    await ctx.db
      .updateTable('screened_addresses')
      .set({ risk_level: 4 })
      .where('id', '=', address.id)
      .execute();
    expect((await get('agent', `${body.id}/`)).json().risk_level).toBe(4);
    const list = await get('agent', `${body.id}/addresses/`);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ id: address.id, identifier: address.identifier }],
    });
  });

  it('refuses a blank name, an assignee who is not a member and an entity of another workspace', async () => {
    const foreign = await fx.screenAddress('beta');
    const blank = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}?workspace=alpha`,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('name');
    const stranger = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}?workspace=alpha`,
      payload: { name: 'X', assigned_to: fx.userIds.outsider },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toHaveProperty('assigned_to');
    const other = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}?workspace=alpha`,
      payload: { name: 'X', addresses: [foreign.id] },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toHaveProperty('ids');
  });

  it('moves through the status table, each move with its comment and timeline entry', async () => {
    const id = await fx.createCase({ name: 'Table' });
    const steps: [Who, number, number][] = [
      ['agent', 3, 3], // escalate
      ['agent', 2, 2], // close
      ['agent', 1, 1], // reopen
      ['agent', 2, 2], // close
    ];
    for (const [who, status, expected] of steps) {
      const res = await put(who, id, { status, comment });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(expected);
    }
    // From closed only Reopen: escalating is refused on the field.
    const refused = await put('agent', id, { status: 3, comment });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('status');
    const comments = await ctx.db
      .selectFrom('comments')
      .select(['type', 'author_id'])
      .where('object_type', '=', 'case')
      .where('object_id', '=', id)
      .execute();
    expect(comments).toHaveLength(4);
    expect(comments.every((c) => c.type === 0 && c.author_id === fx.userIds.agent)).toBe(true);
    const trail = (await get('agent', `${id}/audit-trail/?type=2`)).json();
    expect(trail.count).toBe(4);
    expect(trail.results[0]).toMatchObject({
      type: 2,
      by_user_name: 'Ann Agent',
      context: { from: 1, to: 2, action: 'close' },
    });
    expect(trail.results[0].context.comment).toContain('Reviewed the evidence.');
  });

  it('needs a comment for a status change', async () => {
    const id = await fx.createCase({ name: 'No comment' });
    const none = await put('agent', id, { status: 2 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ comment: ['Enter a comment'] });
    const empty = await put('agent', id, { status: 2, comment: { body: '<p> </p>' } });
    expect(empty.statusCode).toBe(400);
    expect(await statusOf(id)).toBe(1);
  });

  it('answers 409 when the case moved under the caller, and one of ten identical moves wins', async () => {
    const id = await fx.createCase({ name: 'Race' });
    await put('admin', id, { status: 3, comment });
    const stale = await put('agent', id, { status: 2, comment, expected_status: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('The case is now Escalated.');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => put('agent', id, { status: 2, comment, expected_status: 3 })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const trail = (await get('agent', `${id}/audit-trail/?type=2`)).json();
    expect(trail.count).toBe(2);
  });

  it('renames and assigns without a comment', async () => {
    const id = await fx.createCase({ name: 'Old' });
    const res = await put('agent', id, { name: 'New name', assigned_to: fx.userIds.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'New name',
      assigned_to: fx.userIds.admin,
      assigned_to_name: 'Adam Admin',
    });
    await ctx.runJobs();
    const notice = await ctx.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', fx.userIds.admin)
      .where('link', 'like', `/cases/${id}?%`)
      .execute();
    expect(notice).toEqual([{ kind: 'assignment' }]);
  });
});

describe('mandatory approval', () => {
  beforeAll(async () => {
    expect((await setMandatory(true)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await setMandatory(false);
  });

  it("sends an agent's Close to pending approval with an approver, whom the agent cannot replace", async () => {
    const id = await fx.createCase({ name: 'Needs approval', assigned_to: fx.userIds.agent });
    const res = await put('agent', id, { status: 2, comment });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 4,
      approver_id: fx.userIds.admin,
      assigned_to: fx.userIds.agent,
      actions: [
        { action: 'open', status: 1 },
        { action: 'escalate', status: 3 },
      ],
    });
    // Only an approver accepts: the agent's Close of a pending case is not offered.
    const accept = await put('agent', id, { status: 2, comment });
    expect(accept.statusCode).toBe(400);
    const asApprover = (await get('admin', `${id}/`)).json();
    expect(asApprover.actions).toEqual([
      { action: 'accept', status: 2 },
      { action: 'reject', status: 1 },
    ]);
    // The approver finds it under Assigned to Me.
    const mine = (await get('admin', '?tab=assigned_to_me')).json();
    expect(mine.results.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('lets the approver accept one case and reject another, each with a comment on the timeline', async () => {
    const accepted = await fx.createCase({ name: 'Accept me' });
    const rejected = await fx.createCase({ name: 'Reject me' });
    for (const id of [accepted, rejected])
      expect((await put('agent', id, { status: 2, comment })).json().status).toBe(4);
    const yes = await put('admin', accepted, {
      status: 2,
      comment: { body: 'Approved: filed.' },
      expected_status: 4,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({ status: 2, approver_id: null });
    const no = await put('admin', rejected, { status: 1, comment: { body: 'Rejected: more work.' } });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().status).toBe(1);
    const trail = (await get('agent', `${rejected}/audit-trail/`)).json();
    expect(
      trail.results.filter((r: { type: number }) => r.type === 2).map((r: { context: object }) => r.context),
    ).toEqual([
      expect.objectContaining({
        from: 4,
        to: 1,
        action: 'reject',
        comment: expect.stringContaining('Rejected'),
      }),
      expect.objectContaining({ from: 1, to: 4, action: 'close' }),
    ]);
  });

  it('lets an approver close directly, and others open or escalate a pending case', async () => {
    const direct = await fx.createCase({ name: 'Direct' });
    expect((await put('admin', direct, { status: 2, comment })).json().status).toBe(2);
    const pending = await fx.createCase({ name: 'Pending' });
    await put('agent', pending, { status: 2, comment });
    const escalated = await put('agent', pending, { status: 3, comment });
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(escalated.json()).toMatchObject({ status: 3, approver_id: null });
  });
});

describe('comments on a case', () => {
  it('are written and read through the one comments module; another workspace gets 404', async () => {
    const id = await fx.createCase({ name: 'Discussed' });
    const form = new FormData();
    form.set('body', '<p>Looks like a mixer.</p>');
    const posted = await ctx.call('agent', {
      method: 'POST',
      url: `/resolutioncenter/api/v4/case/${id}/comments/?workspace=alpha`,
      payload: form,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const listed = await ctx.call('admin', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/case/${id}/comments/?workspace=alpha`,
    });
    expect(listed.json().results).toEqual([expect.objectContaining({ body: '<p>Looks like a mixer.</p>' })]);
    const foreign = await ctx.call('outsider', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/case/${id}/comments/?workspace=beta`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('another workspace', () => {
  it('answers 404 for the case, its entities, its timeline and their changes', async () => {
    const address = await fx.screenAddress();
    const id = await fx.createCase({ name: 'Private', addresses: [address.id] });
    for (const path of [
      `${id}/`,
      `${id}/addresses/`,
      `${id}/transactions/`,
      `${id}/customers/`,
      `${id}/audit-trail/`,
    ]) {
      expect((await get('outsider', path, 'beta')).statusCode, path).toBe(404);
    }
    expect((await put('outsider', id, { name: 'Mine' }, 'beta')).statusCode).toBe(404);
    const remove = await ctx.call('outsider', {
      method: 'DELETE',
      url: `${BASE}${id}/addresses/${address.id}/archive/?workspace=beta`,
    });
    expect(remove.statusCode).toBe(404);
    const del = await ctx.call('outsider', { method: 'DELETE', url: `${BASE}${id}/?workspace=beta` });
    expect(del.statusCode).toBe(404);
    expect((await get('agent', `${id}/`)).json().name).toBe('Private');
    // An entity of beta cannot be put into alpha's case either.
    const foreign = await fx.screenAddress('beta');
    const add = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}${id}/addresses/?workspace=alpha`,
      payload: { ids: [foreign.id] },
    });
    expect(add.statusCode).toBe(400);
  });
});

describe('case entities', () => {
  it("are added by id or identifier, flagged with the specification's messages, and removed", async () => {
    const known = await fx.screenAddress();
    const id = await fx.createCase({ name: 'Entities' });
    const bad = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}${id}/addresses/?workspace=alpha`,
      payload: {
        rows: [
          { identifier: known.identifier, currency: 1 },
          { identifier: 'not-an-address', currency: 1 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'rows.1.identifier': ['Address is invalid for the selected currency'] });
    const badTx = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}${id}/transactions/?workspace=alpha`,
      payload: { rows: [{ identifier: 'xyz', currency: 1 }] },
    });
    expect(badTx.json()).toEqual({
      'rows.0.identifier': ['Transaction hash is invalid for the selected currency'],
    });
    const badCustomer = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}${id}/customers/?workspace=alpha`,
      payload: { rows: [{ customer_id: 'NOPE-1' }] },
    });
    expect(badCustomer.json()).toEqual({ 'rows.0.customer_id': ['Customer ID is invalid'] });
    const fresh = `0x${'ab'.repeat(20)}`;
    const good = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}${id}/addresses/?workspace=alpha`,
      payload: { ids: [known.id], rows: [{ identifier: fresh, currency: 1 }] },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ added: 2 });
    const again = await ctx.call('agent', {
      method: 'POST',
      url: `${BASE}${id}/addresses/?workspace=alpha`,
      payload: { ids: [known.id] },
    });
    expect(again.json()).toEqual({ added: 0 });
    const address = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${known.id}/?workspace=alpha`,
    });
    expect(address.json()).toMatchObject({
      is_included_in_case: true,
      associated_cases: [{ id, name: 'Entities' }],
    });
    const removed = await ctx.call('agent', {
      method: 'DELETE',
      url: `${BASE}${id}/addresses/${known.id}/archive/?workspace=alpha`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get('agent', `${id}/addresses/`)).json().count).toBe(1);
    const trail = (await get('agent', `${id}/audit-trail/?type=4`)).json();
    expect(trail.results.map((r: { context: { operation: string } }) => r.context.operation)).toEqual([
      'removed',
      'added',
      'added',
    ]);
  });
});

describe('case preferences', () => {
  it('are read by members and changed only by admins (403 for an agent)', async () => {
    const read = await ctx.call('agent', {
      method: 'GET',
      url: `${BASE}case-settings/assignment-type/?workspace=alpha`,
    });
    expect(read.json()).toEqual({ assignment_type: 0, approver_assignment_type: 0 });
    const calls = [
      [`${BASE}case-settings/assignment-type/`, { assignment_type: 1 }],
      [`${BASE}case-settings/mandatory-approval/`, { mandatory_approval: true }],
      [`${BASE}case-settings/users/${fx.userIds.agent}/`, { case_role: null }],
      [
        '/profile/api/v1/team-members/me/autocreate-case-alert-levels/',
        { auto_create_case_alert_levels: [5] },
      ],
    ] as const;
    for (const [url, payload] of calls) {
      const res = await ctx.call('agent', { method: 'PUT', url: `${url}?workspace=alpha`, payload });
      expect(res.statusCode, url).toBe(403);
    }
    const levels = await ctx.call('agent', {
      method: 'GET',
      url: '/profile/api/v1/team-members/me/autocreate-case-alert-levels/?workspace=alpha',
    });
    expect(levels.json()).toEqual({ auto_create_case_alert_levels: [5, 3, 2, 1] });
    const byOwner = await ctx.call('owner', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/autocreate-case-alert-levels/?workspace=alpha',
      payload: { auto_create_case_alert_levels: [3, 5, 5] },
    });
    expect(byOwner.json()).toEqual({ auto_create_case_alert_levels: [5, 3] });
    await ctx.call('owner', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/autocreate-case-alert-levels/?workspace=alpha',
      payload: { auto_create_case_alert_levels: [5, 3, 2, 1] },
    });
  });

  it('hold at most three approvers, with a 400 naming the limit', async () => {
    const [a, b, c] = await fx.addMembers(3, null);
    const setRole = (userId: number | undefined, caseRole: number | null) =>
      ctx.call('admin', {
        method: 'PUT',
        url: `${BASE}case-settings/users/${userId}/?workspace=alpha`,
        payload: { case_role: caseRole },
      });
    expect((await setRole(a, 1)).statusCode).toBe(200);
    expect((await setRole(b, 1)).statusCode).toBe(200);
    const fourth = await setRole(c, 1);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ case_role: ['A workspace has at most 3 case approvers.'] });
    const approvers = await ctx.call('agent', {
      method: 'GET',
      url: `${BASE}case-settings/users/?workspace=alpha&case_role=1`,
    });
    expect(
      approvers
        .json()
        .map((u: { user_id: number }) => u.user_id)
        .sort(),
    ).toEqual([fx.userIds.admin, a, b].sort());
    expect((await setRole(fx.userIds.outsider, 2)).statusCode).toBe(404);
    await setRole(a, null);
    await setRole(b, null);
  });
});
