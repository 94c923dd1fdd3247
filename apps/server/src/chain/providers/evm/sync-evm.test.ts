import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EvmNode, type MinedTx, startEvmNode } from '../../../../test/helpers/evm-node.ts';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import type { DbHandle } from '../../../db/client.ts';
import type { StoredTransfer } from '../../chain-store/index.ts';
import { fromBaseUnits } from '../../store/amounts.ts';
import { upsertPrices } from '../../store/reference-data.ts';
import { evmNativeAsset } from '../config.ts';
import { EndpointUnreachableError } from '../provider-errors.ts';
import { type EvmSyncTarget, syncEvm } from './sync-evm.ts';

const ETHEREUM = 1;
const ETH = evmNativeAsset(ETHEREUM) ?? { symbol: 'ETH', name: 'Ethereum', decimals: 18 };
const ZERO = '0x0000000000000000000000000000000000000000';

describe('EVM provider against a real EVM node (ganache)', () => {
  let node: EvmNode;
  let handle: DbHandle;
  let target: EvmSyncTarget;
  const eth = (wei: bigint) => fromBaseUnits(wei, 18);

  beforeAll(async () => {
    [node, handle] = await Promise.all([startEvmNode(8560), createTestDb()]);
    target = { blockchain: ETHEREUM, url: node.url, startBlock: 0, native: ETH };
    // Ganache stamps blocks with the current time; a price on an early day applies to every later day.
    await upsertPrices(handle.db, [
      { assetSymbol: 'ETH', day: '2000-01-01', usd: 2000 },
      { assetSymbol: 'TST', day: '2000-01-01', usd: 2 },
    ]);
  });
  afterAll(async () => {
    await node?.close();
    await handle?.close();
  });

  const transfersOf = async (hash: string) =>
    (
      await sql<Omit<StoredTransfer, 'position'>>`
        SELECT t.transfer_type, t.from_address, t.to_address, t.asset_symbol, t.asset_contract,
          t.amount::text AS amount, t.value_usd::text AS value_usd
        FROM transfers t JOIN chain_transactions c ON c.id = t.tx_id
        WHERE c.blockchain = ${ETHEREUM} AND c.hash = ${hash} ORDER BY t.position`.execute(handle.db)
    ).rows.map((r) => [
      r.transfer_type,
      r.from_address,
      r.to_address,
      r.asset_symbol,
      r.asset_contract,
      r.amount,
      r.value_usd,
    ]);

  const storedTx = async (hash: string) =>
    (
      await sql<{ block_number: number; fee: string; value: string; status: number; fee_usd: string }>`
        SELECT block_number, fee::text AS fee, value::text AS value, status, fee_usd::text AS fee_usd
        FROM chain_transactions WHERE blockchain = ${ETHEREUM} AND hash = ${hash}`.execute(handle.db)
    ).rows[0];

  const balance = async (address: string, contract = '') =>
    (
      await sql<{ balance: string }>`SELECT balance::text AS balance FROM balances
        WHERE blockchain = ${ETHEREUM} AND address = ${address} AND asset_contract = ${contract}`.execute(
        handle.db,
      )
    ).rows[0]?.balance;

  it('indexes native transfers, contract calls, token transfers, fees, balances and chain_sync', async () => {
    const [a0, a1, a2, a3] = node.accounts as [string, string, string, string];
    const native1 = await node.sendEth(a0, a1, '1.5');
    const native2 = await node.sendEth(a1, a2, '0.25');
    const token = await node.deployToken(a0, {
      symbol: 'TST',
      name: 'Test Token',
      decimals: 6,
      supply: '1000000',
    });
    const tokenTx = await node.transferToken(token, a0, a1, '1234.5678');
    const callWithValue = await node.transferToken(token, a1, a2, '34.5678', { eth: '0.1' });
    const reverted = await node.transferToken(token, a3, a1, '1');
    expect(reverted.status).toBe(0);

    const summary = await syncEvm(handle.db, target);
    expect(summary).toMatchObject({ provider: 'evm', fromBlock: 0, toBlock: 6, blocks: 7, transactions: 6 });
    expect(summary.warnings?.[0]).toMatch(/no callTracer/);

    // Transactions: fee = gasUsed × effectiveGasPrice to the wei, value in ETH, reverted ones kept with status 0.
    const mined: [MinedTx, string][] = [
      [native1, '1.5'],
      [native2, '0.25'],
      [{ ...tokenTx }, '0'],
      [callWithValue, '0.1'],
      [reverted, '0'],
    ];
    for (const [tx, value] of mined) {
      const stored = await storedTx(tx.hash);
      expect(stored).toMatchObject({
        block_number: tx.blockNumber,
        fee: eth(tx.feeWei),
        value,
        status: tx.status,
      });
    }
    expect(Number((await storedTx(native1.hash))?.fee_usd)).toBeCloseTo(
      Number(eth(native1.feeWei)) * 2000,
      5,
    );

    // Transfers, exact to the wei / token unit, valued at the day's price.
    expect(await transfersOf(native1.hash)).toEqual([[1, a0, a1, 'ETH', '', '1.5', '3000.000000']]);
    expect(await transfersOf(native2.hash)).toEqual([[1, a1, a2, 'ETH', '', '0.25', '500.000000']]);
    expect(await transfersOf(token.hash)).toEqual([
      [8, a0, token.address, 'ETH', '', '0', '0'],
      [4, ZERO, a0, 'TST', token.address, '1000000', '2000000.000000'],
    ]);
    expect(await transfersOf(tokenTx.hash)).toEqual([
      [8, a0, token.address, 'ETH', '', '0', '0'],
      [4, a0, a1, 'TST', token.address, '1234.5678', '2469.135600'],
    ]);
    expect(await transfersOf(callWithValue.hash)).toEqual([
      [8, a1, token.address, 'ETH', '', '0.1', '200.000000'],
      [4, a1, a2, 'TST', token.address, '34.5678', '69.135600'],
    ]);
    expect(await transfersOf(reverted.hash)).toEqual([]);

    // Token metadata read from the contract itself.
    const asset = await handle.db
      .selectFrom('assets')
      .select(['symbol', 'name', 'decimals', 'is_native'])
      .where('blockchain', '=', ETHEREUM)
      .where('contract_address', '=', token.address)
      .executeTakeFirst();
    expect(asset).toEqual({ symbol: 'TST', name: 'Test Token', decimals: 6, is_native: false });

    // Address facts: contract flag from eth_getCode, counts from the transfers.
    const facts = await handle.db
      .selectFrom('chain_addresses')
      .select(['address', 'is_contract', 'incoming_count', 'outgoing_count'])
      .where('blockchain', '=', ETHEREUM)
      .where('address', 'in', [a1, token.address, a3])
      .orderBy('address')
      .execute();
    const byAddress = new Map(facts.map((f) => [f.address, f]));
    expect(byAddress.get(token.address)?.is_contract).toBe(true);
    expect(byAddress.get(a1)).toMatchObject({ is_contract: false, incoming_count: 2, outgoing_count: 2 });
    expect(byAddress.get(a3)).toMatchObject({ is_contract: false, incoming_count: 0, outgoing_count: 0 });

    // Balances: native as the node reports it at the synced head, tokens from the stored transfers.
    for (const account of [a0, a1, a2, a3]) expect(await balance(account)).toBe(await node.balance(account));
    expect(Number(await balance(a1, token.address))).toBe(1200);
    expect(await node.tokenBalance(token, a1)).toBe('1200');
    expect(Number(await balance(a2, token.address))).toBe(34.5678);
    expect(Number(await balance(a0, token.address))).toBe(1_000_000 - 1234.5678);
    expect(await balance(ZERO, token.address)).toBeUndefined();

    const sync = await handle.db
      .selectFrom('chain_sync')
      .selectAll()
      .where('blockchain', '=', ETHEREUM)
      .executeTakeFirst();
    const head = (await node.rpc('eth_getBlockByNumber', ['0x6', false])) as { timestamp: string };
    expect(sync).toMatchObject({ provider: 'evm', last_synced_block: 6 });
    expect(new Date(sync?.last_synced_block_timestamp ?? 0).getTime()).toBe(Number(head.timestamp) * 1000);
  });

  it('resumes after the last synced block, stops at toBlock, and has nothing to do when up to date', async () => {
    const [a0, , , , a4] = node.accounts as [string, string, string, string, string];
    const first = await node.sendEth(a0, a4, '0.000000000000000001');
    await node.sendEth(a4, a0, '0.5');
    await node.sendEth(a4, a0, '0.25');
    const progress: number[] = [];
    const partial = await syncEvm(handle.db, target, {
      toBlock: first.blockNumber + 1,
      onProgress: (p) => progress.push(p.block),
    });
    expect(partial).toMatchObject({ fromBlock: 7, toBlock: 8, blocks: 2, transactions: 2 });
    expect(progress).toEqual([8]);
    expect(await transfersOf(first.hash)).toEqual([
      [1, a0, a4, 'ETH', '', '0.000000000000000001', '0.000000'],
    ]);
    const rest = await syncEvm(handle.db, target);
    expect(rest).toMatchObject({ fromBlock: 9, toBlock: 9, blocks: 1, transactions: 1 });
    const none = await syncEvm(handle.db, target);
    expect(none).toMatchObject({ blocks: 0, fromBlock: null, note: 'already synced to block 9' });
    expect(await balance(a4)).toBe(await node.balance(a4));
  });

  it('prices a symbol only for the contract registered first under it', async () => {
    const [a0, a1] = node.accounts as [string, string];
    const lookAlike = await node.deployToken(a0, {
      symbol: 'TST',
      name: 'Look-alike',
      decimals: 6,
      supply: '5',
    });
    const moved = await node.transferToken(lookAlike, a0, a1, '5');
    await syncEvm(handle.db, target);
    expect(await transfersOf(moved.hash)).toEqual([
      [8, a0, lookAlike.address, 'ETH', '', '0', '0'],
      [4, a0, a1, 'TST', lookAlike.address, '5', '0'],
    ]);
  });

  it('reports an endpoint that does not answer as unreachable', async () => {
    // The top of the test port range: nothing listens there unless every lower port is taken.
    const error = await syncEvm(handle.db, { ...target, url: 'http://127.0.0.1:8579' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EndpointUnreachableError);
    expect((error as Error).message).toBe(
      'The chain data endpoint http://127.0.0.1:8579 is unreachable or not answering: ECONNREFUSED',
    );
  });

  it('syncs blocks full of transactions (throughput)', async () => {
    const accounts = node.accounts as string[];
    const from = (await node.blockNumber()) + 1;
    const token = await node.deployToken(accounts[5] as string, {
      symbol: 'BLK',
      name: 'Bulk',
      decimals: 18,
      supply: '1000',
    });
    for (let block = 0; block < 10; block++) {
      await node.inOneBlock(async () => {
        for (let i = 0; i < 40; i++) {
          const sender = accounts[6 + (i % 4)] as string;
          await node.sendEth(sender, accounts[i % 5] as string, '0.001');
        }
        for (let i = 0; i < 10; i++)
          await node.transferToken(token, accounts[5] as string, accounts[i % 5] as string, '0.5');
      });
    }
    const to = await node.blockNumber();
    expect(to - from + 1).toBe(11);
    const summary = await syncEvm(handle.db, target);
    expect(summary).toMatchObject({ fromBlock: from, toBlock: to, blocks: 11, transactions: 501 });
    // 400 native + 100 token transfers (+ their 100 contract calls) + the deployment's call and mint.
    expect(summary.transfers).toBe(400 + 200 + 2);
    // And many small blocks: one transaction each, as ganache mines them.
    for (let i = 0; i < 100; i++)
      await node.sendEth(accounts[i % 10] as string, accounts[(i + 1) % 10] as string, '0.01');
    const small = await syncEvm(handle.db, target);
    expect(small).toMatchObject({ blocks: 100, transactions: 100, transfers: 100 });
    for (const [label, s] of [
      ['full blocks', summary],
      ['1-tx blocks', small],
    ] as const) {
      const perSecond = (n: number) => (n / s.seconds).toFixed(0);
      console.info(
        `EVM sync on ganache, ${label} (${handle.kind}): ${s.blocks} blocks, ${s.transactions} tx, ` +
          `${s.transfers} transfers in ${s.seconds.toFixed(2)} s = ${perSecond(s.blocks)} blocks/s, ` +
          `${perSecond(s.transactions)} tx/s`,
      );
    }
  });
});
