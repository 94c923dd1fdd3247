import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { firstRuleId, fixtureUserIds, insertAlert } from '../../../test-support/alert-rows.test-support.ts';
import { organisationId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';

/**
 * Test helpers for cases: screened addresses of a workspace (fresh Ethereum addresses the empty chain store does
 * not know), cases created over HTTP, extra members with a case role, and alerts written directly on an address.
 */
let counter = 0;

export type CaseFixture = {
  workspaceId: number;
  userIds: Record<'owner' | 'admin' | 'agent' | 'outsider', number>;
  screenAddress(workspace?: 'alpha' | 'beta'): Promise<{ id: number; identifier: string }>;
  createCase(payload: Record<string, unknown>, user?: 'admin' | 'agent'): Promise<number>;
  /** New active members of alpha (role 2) with the case role; answers their user ids. */
  addMembers(count: number, caseRole: 1 | 2 | null): Promise<number[]>;
  newAlert(addressId: number, identifier: string, stage?: string): Promise<number>;
  stageId(name: string): Promise<number>;
};

export async function caseFixture(ctx: TestApp): Promise<CaseFixture> {
  const { db } = ctx;
  const alpha = await workspaceId(db, 'alpha');
  const org = await organisationId(db, 'acme');
  const idOf = await fixtureUserIds(db);
  const stageId = async (name: string) =>
    (
      await db
        .selectFrom('workflow_stages')
        .select('id')
        .where('workspace_id', '=', alpha)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  return {
    workspaceId: alpha,
    userIds: { owner: idOf('owner'), admin: idOf('admin'), agent: idOf('agent'), outsider: idOf('outsider') },
    async screenAddress(workspace = 'alpha') {
      counter += 1;
      const identifier = `0x${(0xcafe0000 + counter).toString(16).padStart(40, '0')}`;
      const res = await ctx.call(workspace === 'alpha' ? 'admin' : 'outsider', {
        method: 'POST',
        url: `/risk/api/v4/addresses/?workspace=${workspace}`,
        payload: { identifier, currency: 1 },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return { id: Number(res.json().id), identifier };
    },
    async createCase(payload, user = 'admin') {
      const res = await ctx.call(user, {
        method: 'POST',
        url: '/resolutioncenter/api/v4/cases/?workspace=alpha',
        payload,
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return Number(res.json().id);
    },
    async addMembers(count, caseRole) {
      const ids: number[] = [];
      for (let i = 0; i < count; i += 1) {
        counter += 1;
        const user = await db
          .insertInto('users')
          .values({
            organization_id: org,
            email: `member${counter}@acme.test`,
            first_name: 'Member',
            last_name: String(counter),
            password_hash: 'x',
            role: 2,
            date_joined: new Date(),
            password_changed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('memberships')
          .values({ user_id: user.id, workspace_id: alpha, role: 2, case_role: caseRole })
          .execute();
        ids.push(user.id);
      }
      return ids;
    },
    async newAlert(addressId, identifier, stage = 'Open') {
      return insertAlert(db, {
        workspaceId: alpha,
        object: { type: 'address', id: addressId, identifier },
        ruleId: await firstRuleId(db, alpha),
        stageId: await stageId(stage),
        openedAt: new Date(),
      });
    },
    stageId,
  };
}

/** Turn alpha's mandatory case approval on or off through the API, as its admin. */
export const setMandatoryApproval = (ctx: TestApp, on: boolean) =>
  ctx.call('admin', {
    method: 'PUT',
    url: `/resolutioncenter/api/v4/cases/case-settings/mandatory-approval/?workspace=alpha`,
    payload: { mandatory_approval: on },
  });

/** The case fixture in an alpha where an agent's Close waits on an approver (mandatory approval on). */
export async function caseFixtureWithApproval(ctx: TestApp): Promise<CaseFixture> {
  const fx = await caseFixture(ctx);
  const res = await setMandatoryApproval(ctx, true);
  expect(res.statusCode, res.body).toBe(200);
  return fx;
}
