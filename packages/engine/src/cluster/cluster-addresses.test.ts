import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterAddresses } from './cluster-addresses.ts';
import { looksLikeCoinJoin } from './coinjoin.ts';
import type { ClusterTx } from './types.ts';

const spend = (txid: string, inputs: string[], outputs: [string, number][] = []): ClusterTx => ({
  txid,
  isCoinbase: false,
  inputAddresses: inputs,
  outputs: outputs.map(([address, value]) => ({ address, value })),
});

describe('clusterAddresses', () => {
  it('joins the inputs of one transaction and chains clusters across transactions', () => {
    const result = clusterAddresses([
      spend('t1', ['b', 'a'], [['x', 10]]),
      spend('t2', ['c', 'b']),
      spend('t3', ['d', 'e']),
    ]);
    expect(result.representativeOf.get('c')).toBe('a');
    expect(result.representativeOf.get('e')).toBe('d');
    expect(result.representativeOf.get('x')).toBe('x');
    expect(result.clusters).toEqual([
      { representative: 'a', addresses: ['a', 'b', 'c'], size: 3 },
      { representative: 'd', addresses: ['d', 'e'], size: 2 },
      { representative: 'x', addresses: ['x'], size: 1 },
    ]);
  });

  it('never joins through a coinbase transaction', () => {
    const result = clusterAddresses([{ isCoinbase: true, inputAddresses: ['a', 'b'], outputs: [] }]);
    expect(result.representativeOf.size).toBe(0);
  });

  it('does not join receivers of one transaction', () => {
    const result = clusterAddresses([
      spend(
        't',
        ['a'],
        [
          ['x', 1],
          ['y', 2],
        ],
      ),
    ]);
    expect(result.clusters.map((c) => c.size)).toEqual([1, 1, 1]);
  });

  it('skips CoinJoin-looking transactions unless told otherwise', () => {
    const inputs = ['i1', 'i2', 'i3', 'i4', 'i5'];
    const outputs: [string, number][] = [
      ['o1', 5_000_000],
      ['o2', 5_000_000],
      ['o3', 5_000_000],
      ['o4', 5_000_000],
      ['o5', 5_000_000],
    ];
    const whirlpool = spend('mix', inputs, outputs);
    expect(looksLikeCoinJoin(whirlpool, { minInputs: 5, minEqualOutputs: 5 })).toBe(true);
    const skipped = clusterAddresses([whirlpool]);
    expect(skipped.skippedTxids).toEqual(['mix']);
    expect(skipped.representativeOf.get('i5')).toBe('i5');
    const applied = clusterAddresses([whirlpool], { skipCoinJoins: false });
    expect(applied.representativeOf.get('i5')).toBe('i1');
  });

  it('keeps consolidations (many inputs, one output) in the heuristic', () => {
    const consolidation = spend('c', ['a', 'b', 'c', 'd', 'e', 'f'], [['z', 99]]);
    expect(clusterAddresses([consolidation]).representativeOf.get('f')).toBe('a');
  });

  it('extends known groups instead of starting over', () => {
    const result = clusterAddresses([spend('t', ['q', 'c'])], { knownGroups: [['c', 'd']] });
    expect(result.clusters).toEqual([{ representative: 'c', addresses: ['c', 'd', 'q'], size: 3 }]);
  });
});

describe('clusterAddresses properties', () => {
  const address = fc.constantFrom(...'abcdefghijklmnop'.split(''));
  const tx = fc.record({
    isCoinbase: fc.boolean(),
    inputAddresses: fc.array(address, { maxLength: 7 }),
    outputs: fc.array(fc.record({ address, value: fc.constantFrom(1, 2, 3) }), { maxLength: 7 }),
  });

  it('returns a partition in which every used transaction has its inputs in one cluster', () => {
    fc.assert(
      fc.property(fc.array(tx, { maxLength: 25 }), fc.boolean(), (generated, skipCoinJoins) => {
        const txs = generated.map((t, i) => ({ ...t, txid: `t${i}` }));
        const result = clusterAddresses(txs, {
          skipCoinJoins,
          coinJoin: { minInputs: 3, minEqualOutputs: 3 },
        });
        const seen = new Set<string>();
        for (const cluster of result.clusters) {
          expect(cluster.size).toBe(cluster.addresses.length);
          expect(cluster.representative).toBe(cluster.addresses[0]);
          for (const member of cluster.addresses) {
            expect(seen.has(member)).toBe(false);
            seen.add(member);
            expect(result.representativeOf.get(member)).toBe(cluster.representative);
          }
        }
        const everyAddress = new Set(
          txs.flatMap((t) => [...t.inputAddresses, ...t.outputs.map((o) => o.address)]).filter((a) => a),
        );
        const coinbaseOnly = [...everyAddress].filter((a) => !seen.has(a));
        for (const a of coinbaseOnly) {
          expect(txs.every((t) => t.isCoinbase || !t.inputAddresses.includes(a))).toBe(true);
        }
        for (const t of txs) {
          if (t.isCoinbase || result.skippedTxids.includes(t.txid)) continue;
          const roots = new Set(t.inputAddresses.map((a) => result.representativeOf.get(a)));
          expect(roots.size).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('does not depend on the order of the transactions', () => {
    fc.assert(
      fc.property(fc.array(tx, { maxLength: 15 }), (txs) => {
        const forward = clusterAddresses(txs).clusters;
        const backward = clusterAddresses([...txs].reverse()).clusters;
        expect(backward).toEqual(forward);
      }),
    );
  });
});
