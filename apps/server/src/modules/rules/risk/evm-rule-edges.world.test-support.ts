import { expect, vi } from 'vitest';
import type { EvmNode } from '../../../../test/helpers/evm-node.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
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
export const DAY = 86_400;
export const HOUR = 3_600;
const real = new Date();
/** Epoch seconds of the frozen "now": the 15th of next month, 12:00 UTC (monthly templates need mid-month). */
export const NOW = Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 15, 12) / 1000;
export const ago = (seconds: number) => NOW - seconds;

type Send = { name?: string; from: string; to: string; eth: string; gasPriceWei?: bigint };

/** The mined world: its named addresses and transactions, and how to add blocks to it and index them. */
export type EdgeWorld = {
  /** A named address of the world. */
  ad: (name: string) => string;
  /** A named transaction hash. */
  tx: (name: string) => string;
  /** Schedule a send at a block time (mined by mineSchedule). */
  at: (time: number, from: string, to: string, eth: string, extra?: Partial<Send>) => void;
  mineSchedule: () => Promise<void>;
  sync: () => Promise<unknown>;
};

/**
 * Mine the world on the node, index it and import its labels. The clock is frozen at NOW (only Date is faked:
 * screening reads windows, ages and the calendar month).
 */
export async function mineEdgeWorld(ctx: TestApp, node: EvmNode): Promise<EdgeWorld> {
  /** Named addresses of the world. */
  const A: Record<string, string> = {};
  /** Transaction hashes by name. */
  const H: Record<string, string> = {};
  const schedule: { time: number; send: Send }[] = [];
  const at = (time: number, from: string, to: string, eth: string, extra: Partial<Send> = {}) => {
    schedule.push({ time, send: { from, to, eth, ...extra } });
  };
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
  /** A receive-only address nobody holds a key to. */
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
        const sent: Record<string, string> = {
          from: send.from,
          to: send.to,
          value: `0x${toBaseUnits(send.eth, 18).toString(16)}`,
        };
        if (send.gasPriceWei !== undefined) sent.gasPrice = `0x${send.gasPriceWei.toString(16)}`;
        hashes.push([send, (await node.rpc('eth_sendTransaction', [sent])) as string]);
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
  return { ad, tx, at, mineSchedule, sync };
}
