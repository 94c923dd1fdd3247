import { PolicyCategory, PolicyType } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EvmNode, startEvmNode } from '../../../../test/helpers/evm-node.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { edges, RECEIVED, sanctions } from './evm-rule-edges.cases.test-support.ts';
import { ago, type EdgeWorld, HOUR, mineEdgeWorld, NOW } from './evm-rule-edges.world.test-support.ts';

/**
 * Rule templates at their threshold edges, end to end on a real EVM node (the world, its addresses and the
 * templates covered: evm-rule-edges.world.test-support.ts; the edges: evm-rule-edges.cases.test-support.ts). Each
 * template runs in its own phase: a fresh policy holding one rule (level Medium) is the only enabled policy of the
 * workspace while its addresses are screened, then it is disabled (its alerts go Inactive). An address "fires"
 * when its screening is Medium with exactly that rule's alert active (one item, every clause passed, the observed
 * figure as computed); it is "quiet" when its risk is 0 with no active alert.
 */
let ctx: TestApp;
let node: EvmNode;
let world: EdgeWorld;
const ad = (name: string) => world.ad(name);
const tx = (name: string) => world.tx(name);

beforeAll(async () => {
  [ctx, node] = await Promise.all([createTestApp(), startEvmNode(8572)]);
  world = await mineEdgeWorld(ctx, node);
  // Only the rules created here may fire: the seeded default policies are disabled.
  const policies = (
    await ctx.call('agent', { method: 'GET', url: '/risk/api/v4/policies/?workspace=alpha&limit=100' })
  ).json().results as Policy[];
  for (const policy of policies) await setPolicyEnabled(policy, false);
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await node?.close();
  await ctx?.close();
});

type Policy = { id: number; name: string; description: string; is_enabled: boolean };
type Clause = { field: string; observed: number | null; threshold: number; passed: boolean; text: string };
type Alert = {
  id: number;
  level: number;
  alert_items_count: number;
  latest_item_body: Clause[];
  latest_context: Record<string, unknown> | null;
  workflow_stage: { category: number };
  rule_register: { rule_name: string };
};
type RuleSpec = { rule_name: string; alert_level: number; rule_conditions: Record<string, unknown>[] };
type ObjectType = 'address' | 'transaction';

async function setPolicyEnabled(policy: Policy, isEnabled: boolean) {
  const res = await ctx.call('admin', {
    method: 'PUT',
    url: `/risk/api/v4/policies/${policy.id}/?workspace=alpha`,
    payload: { name: policy.name, description: policy.description, is_enabled: isEnabled },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new enabled policy holding these rules, created through the API. */
async function createPolicy(
  name: string,
  rules: RuleSpec[],
  type: PolicyType = PolicyType.Address,
  category: PolicyCategory = PolicyCategory.SourceOfFunds,
): Promise<Policy> {
  const res = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/policies/?workspace=alpha',
    payload: { name, description: `Edge test: ${name}`, type, category, is_enabled: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const policy = res.json() as Policy;
  for (const rule of rules) {
    const created = await ctx.call('admin', {
      method: 'POST',
      url: `/risk/api/v4/policies/${policy.id}/classifiers/?workspace=alpha`,
      payload: rule,
    });
    expect(created.statusCode, created.body).toBe(200);
  }
  return policy;
}

async function screen(type: ObjectType, identifier: string) {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: `/risk/api/v4/${type === 'address' ? 'addresses' : 'transactions'}/?workspace=alpha&get_extra_data=true`,
    payload: { identifier, currency: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number } & Record<string, unknown>;
}

async function activeAlerts(type: ObjectType, id: number): Promise<Alert[]> {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/${type}/${id}/alerts/?workspace=alpha&limit=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  // Open (0) and in progress (1) are active; alerts of disabled policies are Inactive.
  return (res.json().results as Alert[]).filter((a) => a.workflow_stage.category <= 1);
}

/** Risk level and active alerts ("rule|level|items") after screening the object. */
async function screenAndAlerts(type: ObjectType, identifier: string) {
  const body = await screen(type, identifier);
  const alerts = await activeAlerts(type, body.id);
  return {
    body,
    alerts,
    risk: body.risk_level,
    fired: alerts.map((a) => `${a.rule_register.rule_name}|${a.level}|${a.alert_items_count}`).sort(),
  };
}

describe('the exposure the rules read, computed by hand', () => {
  const rows = (list: { tag_type_verbose: string; exposure_type: string; total_value_usd: number }[]) =>
    list
      .filter((r) => r.total_value_usd > 0)
      .map((r) => `${r.tag_type_verbose}|${r.exposure_type}|${r.total_value_usd.toFixed(2)}`)
      .sort();
  it.each([
    ['T1a', 'incoming', ['Sanctions|direct|1000.00']],
    ['T1b', 'incoming', ['Sanctions|direct|999.99']],
    ['T2a', 'incoming', ['Sanctions|direct|1000.00', 'Unknown|direct|1000.00']],
    ['T2b', 'incoming', ['Sanctions|direct|999.80', 'Unknown|direct|1000.20']],
    ['T3a', 'incoming', ['Sanctions|indirect|1000.00', 'Unknown|indirect|1000.00']],
    ['T3b', 'incoming', ['Sanctions|indirect|999.99', 'Unknown|indirect|999.99']],
    ['T4', 'incoming', ['Sanctions|indirect|1000.00']],
    ['Oa', 'outgoing', ['Coin Mixer|direct|1000.00']],
    ['Ob', 'outgoing', ['Coin Mixer|direct|999.99']],
  ])('%s %s', async (name, direction, expected) => {
    const body = await screen('address', ad(name));
    expect(rows(body[`${direction}_counterparty_summary`] as [])).toEqual(expected);
    // No policy is enabled yet: nothing fires.
    expect(body.risk_level).toBe(0);
  });
});

describe('each template fires exactly at its threshold edge and not one unit below', () => {
  it.each(edges.map((e) => [`template ${e.template} ${JSON.stringify(e.condition)}`, e] as const))(
    '%s',
    async (_, edge) => {
      const ruleName = `Edge ${edge.template}`;
      const policy = await createPolicy(
        `Edges ${edge.template}`,
        [{ rule_name: ruleName, alert_level: 3, rule_conditions: [edge.condition] }],
        PolicyType.Address,
        edge.category,
      );
      try {
        for (const [name, observed] of edge.fires) {
          const got = await screenAndAlerts('address', ad(name));
          expect(got.fired, name).toEqual([`${ruleName}|3|1`]);
          expect(got.risk, name).toBe(3);
          const body = got.alerts[0]?.latest_item_body ?? [];
          expect(body.length).toBeGreaterThan(0);
          for (const clause of body) expect(clause.passed, clause.text).toBe(true);
          expect(body.find((c) => c.field === edge.field)?.observed, name).toBeCloseTo(observed, 6);
        }
        for (const name of edge.quiet) {
          const got = await screenAndAlerts('address', ad(name));
          expect(got.fired, name).toEqual([]);
          expect(got.risk, name).toBe(0);
        }
      } finally {
        await setPolicyEnabled(policy, false);
      }
    },
  );
});

describe('transaction policies on transaction hashes', () => {
  it('fire direct and indirect Sanctions exposure of a transaction at exactly $1,000', async () => {
    const policy = await createPolicy(
      'Edges transaction',
      [
        {
          rule_name: 'Tx direct Sanctions',
          alert_level: 4,
          rule_conditions: [
            { rule_condition_type: 1, ...sanctions, risk_types: RECEIVED, threshold_amount_usd: 1000 },
          ],
        },
        {
          rule_name: 'Tx indirect Sanctions',
          alert_level: 3,
          rule_conditions: [
            { rule_condition_type: 18, ...sanctions, risk_types: RECEIVED, threshold_amount_usd: 1000 },
          ],
        },
      ],
      PolicyType.Transaction,
    );
    try {
      // S → T1a: S itself sent the $1,000 (direct); X → T3a: X's funds before it were half S's (indirect $1,000).
      const expected: [string, number, string[]][] = [
        ['S→T1a', 4, ['Tx direct Sanctions|4|1']],
        ['S→T1b', 0, []],
        ['X→T3a', 3, ['Tx indirect Sanctions|3|1']],
        ['X→T3b', 0, []],
      ];
      for (const [name, risk, fired] of expected) {
        const got = await screenAndAlerts('transaction', tx(name));
        expect(got.fired, name).toEqual(fired);
        expect(got.risk, name).toBe(risk);
      }
      // Screening again adds an item to the open alert.
      const again = await screenAndAlerts('transaction', tx('S→T1a'));
      expect(again.fired).toEqual(['Tx direct Sanctions|4|2']);
    } finally {
      await setPolicyEnabled(policy, false);
    }
  });
});

describe('risk level and alert items on a real chain', () => {
  const direct = (n: number, extra: object) => ({ risk_types: RECEIVED, rule_condition_type: n, ...extra });
  it('takes the highest firing level, then adds items on the next firing and opens the newly firing rule', async () => {
    await createPolicy('Edges levels', [
      {
        rule_name: 'Sanctions ≥ $1,000',
        alert_level: 4,
        rule_conditions: [direct(1, { ...sanctions, threshold_amount_usd: 1000 })],
      },
      {
        rule_name: 'Evil Corp ≥ $1,000',
        alert_level: 2,
        rule_conditions: [direct(3, { entity_names: ['Evil Corp'], threshold_amount_usd: 1000 })],
      },
      {
        rule_name: 'Sanctions any ≥ $1,000',
        alert_level: 3,
        rule_conditions: [direct(21, { ...sanctions, threshold_amount_usd: 1000 })],
      },
      {
        rule_name: 'Sanctions ≥ $2,000',
        alert_level: 5,
        rule_conditions: [direct(1, { ...sanctions, threshold_amount_usd: 2000 })],
      },
    ]);
    const first = await screenAndAlerts('address', ad('T1a'));
    expect(first.fired).toEqual([
      'Evil Corp ≥ $1,000|2|1',
      'Sanctions any ≥ $1,000|3|1',
      'Sanctions ≥ $1,000|4|1',
    ]);
    expect(first.risk).toBe(4);
    expect((await screenAndAlerts('address', ad('T1b'))).risk).toBe(0);

    // Another $1,000 from S: T1a has received $2,000 from Sanctions.
    world.at(ago(HOUR), ad('S'), ad('T1a'), '0.5');
    await world.mineSchedule();
    // The chain graph cache keys on the sync's wall-clock time: let the frozen clock tick for the resync.
    vi.setSystemTime((NOW + 1) * 1000);
    await world.sync();
    vi.setSystemTime(NOW * 1000);
    const second = await screenAndAlerts('address', ad('T1a'));
    expect(second.body.id).toBe(first.body.id);
    expect(second.fired).toEqual([
      'Evil Corp ≥ $1,000|2|2',
      'Sanctions any ≥ $1,000|3|2',
      'Sanctions ≥ $1,000|4|2',
      'Sanctions ≥ $2,000|5|1',
    ]);
    expect(second.risk).toBe(5);
    // The same alerts, not new ones.
    const ids = (alerts: Alert[]) =>
      alerts
        .filter((a) => a.level < 5)
        .map((a) => a.id)
        .sort();
    expect(ids(second.alerts)).toEqual(ids(first.alerts));
    const latest = second.alerts.find((a) => a.rule_register.rule_name === 'Sanctions ≥ $1,000');
    expect(latest?.latest_item_body.find((c) => c.field === 'threshold_amount_usd')?.observed).toBeCloseTo(
      2000,
      6,
    );

    // A member of another workspace sees none of it.
    const foreign = await ctx.call('outsider', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/address/${second.body.id}/alerts/?workspace=beta`,
    });
    expect(foreign.statusCode).toBe(404);
    const notMember = await ctx.call('outsider', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/address/${second.body.id}/alerts/?workspace=alpha`,
    });
    expect(notMember.statusCode).toBe(404);
  });
});
