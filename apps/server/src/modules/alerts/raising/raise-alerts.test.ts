import type { RiskLevel, RuleClause } from '@riskscreen/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import type { RuleFiring } from '../../rules/index.ts';
import { type AlertObject, raiseAlerts } from './raise-alerts.ts';

/**
 * What a rule firing again adds to its active alert: a person's screening always an item; a re-screen the product
 * makes by itself (it gives a reason) only when the risk grew since the alert's latest item.
 */
const ADDRESS = '0x7777777777777777777777777777777777777777';
const ctx = useTestApp();
let alpha: number;
let object: AlertObject;
let rule: { id: number; policy_id: number; rule_name: string };

const received = (observed: number): RuleClause => ({
  field: 'threshold_amount_usd',
  observed,
  threshold: 1_000,
  operator: 'gte',
  passed: true,
  text: `Received from Sanctions: $${observed} ≥ $1,000`,
});
const firing = (observed: number, level: RiskLevel = 4): RuleFiring => ({
  ruleId: rule.id,
  policyId: rule.policy_id,
  ruleName: rule.rule_name,
  level,
  clauses: [received(observed)],
  context: null,
  applyTagId: null,
});
const raise = (observed: number, reason: string | null, level?: RiskLevel) =>
  raiseAlerts(ctx.db, alpha, object, [firing(observed, level)], new Date(), undefined, { reason });

beforeAll(async () => {
  alpha = await workspaceId(ctx.db, 'alpha');
  const screened = await screenAddress(ctx, ADDRESS);
  object = { type: 'address', id: screened.id, blockchain: 1, identifier: ADDRESS };
  rule = await ctx.db
    .selectFrom('rules')
    .select(['id', 'policy_id', 'rule_name'])
    .where('workspace_id', '=', alpha)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});

describe('raising alerts again', () => {
  it('adds an item on a re-screen of its own only when the risk grew since the latest item', async () => {
    expect(await raise(5_000, null)).toMatchObject({ opened: 1, added: 0 });
    const monitor = 'New funds sent: 1 ETH to 0x94e7…';
    // Funds left the address: the figure fell, the alert already said the higher one.
    expect(await raise(4_000, monitor)).toMatchObject({ opened: 0, added: 0 });
    expect(await raise(5_000, monitor)).toMatchObject({ opened: 0, added: 0 });
    // Past what the latest item said: a new item.
    expect(await raise(5_100, monitor)).toMatchObject({ opened: 0, added: 1 });
    // The same figure at another level is news too.
    expect(await raise(5_100, monitor, 5)).toMatchObject({ opened: 0, added: 1 });
    // A person screening again always adds one, whatever the figures.
    expect(await raise(2_000, null, 5)).toMatchObject({ opened: 0, added: 1 });
    const items = await ctx.db
      .selectFrom('alert_items as i')
      .innerJoin('alerts as a', 'a.id', 'i.alert_id')
      .select(['i.reason', 'i.body'])
      .where('a.object_id', '=', object.id)
      .where('a.rule_id', '=', rule.id)
      .orderBy('i.id')
      .execute();
    expect(items.map((item) => [item.reason, (item.body as RuleClause[])[0]?.observed])).toEqual([
      [null, 5_000],
      [monitor, 5_100],
      [monitor, 5_100],
      [null, 2_000],
    ]);
  });
});
