import type { TestApp } from '../../../../test/helpers/test-app.ts';
import {
  firstRuleId,
  fixtureUserIds,
  insertAlert,
  stageIds,
} from '../../../test-support/alert-rows.test-support.ts';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';

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
  const ws = await workspaceId(db, workspace);
  const ruleId = await firstRuleId(db, ws);
  const stages = await stageIds(db, ws);
  const idOf = await fixtureUserIds(db);
  return {
    workspaceId: ws,
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
      const alertId = await insertAlert(db, {
        workspaceId: ws,
        object: { type: 'address', id: addressId, identifier },
        ruleId,
        stageId,
        openedAt: at,
      });
      await db
        .insertInto('alert_items')
        .values({
          alert_id: alertId,
          workspace_id: ws,
          identifier,
          body: JSON.stringify([{ field: 'risk', text: 'fired' }]),
          context: 'null',
          created_at: at,
        })
        .execute();
      return alertId;
    },
  };
}

/** The id of one of the fixture workspace's stages, by name (a missing one fails the test). */
export function fixtureStage(fixture: AlertFixture, name: string): number {
  const id = fixture.stages.get(name);
  if (id === undefined) throw new Error(`no stage ${name}`);
  return id;
}

/** The stage an alert is in now, as stored. */
export async function alertStageOf(ctx: TestApp, alertId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('alerts')
    .select('workflow_stage_id')
    .where('id', '=', alertId)
    .executeTakeFirstOrThrow();
  return row.workflow_stage_id;
}
