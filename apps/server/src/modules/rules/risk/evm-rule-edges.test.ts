import { PolicyCategory, PolicyType } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EvmNode, startEvmNode } from '../../../../test/helpers/evm-node.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { toBaseUnits } from '../../../chain/store/amounts.ts';
import { upsertPrices } from '../../../chain/store/reference-data.ts';
import { syncChain } from '../../../chain/sync.ts';
import { importLabels, planImports } from '../../attribution/index.ts';

/**
 * Rule templates at their threshold edges, end to end on a real EVM node: ETH transfers mined on ganache at
 * chosen block times, indexed by the evm provider, labels imported from a label CSV, rules created through the
 * policy API, then addresses and transactions screened through the API. ETH = $2,000, so 0.5 ETH = $1,000 and
 * 0.499995 ETH = $999.99 (one cent below). The server's clock is frozen at NOW (the 15th of next month, 12:00
 * UTC) so windows ending "now" have exact edges; every block is mined at NOW − something, to the second.
 *
 * Each template runs in its own phase: a fresh policy holding one rule (level Medium) is the only enabled policy
 * of the workspace while its addresses are screened, then it is disabled (its alerts go Inactive). An address
 * "fires" when its screening is Medium with exactly that rule's alert active (one item, every clause passed, the
 * observed figure as computed below); it is "quiet" when its risk is 0 with no active alert.
 *
 * Covered here (Address policies unless said): 1, 2, 3, 4, 5, 21 (direct, received), 1, 2, 3, 21 on the object
 * itself (risk type 3), 1 with a taint percent,
 * 1 sent, 18, 19, 20, 21 (indirect through one intermediary), 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 27, 28
 * (behaviour), 22, 23, 24 (monthly), and Transaction policies 1 and 18 on transaction hashes.
 * Covered only by unit tests (packages/engine/src/rules/*.test.ts) and the custom-list tests: 6, 25, 26 (they
 * read the workspace's custom lists and tags, not chain data); upper bounds and 19/20 on the sent side. The
 * transaction side of hop_limit is in transactions/transaction-rule-details.test.ts. A rule's hop_limit counts the
 * hops behind the direct counterparty (T4 below).
 *
 * The world (S Sanctions "Evil Corp" subtype 1301 OFAC SDN, E Exchange "Good Exchange", M Coin Mixer "Tumbler";
 * U, X, K1–K3 unattributed ganache accounts; F funds the accounts created as senders; times before NOW):
 *
 *   direct     S ─0.5→ T1a ($1,000)           S ─0.499995→ T1b ($999.99)                                 45d
 *   taint      S ─0.5→ T2a ←0.5─ U (50%)      S ─0.4999→ T2b ←0.5001─ U ($999.80 of $2,000: 49.99%)       45d
 *   indirect   S ─1→ X ←1─ U (44d)   X ─1→ T3a (43d)   X ─0.99999→ T3b (43d)
 *              X is half Sanctions: T3a gets $1,000 of Sanctions indirect, T3b $999.99.
 *   outgoing   Oa ─0.5→ M   Ob ─0.499995→ M                                                             42d
 * The behaviour worlds are described where they are mined.
 */
const DAY = 86_400;
const HOUR = 3_600;
const real = new Date();
/** Epoch seconds of the frozen "now": the 15th of next month, 12:00 UTC (monthly templates need mid-month). */
const NOW = Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 15, 12) / 1000;
const ago = (seconds: number) => NOW - seconds;

let ctx: TestApp;
let node: EvmNode;
/** Named addresses of the world. */
const A: Record<string, string> = {};
/** Transaction hashes by name. */
const H: Record<string, string> = {};

type Send = { name?: string; from: string; to: string; eth: string; gasPriceWei?: bigint };
const schedule: { time: number; send: Send }[] = [];
const at = (time: number, from: string, to: string, eth: string, extra: Partial<Send> = {}) =>
  schedule.push({ time, send: { from, to, eth, ...extra } });
/** A receive-only address nobody holds a key to. */
const ad = (name: string): string => {
  const address = A[name];
  if (!address) throw new Error(`no address ${name}`);
  return address;
};
const tx = (name: string): string => {
  const hash = H[name];
  if (!hash) throw new Error(`no transaction ${name}`);
  return hash;
};
const sink = (n: number) => `0xad${n.toString(16).padStart(38, '0')}`;

async function newAccount(fund: string): Promise<string> {
  const address = (await node.rpc('personal_newAccount', [''])) as string;
  await node.rpc('personal_unlockAccount', [address, '', 0]);
  at(ago(50 * DAY), ad('F'), address, fund);
  return address;
}

/** Mine the schedule block by block, each block at its exact timestamp (mining is stopped in between). */
async function mineSchedule(): Promise<void> {
  const times = [...new Set(schedule.map((s) => s.time))].sort((a, b) => a - b);
  for (const time of times) {
    const hashes: [Send, string][] = [];
    for (const { send } of schedule.filter((s) => s.time === time)) {
      const tx: Record<string, string> = {
        from: send.from,
        to: send.to,
        value: `0x${toBaseUnits(send.eth, 18).toString(16)}`,
      };
      if (send.gasPriceWei !== undefined) tx.gasPrice = `0x${send.gasPriceWei.toString(16)}`;
      hashes.push([send, (await node.rpc('eth_sendTransaction', [tx])) as string]);
    }
    await node.rpc('evm_mine', [{ timestamp: time }]);
    for (const [send, hash] of hashes) {
      const mined = await node.mined(hash);
      expect(mined.status).toBe(1);
      if (send.name) H[send.name] = hash;
    }
  }
  schedule.length = 0;
}

const sync = () =>
  syncChain(ctx.db, { evm: new Map([[1, { url: node.url, startBlock: 0 }]]), esplora: undefined }, 1);

beforeAll(async () => {
  [ctx, node] = await Promise.all([createTestApp(), startEvmNode(8572)]);
  // Screening reads the clock (windows, ages, the calendar month): freeze it at NOW. Only Date is faked.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW * 1000 });
  await node.rpc('miner_stop');
  const [F, S, U, X, K1, K2, K3, E, Y1, Y2] = node.accounts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  Object.assign(A, { F, S, U, X, K1, K2, K3, E, Y1, Y2, M: sink(0xff), T4: sink(0xfe) });
  for (const [i, name] of ['T1a', 'T1b', 'T2a', 'T2b', 'T3a', 'T3b'].entries()) A[name] = sink(0x100 + i);
  for (const [i, name] of [
    'P7a',
    'P7b',
    'P9a',
    'P9b',
    'P15',
    'P10a',
    'P10b',
    'P12a',
    'P12b',
    'P14a',
    'P14b',
    'P27a',
    'P27b',
    'P28a',
    'P28b',
    'P22a',
    'P22b',
  ].entries())
    A[name] = sink(0x200 + i);
  for (const name of ['Oa', 'Ob', 'P13a', 'P13b', 'P23a', 'P23b']) A[name] = await newAccount('5');

  // Exposure (see the header).
  at(ago(45 * DAY), S, ad('T1a'), '0.5', { name: 'S→T1a' });
  at(ago(45 * DAY), S, ad('T1b'), '0.499995', { name: 'S→T1b' });
  at(ago(45 * DAY), S, ad('T2a'), '0.5');
  at(ago(45 * DAY), U, ad('T2a'), '0.5');
  at(ago(45 * DAY), S, ad('T2b'), '0.4999');
  at(ago(45 * DAY), U, ad('T2b'), '0.5001');
  at(ago(44 * DAY), S, X, '1');
  at(ago(44 * DAY), U, X, '1');
  at(ago(43 * DAY), X, ad('T3a'), '1', { name: 'X→T3a' });
  at(ago(43 * DAY), X, ad('T3b'), '0.99999', { name: 'X→T3b' });
  // Hop limits: S ─1→ Y1 ─1→ Y2 ─0.5→ T4. Y1 and Y2 have no other recorded inflow (genesis balances are not
  // transfers), so T4's $1,000 is all Sanctions, three hops away: two hops behind its direct counterparty Y2.
  at(ago(41 * DAY), S, Y1, '1');
  at(ago(40 * DAY), Y1, Y2, '1');
  at(ago(39 * DAY), Y2, ad('T4'), '0.5');
  at(ago(42 * DAY), ad('Oa'), ad('M'), '0.5');
  at(ago(42 * DAY), ad('Ob'), ad('M'), '0.499995');

  // 7 anomaly (1-day windows, ×4): $1,000 at −3d makes two earlier whole windows, mean $500; then $2,000 in the
  // last day is exactly 4 × the mean (P7a), $1,999.98 is not (P7b).
  for (const [p, eth] of [
    ['P7a', '1'],
    ['P7b', '0.99999'],
  ] as const) {
    at(ago(3 * DAY), K1, ad(p), '0.5');
    at(ago(12 * HOUR), K1, ad(p), eth);
  }
  // 8 transit (30 minutes, 50%): each gets 1 ETH from F at t8 and sends on 0.5 ETH 30 minutes later (P8a, the
  // last second inside), 30 minutes and 1 second later (P8b), or 0.49999 ETH = 49.999% after 10 minutes (P8c).
  const t8 = ago(10 * DAY);
  for (const name of ['P8a', 'P8b', 'P8c']) {
    A[name] = (await node.rpc('personal_newAccount', [''])) as string;
    await node.rpc('personal_unlockAccount', [ad(name), '', 0]);
    at(t8, F, ad(name), '1');
  }
  at(t8 + 30 * 60, ad('P8a'), sink(1), '0.5');
  at(t8 + 30 * 60 + 1, ad('P8b'), sink(1), '0.5');
  at(t8 + 10 * 60, ad('P8c'), sink(1), '0.49999');
  // 9, 15, 16, 17 in the last day: P9a gets $500 from K1 exactly one day before NOW (inside), $300 from K2, $200
  // from K3: 3 counterparties, 3 transactions, $1,000, two of ≥ $300. P9b the same, K1's one second earlier
  // (outside): 2, 2, $500, one. P15: three from K1 ($500, $299.99, $199.99): 1, 3, $999.98, one.
  for (const [p, first] of [
    ['P9a', DAY],
    ['P9b', DAY + 1],
  ] as const) {
    at(ago(first), K1, ad(p), '0.25');
    at(ago(12 * HOUR), K2, ad(p), '0.15');
    at(ago(2 * HOUR), K3, ad(p), '0.1');
  }
  at(ago(20 * HOUR), K1, ad('P15'), '0.25');
  at(ago(10 * HOUR), K1, ad('P15'), '0.149995');
  at(ago(3 * HOUR), K1, ad('P15'), '0.099995');
  // 10 dormant (30 days): received at −40d, then again exactly 30 days later (P10a) or one second sooner (P10b).
  at(ago(40 * DAY), K1, ad('P10a'), '0.1');
  at(ago(10 * DAY), K2, ad('P10a'), '0.1');
  at(ago(40 * DAY), K1, ad('P10b'), '0.1');
  at(ago(10 * DAY) - 1, K2, ad('P10b'), '0.1');
  // 12 young counterparty (2 days): C12a and C12b are first seen when F funds them at −20d; C12a pays P12a two days
  // later, C12b pays P12b two days and one second later.
  for (const [c, p, delay] of [
    ['C12a', 'P12a', 0],
    ['C12b', 'P12b', 1],
  ] as const) {
    A[c] = (await node.rpc('personal_newAccount', [''])) as string;
    await node.rpc('personal_unlockAccount', [ad(c), '', 0]);
    at(ago(20 * DAY), F, ad(c), '1');
    at(ago(18 * DAY) + delay, ad(c), ad(p), '0.1');
  }
  // 13 high fee ($42): 21,000 gas × 1,000 gwei = 0.021 ETH = $42 (P13a); × 999 gwei = $41.958 (P13b).
  at(ago(8 * DAY), ad('P13a'), sink(2), '0.01', { gasPriceWei: 1_000_000_000_000n });
  at(ago(8 * DAY), ad('P13b'), sink(2), '0.01', { gasPriceWei: 999_000_000_000n });
  // 14 range [$1,000, $2,000], 2 transactions: P14a $1,000 and $2,000 (both bounds inclusive); P14b $999.99,
  // $1,500, $2,000.01 (one inside).
  at(ago(5 * DAY), K1, ad('P14a'), '0.5');
  at(ago(5 * DAY), K2, ad('P14a'), '1');
  at(ago(5 * DAY), K1, ad('P14b'), '0.499995');
  at(ago(5 * DAY), K2, ad('P14b'), '0.75');
  at(ago(5 * DAY), K3, ad('P14b'), '1.000005');
  // 27 young address (5 days): first seen exactly 5 days before NOW (P27a) or one second earlier (P27b).
  at(ago(5 * DAY), K1, ad('P27a'), '0.1');
  at(ago(5 * DAY + 1), K1, ad('P27b'), '0.1');
  // 28 aggregate (2 counterparties with ≥ $1,000 each in a day): P28a K1 $600 + $400 and K2 $1,000; P28b K1 $600 +
  // $399.99 and K2 $1,000.
  for (const [p, second] of [
    ['P28a', '0.2'],
    ['P28b', '0.199995'],
  ] as const) {
    at(ago(6 * HOUR), K1, ad(p), '0.3');
    at(ago(5 * HOUR), K1, ad(p), second);
    at(ago(4 * HOUR), K2, ad(p), '0.5');
  }
  // 22–24 monthly (Exchange, ≥ $1,000 this calendar month): $5,000 last month (−20d) does not count; this month
  // (−10d, the 5th) P22a gets $1,000 from E, P22b $999.99; P23a sends $1,000 to E, P23b $999.99.
  for (const [p, eth] of [
    ['P22a', '0.5'],
    ['P22b', '0.499995'],
  ] as const) {
    at(ago(20 * DAY), E, ad(p), '2.5');
    at(ago(10 * DAY), E, ad(p), eth);
  }
  for (const [p, eth] of [
    ['P23a', '0.5'],
    ['P23b', '0.499995'],
  ] as const) {
    at(ago(20 * DAY), ad(p), E, '2.5');
    at(ago(10 * DAY), ad(p), E, eth);
  }

  await upsertPrices(ctx.db, [{ assetSymbol: 'ETH', day: '2000-01-01', usd: 2000 }]);
  await mineSchedule();
  await sync();
  const csv = [
    'address,blockchain,entity_name,category,subtype',
    `${S},ETH,Evil Corp,Sanctions,1301`,
    `${E},ETH,Good Exchange,Exchange,`,
    `${ad('M')},ETH,Tumbler,Coin Mixer,`,
  ].join('\n');
  for (const plan of planImports('csv', [{ name: 'labels.csv', text: csv }])) {
    const parsed = plan.parse();
    expect(parsed.errors).toEqual([]);
    await importLabels(ctx.db, { format: 'csv', fileName: plan.fileName, ...parsed });
  }
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

type Edge = {
  template: number;
  category?: PolicyCategory;
  condition: Record<string, unknown>;
  /** Addresses exactly at the edge, with the observed value of the clause named by `field`. */
  fires: [string, number][];
  quiet: string[];
  field: string;
};

const RECEIVED = [1];
const SENT = [2];
const sanctions = { entity_types: ['Sanctions'] };
const edges: Edge[] = [
  // Direct exposure, received, ≥ $1,000: T1a got exactly $1,000 from S, T1b $999.99.
  ...[
    { rule_condition_type: 1, ...sanctions },
    { rule_condition_type: 2, entity_subtypes: [1301] },
    { rule_condition_type: 3, entity_names: ['evil corp'] },
    { rule_condition_type: 5, sentiments: [-1] },
    { rule_condition_type: 21, ...sanctions },
  ].map(
    (c): Edge => ({
      template: c.rule_condition_type,
      condition: { ...c, risk_types: RECEIVED, threshold_amount_usd: 1000 },
      fires: [['T1a', 1000]],
      // S is Evil Corp itself, but received nothing from Sanctions: its own label does not meet the condition.
      quiet: ['T1b', 'T3b', 'S'],
      field: 'threshold_amount_usd',
    }),
  ),
  // The object itself (risk type 3): S is Evil Corp (Sanctions, OFAC SDN); T1a only received from it.
  ...[
    { rule_condition_type: 1, ...sanctions, field: 'entity_types' },
    { rule_condition_type: 2, entity_subtypes: [1301], field: 'entity_subtypes' },
    { rule_condition_type: 3, entity_names: ['evil corp'], field: 'entity_names' },
    { rule_condition_type: 21, ...sanctions, field: 'entity_types' },
  ].map(
    ({ field, ...c }): Edge => ({
      template: c.rule_condition_type,
      condition: { ...c, risk_types: [3] },
      fires: [['S', 1]],
      quiet: ['T1a', 'M'],
      field,
    }),
  ),
  // Taint: Sanctions ≥ $100 and ≥ 50% of what was received: T2a 50%, T2b 49.99%.
  {
    template: 1,
    condition: {
      rule_condition_type: 1,
      ...sanctions,
      risk_types: RECEIVED,
      threshold_amount_usd: 100,
      taint_percent_threshold: 50,
    },
    fires: [['T2a', 50]],
    quiet: ['T2b'],
    field: 'taint_percent_threshold',
  },
  // Outgoing: sent directly to the mixer ≥ $1,000. M, the mixer itself, sent nothing to a mixer.
  {
    template: 1,
    condition: {
      rule_condition_type: 1,
      entity_types: ['Coin Mixer'],
      risk_types: SENT,
      threshold_amount_usd: 1000,
    },
    fires: [['Oa', 1000]],
    quiet: ['Ob', 'T1a', 'M'],
    field: 'threshold_amount_usd',
  },
  // Indirect through X (half Sanctions), received, ≥ $1,000: T3a $1,000, T3b $999.99. T1a's exposure is direct.
  ...[
    { rule_condition_type: 18, ...sanctions },
    { rule_condition_type: 19, entity_subtypes: [1301] },
    { rule_condition_type: 20, entity_names: ['Evil Corp'] },
    { rule_condition_type: 21, ...sanctions },
  ].map(
    (c): Edge => ({
      template: c.rule_condition_type,
      condition: { ...c, risk_types: RECEIVED, threshold_amount_usd: 1000 },
      fires: [['T3a', 1000]],
      quiet: c.rule_condition_type === 21 ? ['T3b', 'T1b'] : ['T3b', 'T1a'],
      field: 'threshold_amount_usd',
    }),
  ),
  // hop_limit: the Sanctions funds two hops behind T4's counterparty count with a limit of 2, not of 1; one hop
  // behind T3a's counterparty they count with either.
  {
    template: 18,
    condition: {
      rule_condition_type: 18,
      ...sanctions,
      risk_types: RECEIVED,
      threshold_amount_usd: 1000,
      hop_limit: 2,
    },
    fires: [
      ['T4', 1000],
      ['T3a', 1000],
    ],
    quiet: ['T3b'],
    field: 'threshold_amount_usd',
  },
  {
    template: 18,
    condition: {
      rule_condition_type: 18,
      ...sanctions,
      risk_types: RECEIVED,
      threshold_amount_usd: 1000,
      hop_limit: 1,
    },
    fires: [['T3a', 1000]],
    quiet: ['T4'],
    field: 'threshold_amount_usd',
  },
  // 4: one transfer from a Sanctions counterparty ≥ $1,000.
  {
    template: 4,
    condition: {
      rule_condition_type: 4,
      ...sanctions,
      risk_types: RECEIVED,
      transaction_amount_threshold: 1000,
    },
    fires: [['T1a', 1000]],
    quiet: ['T1b', 'T3a'],
    field: 'transaction_amount_threshold',
  },
  {
    template: 7,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 7, risk_types: RECEIVED, analysis_window: 1, multiplier_threshold: 4 },
    fires: [['P7a', 2000]],
    quiet: ['P7b'],
    field: 'multiplier_threshold',
  },
  {
    template: 8,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 8, transit_window: 30, payment_amount_percent: 50 },
    fires: [['P8a', 50]],
    quiet: ['P8b', 'P8c'],
    field: 'payment_amount_percent',
  },
  {
    template: 9,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 9,
      risk_types: RECEIVED,
      counterparty_threshold: 3,
      analysis_window: 1,
    },
    fires: [['P9a', 3]],
    quiet: ['P9b', 'P15'],
    field: 'counterparty_threshold',
  },
  {
    template: 10,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 10,
      risk_types: RECEIVED,
      dormancy_window: 30,
      inactivity_types: [1, 2],
    },
    fires: [['P10a', 30]],
    quiet: ['P10b'],
    field: 'dormancy_window',
  },
  {
    template: 11,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 11, risk_types: RECEIVED, transaction_amount_threshold: 1000 },
    fires: [['T1a', 1000]],
    quiet: ['T1b'],
    field: 'transaction_amount_threshold',
  },
  {
    template: 12,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 12, risk_types: RECEIVED, address_age: 2 },
    fires: [['P12a', 2]],
    quiet: ['P12b'],
    field: 'address_age',
  },
  {
    template: 13,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 13, risk_types: SENT, threshold_amount_usd: 42 },
    fires: [['P13a', 42]],
    quiet: ['P13b'],
    field: 'threshold_amount_usd',
  },
  {
    template: 14,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 14,
      risk_types: RECEIVED,
      lower_bound: 1000,
      upper_bound: 2000,
      transaction_count_threshold: 2,
    },
    fires: [['P14a', 2]],
    quiet: ['P14b'],
    field: 'transaction_count_threshold',
  },
  {
    template: 15,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 15,
      risk_types: RECEIVED,
      transaction_count_threshold: 3,
      analysis_window: 1,
    },
    fires: [
      ['P9a', 3],
      ['P15', 3],
    ],
    quiet: ['P9b'],
    field: 'transaction_count_threshold',
  },
  {
    template: 16,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 16,
      risk_types: RECEIVED,
      threshold_amount_usd: 1000,
      analysis_window: 1,
    },
    fires: [['P9a', 1000]],
    quiet: ['P9b', 'P15'],
    field: 'threshold_amount_usd',
  },
  {
    template: 17,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 17,
      risk_types: RECEIVED,
      transaction_amount_threshold: 300,
      transaction_count_threshold: 2,
      analysis_window: 1,
    },
    fires: [['P9a', 2]],
    quiet: ['P9b', 'P15'],
    field: 'transaction_count_threshold',
  },
  {
    template: 27,
    category: PolicyCategory.Behaviour,
    condition: { rule_condition_type: 27, address_age: 5 },
    fires: [['P27a', 5]],
    quiet: ['P27b'],
    field: 'address_age',
  },
  {
    template: 28,
    category: PolicyCategory.Behaviour,
    condition: {
      rule_condition_type: 28,
      risk_types: RECEIVED,
      counterparty_threshold: 2,
      threshold_amount_usd: 1000,
      analysis_window: 1,
    },
    fires: [['P28a', 2]],
    quiet: ['P28b'],
    field: 'counterparty_threshold',
  },
  {
    template: 22,
    category: PolicyCategory.SourceOfFundsAdvanced,
    condition: { rule_condition_type: 22, entity_types: ['Exchange'], threshold_amount_usd: 1000 },
    fires: [['P22a', 1000]],
    quiet: ['P22b', 'P23a'],
    field: 'threshold_amount_usd',
  },
  {
    template: 23,
    category: PolicyCategory.SourceOfFundsAdvanced,
    condition: { rule_condition_type: 23, entity_types: ['Exchange'], threshold_amount_usd: 1000 },
    fires: [['P23a', 1000]],
    quiet: ['P23b', 'P22a'],
    field: 'threshold_amount_usd',
  },
  {
    template: 24,
    category: PolicyCategory.SourceOfFundsAdvanced,
    condition: { rule_condition_type: 24, entity_types: ['Exchange'], threshold_amount_usd: 1000 },
    fires: [
      ['P22a', 1000],
      ['P23a', 1000],
    ],
    quiet: ['P22b', 'P23b'],
    field: 'threshold_amount_usd',
  },
];

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
    at(ago(HOUR), ad('S'), ad('T1a'), '0.5');
    await mineSchedule();
    // The chain graph cache keys on the sync's wall-clock time: let the frozen clock tick for the resync.
    vi.setSystemTime((NOW + 1) * 1000);
    await sync();
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
