import type { TestApp } from '../../../../test/helpers/test-app.ts';

/**
 * Test fixtures: alerts written directly on a screened address (the test chain store is empty, so no rule fires on
 * a screening), each with one item, in the workspace's first open stage.
 */
export type AlertFixture = {
  workspaceId: number;
  addressId: number;
  stages: Map<string, number>;
  userIds: Record<'owner' | 'admin' | 'agent' | 'outsider' | 'blocked', number>;
  newAlert(options?: { stage?: string; itemAt?: Date }): Promise<number>;
};

let addressCounter = 0;

/** A screened address of the workspace (a fresh Ethereum address each time) and a way to raise alerts on it. */
export async function alertFixture(
  ctx: TestApp,
  workspace: 'alpha' | 'beta' = 'alpha',
): Promise<AlertFixture> {
  const { db } = ctx;
  addressCounter += 1;
  const identifier = `0x${(0xabc000 + addressCounter).toString(16).padStart(40, '0')}`;
  const screened = await ctx.call(workspace === 'alpha' ? 'admin' : 'outsider', {
    method: 'POST',
    url: `/risk/api/v4/addresses/?workspace=${workspace}`,
    payload: { identifier, currency: 1 },
  });
  if (screened.statusCode !== 200) throw new Error(screened.body);
  const addressId = Number(screened.json().id);
  const ws = await db
    .selectFrom('workspaces')
    .select('id')
    .where('slug', '=', workspace)
    .executeTakeFirstOrThrow();
  const rule = await db
    .selectFrom('rules')
    .select('id')
    .where('workspace_id', '=', ws.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const stageRows = await db
    .selectFrom('workflow_stages')
    .select(['id', 'name'])
    .where('workspace_id', '=', ws.id)
    .execute();
  const stages = new Map(stageRows.map((s) => [s.name, s.id]));
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (local: string) => users.find((u) => u.email.startsWith(`${local}@`))?.id ?? 0;
  return {
    workspaceId: ws.id,
    addressId,
    stages,
    userIds: {
      owner: idOf('owner'),
      admin: idOf('admin'),
      agent: idOf('agent'),
      outsider: idOf('outsider'),
      blocked: idOf('blocked'),
    },
    async newAlert(options = {}) {
      const stageId = stages.get(options.stage ?? 'Open');
      if (stageId === undefined) throw new Error(`no stage ${options.stage}`);
      const at = options.itemAt ?? new Date();
      const alert = await db
        .insertInto('alerts')
        .values({
          workspace_id: ws.id,
          object_type: 'address',
          object_id: addressId,
          blockchain: 1,
          identifier,
          rule_id: rule.id,
          level: 3,
          workflow_stage_id: stageId,
          opened_at: at,
          updated_at: at,
          latest_item_body: '[]',
          latest_context: 'null',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('alert_items')
        .values({
          alert_id: alert.id,
          workspace_id: ws.id,
          identifier,
          body: JSON.stringify([{ field: 'risk', text: 'fired' }]),
          context: 'null',
          created_at: at,
        })
        .execute();
      return alert.id;
    },
  };
}

/** The id of one of the fixture workspace's stages, by name (a missing one fails the test). */
export function fixtureStage(fixture: AlertFixture, name: string): number {
  const id = fixture.stages.get(name);
  if (id === undefined) throw new Error(`no stage ${name}`);
  return id;
}
