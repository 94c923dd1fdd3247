import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClickHouseChainStore,
  clickHouseInstalled,
  type LocalClickHouse,
  openChainStore,
  startLocalClickHouse,
} from './index.ts';
import type { ChainTransferRow } from './types.ts';

/**
 * A full counterparty refresh goes in slices of the address space (one GROUP BY over every pair outgrows the
 * server's memory at 10⁷ transfers): sliced, every address gets the counts one pass gives.
 */
const enabled = clickHouseInstalled();
let server: LocalClickHouse;
let store: ClickHouseChainStore;

function transfer(i: number, from: string, to: string): ChainTransferRow {
  return {
    blockchain: 1,
    txId: i,
    txHash: `0x${i.toString(16).padStart(64, '0')}`,
    position: 0,
    type: 1,
    from,
    to,
    assetSymbol: 'ETH',
    assetContract: '',
    amount: '1',
    valueUsd: 10 + i,
    blockNumber: i,
    blockTime: 1_700_000_000 + i,
    countsIn: true,
    countsOut: true,
  };
}

beforeAll(async () => {
  if (!enabled) return;
  server = await startLocalClickHouse();
  store = openChainStore(`${server.url}/degrees`);
  // 40 addresses; address k sends to the k·7 mod 40 … and to a hub (address 0), plus a mint ('') into a few.
  const rows: ChainTransferRow[] = [];
  let i = 0;
  for (let k = 1; k < 40; k++) {
    for (let j = 1; j <= (k % 5) + 1; j++) rows.push(transfer(i++, `a${k}`, `a${(k * 7 + j) % 40}`));
    rows.push(transfer(i++, `a${k}`, 'a0'));
    if (k % 9 === 0) rows.push(transfer(i++, '', `a${k}`));
  }
  await store.addTransfers(rows);
}, 120_000);

afterAll(async () => {
  await store?.drop();
  await store?.close();
  await server?.stop();
});

describe.skipIf(!enabled)('the counterparty refresh', () => {
  it('gives every address the same counts in slices as in one pass', async () => {
    const addresses = Array.from({ length: 40 }, (_, k) => `a${k}`);
    await store.refreshDegrees(1);
    const whole = await store.degrees(1, addresses);
    expect(whole.get('a0')?.counterparties).toBe(39);
    // Forget them, then count again in slices of ten pairs: every address must come back with the same counts.
    await store.raw().command('ALTER TABLE degrees.address_degree DROP PARTITION 1');
    expect((await store.degrees(1, addresses)).size).toBe(0);
    await store.refreshDegrees(1, undefined, 10);
    const sliced = await store.degrees(1, addresses);
    expect(sliced.size).toBe(40);
    expect(Object.fromEntries(sliced)).toEqual(Object.fromEntries(whole));
  });
});
