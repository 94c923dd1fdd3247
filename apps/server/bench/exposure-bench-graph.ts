import type { AddressLabel, CompactTransfers } from '@riskscreen/engine';
import type { TagCategory } from '@riskscreen/shared';
import { random, shuffledIndexes } from './harness/random.ts';

/** A synthetic flow graph held in typed arrays (10^7 transfers as objects would not fit the memory budget). */
export type BenchGraph = {
  transfers: CompactTransfers;
  addresses: string[];
  labels: Map<string, AddressLabel[]>;
};

const LABEL_MIX: [TagCategory, number][] = [
  ['Exchange', 30],
  ['Service', 12],
  ['DeFi', 10],
  ['Gambling', 8],
  ['Mining Pool', 5],
  ['Scam', 8],
  ['Darknet', 5],
  ['Coin Mixer', 4],
  ['Theft', 3],
  ['Sanctions', 3],
  ['Malware', 2],
  ['Extortion', 2],
  ['High Risk Organization', 2],
  ['Others', 6],
];

/**
 * `transferCount` transfers over transferCount / 5 addresses. Senders and receivers are drawn with
 * index = n · u^2.5 (Zipf-like, exponent 0.6, so degrees follow a power law with a tail exponent near 2.7);
 * receivers go through a random permutation so the big senders are not also the big receivers. USD values are
 * log-uniform between $1 and $100k. About 3% of addresses are labelled (5% of those with a second,
 * Sanctions + Darknet style, label), and the 5 busiest senders are exchanges.
 */
export function generateBenchGraph(transferCount: number, seed = 42): BenchGraph {
  const rnd = random(seed);
  const n = Math.max(10, Math.floor(transferCount / 5));
  const permutation = shuffledIndexes(n, rnd);
  const from = new Int32Array(transferCount);
  const to = new Int32Array(transferCount);
  const valueUsd = new Float64Array(transferCount);
  for (let i = 0; i < transferCount; i++) {
    const a = Math.floor(n * rnd() ** 2.5);
    let b = permutation[Math.floor(n * rnd() ** 2.5)]!;
    if (b === a) b = (b + 1) % n;
    from[i] = a;
    to[i] = b;
    valueUsd[i] = Math.round(10 ** (rnd() * 5) * 100) / 100;
  }
  const addresses = Array.from({ length: n }, (_, i) => `addr${i}`);

  const weightSum = LABEL_MIX.reduce((sum, [, w]) => sum + w, 0);
  const pickCategory = (): TagCategory => {
    let r = rnd() * weightSum;
    for (const [category, w] of LABEL_MIX) {
      r -= w;
      if (r <= 0) return category;
    }
    return 'Others';
  };
  const labels = new Map<string, AddressLabel[]>();
  const entityCount = Math.max(20, Math.floor(n / 500));
  const makeLabel = (category: TagCategory): AddressLabel => {
    const entity = Math.floor(rnd() * entityCount);
    return {
      entityId: `${category}-${entity}`,
      name: `${category} entity ${entity}`,
      category,
      subtype: null,
      confidence: [10, 20, 60, 100][Math.floor(rnd() * 4)]!,
    };
  };
  for (let x = 0; x < n; x++) {
    if (rnd() >= 0.03) continue;
    const list = [makeLabel(pickCategory())];
    if (rnd() < 0.05) list.push(makeLabel('Sanctions'), makeLabel('Darknet'));
    labels.set(addresses[x]!, list);
  }
  for (let x = 0; x < 5; x++) {
    labels.set(addresses[x]!, [
      {
        entityId: `exchange-${x}`,
        name: `Exchange ${x}`,
        category: 'Exchange',
        subtype: null,
        confidence: 100,
      },
    ]);
  }
  return { transfers: { from, to, valueUsd }, addresses, labels };
}
