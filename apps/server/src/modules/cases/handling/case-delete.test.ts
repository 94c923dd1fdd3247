import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CaseStatus } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../test/helpers/test-app.ts';
import { openSession } from '../../accounts/index.ts';
import { type CaseFixture, caseFixture } from './cases.fixture.ts';

/**
 * Deleting cases (issue 28 item 2): only admins and organisation admins delete (spec part 3 §6 gives no other role
 * the right); a bulk delete acts on its ids or, when it says so, on all matching cases, never on nothing said; the
 * deleted cases' comment files leave the disk.
 */
let ctx: TestApp;
let fx: CaseFixture;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'case-delete-'));
  ctx = await createTestApp({ dataDir });
  fx = await caseFixture(ctx);
}, 120_000);
afterAll(() => ctx.close());

const BASE = '/resolutioncenter/api/v4/cases/';
type Credentials = { authorization: string } | { 'x-api-key': string };
const del = (headers: Credentials, path: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `${BASE}${path}${path.includes('?') ? '&' : '?'}workspace=alpha`,
    headers,
  });
const bearer = async (user: 'admin' | 'agent' | 'owner') => ({
  authorization: `Bearer ${await ctx.token(user)}`,
});
const liveCases = async (ids: readonly number[]) =>
  (
    await ctx.db
      .selectFrom('cases')
      .select('id')
      .where('id', 'in', [...ids])
      .execute()
  )
    .map((c) => c.id)
    .sort();

/** A new member of alpha with the membership role (4 to 7: L1 to L4 agent), signed in. */
async function memberOfRole(role: number): Promise<Credentials> {
  const [userId] = await fx.addMembers(1, 2);
  await ctx.db
    .updateTable('memberships')
    .set({ role })
    .where('user_id', '=', userId as number)
    .where('workspace_id', '=', fx.workspaceId)
    .execute();
  const session = await openSession(ctx.db, ctx.config, userId as number);
  return { authorization: `Bearer ${session.access_token}` };
}

describe('deleting cases', () => {
  it('answers 403 to every agent level and to an agent API key, and deletes nothing', async () => {
    const open = await fx.createCase({ name: 'Keep open' }, 'agent');
    const pending = await fx.createCase({ name: 'Keep pending' }, 'agent');
    // A case waiting for an admin's approval is no more an agent's to delete than any other.
    await ctx.db
      .updateTable('cases')
      .set({ status: CaseStatus.PendingApproval, approver_id: fx.userIds.admin })
      .where('id', '=', pending)
      .execute();
    const key = await ctx.call('agent', {
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      payload: { password: TEST_PASSWORD },
    });
    expect(key.statusCode, key.body).toBe(201);
    const callers: [string, Credentials][] = [
      ['agent', await bearer('agent')],
      ['agent API key', { 'x-api-key': key.json().key as string }],
      ['L1 agent', await memberOfRole(4)],
      ['L2 agent', await memberOfRole(5)],
      ['L3 agent', await memberOfRole(6)],
      ['L4 agent', await memberOfRole(7)],
    ];
    for (const [who, headers] of callers) {
      for (const path of [
        `${open}/`,
        `${pending}/`,
        `bulk/?ids=${open},${pending}`,
        'bulk/?tab=all&all_matching=true',
        'bulk/?tab=all',
      ]) {
        const res = await del(headers, path);
        expect(res.statusCode, `${who} DELETE ${path}: ${res.body}`).toBe(403);
      }
    }
    expect(await liveCases([open, pending])).toEqual([open, pending].sort());
  });

  it("does nothing on a bulk call with neither ids nor all_matching, even an admin's", async () => {
    const a = await fx.createCase({ name: 'Unselected A' });
    const b = await fx.createCase({ name: 'Unselected B' });
    const admin = await bearer('admin');
    for (const path of ['bulk/?tab=all', 'bulk/?tab=all&ids=', 'bulk/?tab=all&all_matching=false']) {
      const res = await del(admin, path);
      expect(res.statusCode, path).toBe(204);
    }
    expect(await liveCases([a, b])).toEqual([a, b].sort());
    // Nor does any other bulk action: Assign Agent changes no case.
    const assign = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}bulk/?tab=all&workspace=alpha`,
      headers: admin,
      payload: { assigned_to: fx.userIds.admin },
    });
    expect(assign.json()).toEqual({ updated: 0, skipped: [] });
    const assignees = await ctx.db
      .selectFrom('cases')
      .select('assigned_to')
      .where('id', 'in', [a, b])
      .execute();
    expect(assignees.map((c) => c.assigned_to)).not.toContain(fx.userIds.admin);
  });

  it('lets an admin delete one case, the ticked ones and all matching; an organisation admin too', async () => {
    const admin = await bearer('admin');
    const one = await fx.createCase({ name: 'Gone one' });
    expect((await del(admin, `${one}/`)).statusCode).toBe(204);
    expect((await del(admin, `${one}/`)).statusCode).toBe(404);
    const [x, y, z] = [
      await fx.createCase({ name: 'Ticked X' }),
      await fx.createCase({ name: 'Ticked Y' }),
      await fx.createCase({ name: 'Ticked Z' }),
    ] as [number, number, number];
    expect((await del(admin, `bulk/?ids=${x},${y}`)).statusCode).toBe(204);
    expect(await liveCases([x, y, z])).toEqual([z]);
    const m = await fx.createCase({ name: 'Matching M' });
    const n = await fx.createCase({ name: 'Matching N' });
    expect((await del(admin, 'bulk/?q=Matching&tab=all&all_matching=true')).statusCode).toBe(204);
    expect(await liveCases([m, n, z])).toEqual([z]);
    expect((await del(await bearer('owner'), `${z}/`)).statusCode).toBe(204);
    expect(await liveCases([z])).toEqual([]);
  });

  it("removes the deleted case's comments and their files from the disk", async () => {
    const id = await fx.createCase({ name: 'With a file' });
    const body = new FormData();
    body.set('body', '<p>Evidence attached.</p>');
    body.append('files', new Blob([new TextEncoder().encode('evidence')]), 'evidence.txt');
    const comment = await ctx.call('agent', {
      method: 'POST',
      url: `/resolutioncenter/api/v4/case/${id}/comments/?workspace=alpha`,
      payload: body,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const key = (comment.json() as { comment_files: { file_key: string }[] }).comment_files[0]?.file_key;
    const file = join(dataDir, 'comment-files', key as string);
    expect(existsSync(file)).toBe(true);
    expect((await del(await bearer('admin'), `${id}/`)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    const left = await ctx.db
      .selectFrom('comments')
      .select('id')
      .where('object_type', '=', 'case')
      .where('object_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
