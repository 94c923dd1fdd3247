import type { TestApp } from '../../../../test/helpers/test-app.ts';

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
  const alpha = await db
    .selectFrom('workspaces')
    .select('id')
    .where('slug', '=', 'alpha')
    .executeTakeFirstOrThrow();
  const org = await db
    .selectFrom('organizations')
    .select('id')
    .where('slug', '=', 'acme')
    .executeTakeFirstOrThrow();
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (local: string) => users.find((u) => u.email.startsWith(`${local}@`))?.id ?? 0;
  const stageId = async (name: string) =>
    (
      await db
        .selectFrom('workflow_stages')
        .select('id')
        .where('workspace_id', '=', alpha.id)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  return {
    workspaceId: alpha.id,
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
            organization_id: org.id,
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
          .values({ user_id: user.id, workspace_id: alpha.id, role: 2, case_role: caseRole })
          .execute();
        ids.push(user.id);
      }
      return ids;
    },
    async newAlert(addressId, identifier, stage = 'Open') {
      const rule = await db
        .selectFrom('rules')
        .select('id')
        .where('workspace_id', '=', alpha.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const now = new Date();
      const alert = await db
        .insertInto('alerts')
        .values({
          workspace_id: alpha.id,
          object_type: 'address',
          object_id: addressId,
          blockchain: 1,
          identifier,
          rule_id: rule.id,
          level: 3,
          workflow_stage_id: await stageId(stage),
          opened_at: now,
          updated_at: now,
          latest_item_body: '[]',
          latest_context: 'null',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return alert.id;
    },
    stageId,
  };
}
