import { describe, expect, it } from 'vitest';
import type { TxTransfer } from './chain-transaction.repo.ts';
import { aggregateLegs, assetTotals, exposureFlows, legsOf, partiesOf } from './transaction-legs.ts';

const transfer = (t: Partial<TxTransfer> & Pick<TxTransfer, 'from' | 'to'>): TxTransfer => ({
  position: 0,
  type: 1,
  assetSymbol: 'ETH',
  assetContract: '',
  amount: 1,
  valueUsd: 3000,
  ...t,
});

describe('transaction legs', () => {
  it('weighs the virtual edges by what each party paid to and received from others', () => {
    const { sent, received } = exposureFlows([
      transfer({ from: 'a', to: 'b', valueUsd: 70 }),
      transfer({ from: 'c', to: 'b', valueUsd: 30 }),
      // Change back to its sender and minted value carry no exposure; nor does a zero-value call.
      transfer({ from: 'a', to: 'a', valueUsd: 25 }),
      transfer({ from: '', to: 'd', type: 2, valueUsd: 500 }),
      transfer({ from: 'e', to: 'router', type: 8, amount: 0, valueUsd: 0 }),
    ]);
    expect(Object.fromEntries(sent)).toEqual({ a: 70, c: 30 });
    expect(Object.fromEntries(received)).toEqual({ b: 100, d: 500 });
  });

  it('uses tx_io rows when a UTXO transaction has them, native transfers otherwise', () => {
    const io = [
      { position: 0, address: 'x', assetSymbol: 'BTC', amount: 1, valueUsd: 60_000 },
      { position: 1, address: 'x', assetSymbol: 'BTC', amount: 0.5, valueUsd: 30_000 },
    ];
    expect(legsOf('inputs', io, [])).toEqual(io);
    const transfers = [
      transfer({ from: 'u', to: 'router', type: 8, position: 0 }),
      transfer({ from: 'router', to: 'u', type: 4, assetSymbol: 'USDT', assetContract: '0xt', position: 1 }),
      transfer({ from: 'router', to: 'u', type: 7, position: 2 }),
      transfer({ from: '', to: 'u', type: 2, position: 3 }),
    ];
    expect(legsOf('inputs', [], transfers).map((l) => l.address)).toEqual(['u']);
    expect(legsOf('outputs', [], transfers).map((l) => l.address)).toEqual(['router', 'u']);
    const summed = aggregateLegs(io);
    expect(summed).toEqual([{ address: 'x', assetSymbol: 'BTC', amount: 1.5, valueUsd: 90_000, count: 2 }]);
  });

  it('lists every sender of an account-chain transaction, token senders included, per asset', () => {
    const { senders, receivers } = partiesOf({ inputs: [], outputs: [] }, [
      transfer({ from: 'u', to: 'router', type: 8, valueUsd: 3000 }),
      transfer({
        from: 'router',
        to: 'u',
        type: 4,
        assetSymbol: 'USDT',
        assetContract: '0xt',
        valueUsd: 2990,
      }),
    ]);
    expect(senders.map((p) => [p.address, p.assetSymbol])).toEqual([
      ['u', 'ETH'],
      ['router', 'USDT'],
    ]);
    expect(receivers.map((p) => p.address)).toEqual(['router', 'u']);
  });

  it('totals the assets moved, the native asset first, change left out', () => {
    const totals = assetTotals([
      transfer({
        from: 'a',
        to: 'b',
        assetSymbol: 'USDT',
        assetContract: '0xt',
        type: 4,
        amount: 10,
        valueUsd: 10,
      }),
      transfer({ from: 'a', to: 'b', amount: 0.001, valueUsd: 3 }),
      transfer({ from: 'a', to: 'a', amount: 5, valueUsd: 15_000 }),
    ]);
    expect(totals.map((t) => [t.token, t.value])).toEqual([
      ['ETH', 0.001],
      ['USDT', 10],
    ]);
    expect(assetTotals([transfer({ from: 'a', to: 'b' })], new Set([4]))).toEqual([]);
  });
});
