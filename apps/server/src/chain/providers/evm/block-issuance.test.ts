import { describe, expect, it } from 'vitest';
import { readJsonLines, rpcFromExport, rpcResult } from '../../../../test/helpers/ethereum-etl-fixtures.ts';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import { writeBlocks } from '../../store/write-blocks.ts';
import { blockIssuance, ETHEREUM_MAINNET_REWARDS, rewardScheduleOf } from './block-issuance.ts';
import { parseBlock } from './parse-block.ts';
import { type RpcReceipt, rpcBlockSchema, rpcReceiptSchema, rpcUncleSchema } from './rpc-schemas.ts';
import { toStoreTransactions } from './to-store.ts';

const ETH = { symbol: 'ETH', decimals: 18 };
const receiptMap = (receipts: RpcReceipt[]) =>
  new Map(receipts.map((r) => [r.transactionHash.toLowerCase(), rpcReceiptSchema.parse(r)]));
const context = {
  native: ETH,
  tokens: new Map(),
  isContract: () => false,
  rewardSchedule: rewardScheduleOf(1),
};

describe('what a block credits outside its transactions', () => {
  it('stores the beacon withdrawals of real mainnet blocks 17,173,049–050 as minted block-reward transfers', () => {
    const folder = 'test_stream/blocks_17173049_17173050';
    const { blocks, receipts } = rpcFromExport(folder);
    const parsed = blocks.map((b) => parseBlock(rpcBlockSchema.parse(b), receiptMap(receipts)));
    const stored = toStoreTransactions(parsed, context);
    const expected = readJsonLines(`${folder}/expected_blocks.json`) as {
      hash: string;
      number: number;
      withdrawals: { address: string; amount: number }[];
    }[];
    for (const block of expected) {
      const issuance = stored.find((t) => t.hash === block.hash);
      // After the Merge the fee recipient earns no block reward: only the withdrawals are credited.
      expect(issuance).toMatchObject({ blockNumber: block.number, isCoinbase: true, fee: 0 });
      expect(issuance?.transfers).toEqual(
        block.withdrawals.map((w) => ({
          type: 2,
          from: '',
          to: w.address,
          assetSymbol: 'ETH',
          amount: (w.amount / 1e9).toFixed(9).replace(/\.?0+$/, ''),
        })),
      );
      const total = block.withdrawals.reduce((s, w) => s + w.amount, 0);
      expect(Number(issuance?.value)).toBeCloseTo(total / 1e9, 9);
    }
    // Block transactions first, each block's issuance after them.
    expect(stored.filter((t) => t.isCoinbase)).toHaveLength(2);
    expect(stored).toHaveLength(298 + 2);
  });

  it('rewards the miner of real block 1,755,635 with 5 ETH, and the miners of the uncles it includes', () => {
    const folder = 'test_stream/blocks_1755634_1755635';
    const raw = rpcBlockSchema.parse(
      rpcResult(`${folder}/web3_response.eth_getBlockByNumber_0x1ac9f3_true.json`),
    );
    const receipts = [
      '0x2e3dcd051a91d3a694f6b8de2ac4b5fe7acdba55f58bcf8471ff00d4a430074d',
      '0x9a5437ec71b74ecf5930b406908ac6999966d38a86d1534b7190ece7599095eb',
    ].map((h) => rpcResult<RpcReceipt>(`${folder}/web3_response.eth_getTransactionReceipt_${h}.json`));
    const block = parseBlock(raw, receiptMap(receipts));
    expect(blockIssuance(block, ETH, ETHEREUM_MAINNET_REWARDS)).toMatchObject({
      hash: block.hash,
      value: '5',
      transfers: [{ type: 2, from: '', to: '0xa027231f42c80ca4125b5cb962a21cd4f812e88f', amount: '5' }],
    });
    // Another chain (or a local node) has no known schedule: nothing is minted.
    expect(blockIssuance(block, ETH, rewardScheduleOf(1337))).toBeNull();

    // The same block as if it included one uncle mined two blocks earlier (an eth_getUncleByBlockNumberAndIndex
    // answer in the node's format; the block really has none): the miner gets 5 + 5/32, the uncle's miner 6/8 × 5.
    const uncle = rpcUncleSchema.parse({
      number: '0x1ac9f1',
      miner: '0xEA674FDDE714FD979DE3EDF0F56AA9716B898EC8',
    });
    const withUncle = parseBlock(
      { ...raw, uncles: [`0x${'12'.repeat(32)}`] },
      receiptMap(receipts),
      undefined,
      [uncle],
    );
    expect(blockIssuance(withUncle, ETH, ETHEREUM_MAINNET_REWARDS)?.transfers).toEqual([
      {
        type: 2,
        from: '',
        to: '0xa027231f42c80ca4125b5cb962a21cd4f812e88f',
        assetSymbol: 'ETH',
        amount: '5.15625',
      },
      {
        type: 2,
        from: '',
        to: '0xea674fdde714fd979de3edf0f56aa9716b898ec8',
        assetSymbol: 'ETH',
        amount: '3.75',
      },
    ]);
  });

  it('follows the mainnet reward schedule at each fork edge', () => {
    const eth = (n: number) => Number(ETHEREUM_MAINNET_REWARDS(n) / 10n ** 15n) / 1000;
    expect([0, 1, 4_369_999, 4_370_000, 7_279_999, 7_280_000, 15_537_393, 15_537_394].map(eth)).toEqual([
      0, 5, 5, 3, 3, 2, 2, 0,
    ]);
  });

  it('writes the issuance to the store: minted transfers that count for the receivers', async () => {
    const handle = await createTestDb();
    try {
      const folder = 'test_stream/blocks_17173049_17173050';
      const { blocks } = rpcFromExport(folder);
      const parsed = blocks.map((b) =>
        parseBlock({ ...rpcBlockSchema.parse(b), transactions: [] }, new Map()),
      );
      const written = await writeBlocks(handle.db, 1, {
        native: ETH,
        transactions: toStoreTransactions(parsed, context),
      });
      expect(written).toMatchObject({ inserted: 2, transfers: 32 });
      const rows = await handle.db
        .selectFrom('transfers')
        .select(['transfer_type', 'from_address', 'to_address'])
        .where('blockchain', '=', 1)
        .execute();
      expect(new Set(rows.map((r) => `${r.transfer_type}|${r.from_address}`))).toEqual(new Set(['2|']));
      expect(rows.map((r) => r.to_address)).toContain('0xb9d7934878b5fb9610b3fe8a5e441e8fad7e293f');
    } finally {
      await handle.close();
    }
  });
});
