import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { insertAlert } from '../../test-support/alert-rows.test-support.ts';
import { workspaceId } from '../../test-support/fixture-ids.test-support.ts';

/**
 * The rule-name filter of the screened-object lists (addresses, transactions), shared by both lists' tests: which
 * of alpha's rules raised alerts on the kind of object, and what no rule name may match or pass.
 */
type ObjectKind = 'address' | 'transaction';
type ListPage = { count: number };

/** The first rule that raised one of alpha's alerts on the kind of object, and the ids of the objects it alerted. */
export async function alphaRuleAlerts(ctx: TestApp, kind: ObjectKind) {
  const alerts = await ctx.db
    .selectFrom('alerts as a')
    .innerJoin('rules as r', 'r.id', 'a.rule_id')
    .select(['a.object_id', 'r.rule_name'])
    .where('a.workspace_id', '=', await workspaceId(ctx.db, 'alpha'))
    .where('a.object_type', '=', kind)
    .execute();
  const name = alerts[0]?.rule_name;
  expect(name, `screening raised no ${kind} alert`).toBeTruthy();
  const objectIds = [...new Set(alerts.filter((a) => a.rule_name === name).map((a) => a.object_id))];
  return { name, objectIds };
}

/**
 * A beta rule, even with an alert whose object id is an alpha row's, matches nothing in alpha's list; a rule name
 * over 200 characters or with a null character is refused.
 */
export async function expectForeignRuleMatchesNothing(
  ctx: TestApp,
  list: (query: string) => Promise<ListPage>,
  object: { kind: ObjectKind; id: number; currency: number; identifier: string },
  betaRules: { ruleType?: number } = {},
) {
  const beta = await workspaceId(ctx.db, 'beta');
  let rules = ctx.db.selectFrom('rules').select('id').where('workspace_id', '=', beta);
  if (betaRules.ruleType !== undefined) rules = rules.where('rule_type', '=', betaRules.ruleType);
  const betaRule = await rules.orderBy('id').executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('rules')
    .set({ rule_name: 'Beta only rule' })
    .where('id', '=', betaRule.id)
    .execute();
  const stage = await ctx.db
    .selectFrom('workflow_stages')
    .select('id')
    .where('workspace_id', '=', beta)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await insertAlert(ctx.db, {
    workspaceId: beta,
    object: { type: object.kind, id: object.id, identifier: object.identifier, blockchain: object.currency },
    ruleId: betaRule.id,
    stageId: stage.id,
    level: 5,
  });
  expect((await list('&rule_name=Beta%20only%20rule')).count).toBe(0);

  const url = `/risk/api/v4/${object.kind === 'address' ? 'addresses' : 'transactions'}/?workspace=alpha`;
  const bad = await ctx.call('agent', { method: 'GET', url: `${url}&rule_name=${'x'.repeat(201)}` });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toHaveProperty('rule_name');
  const nul = await ctx.call('agent', { method: 'GET', url: `${url}&rule_name=a%00b` });
  expect(nul.statusCode).toBe(400);
  expect(nul.json()).toEqual({ rule_name: ['Null characters are not allowed.'] });
}
