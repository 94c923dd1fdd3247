import { describe, expect, it } from 'vitest';
import {
  readFixture,
  readJsonLines,
  rpcFromExport,
  rpcResult,
} from '../../../../test/helpers/ethereum-etl-fixtures.ts';
import { internalTransfers, isCallFrame } from './call-traces.ts';
import { decodeAbiString } from './hex.ts';
import { parseBlock } from './parse-block.ts';
import {
  type CallFrame,
  callFrameSchema,
  type RpcReceipt,
  rpcBlockSchema,
  rpcLogSchema,
  rpcReceiptSchema,
} from './rpc-schemas.ts';
import { decodeTransferLog } from './token-transfers.ts';

const receiptMap = (receipts: RpcReceipt[]) =>
  new Map(receipts.map((r) => [r.transactionHash.toLowerCase(), rpcReceiptSchema.parse(r)]));

describe('parseBlock on real mainnet blocks 17,173,049–050 (EIP-1559 + legacy, with withdrawals)', () => {
  const folder = 'test_stream/blocks_17173049_17173050';
  const { blocks, receipts } = rpcFromExport(folder);
  const parsed = blocks.map((b) => parseBlock(rpcBlockSchema.parse(b), receiptMap(receipts)));
  const expectedTxs = readJsonLines(`${folder}/expected_transactions.json`);
  const expectedTransfers = readJsonLines(`${folder}/expected_token_transfers.json`);
  const expectedBlocks = readJsonLines(`${folder}/expected_blocks.json`);
  const txs = parsed.flatMap((b) => b.transactions);

  it('finds every transaction with its block, time and type', () => {
    expect(txs).toHaveLength(298);
    expect(parsed.map((b) => b.transactions.length)).toEqual(expectedBlocks.map((b) => b.transaction_count));
    expect(parsed[0]?.time.toISOString()).toBe('2023-05-02T12:19:59.000Z');
    expect(txs.filter((t) => t.txType === 2)).toHaveLength(250);
    expect(txs.filter((t) => t.txType === 0)).toHaveLength(48);
    expect(txs.filter((t) => t.status === 0)).toHaveLength(9);
    for (const expected of expectedTxs) {
      const tx = txs.find((t) => t.hash === expected.hash);
      expect(tx?.from).toBe(expected.from_address);
      expect(tx?.to).toBe(expected.to_address);
      expect(tx?.valueWei).toBe(BigInt(String(expected.value)));
      const fee =
        BigInt(String(expected.receipt_gas_used)) * BigInt(String(expected.receipt_effective_gas_price));
      expect(tx?.feeWei).toBe(fee);
    }
  });

  it('reports the contract a creation deployed', () => {
    const creation = txs.filter((t) => t.to === null);
    expect(creation).toHaveLength(1);
    const expected = expectedTxs.find((t) => t.to_address === null);
    expect(creation[0]?.createdContract).toBe(expected?.receipt_contract_address);
  });

  it('decodes the 291 token transfers exactly as the export (282 ERC-20, 9 ERC-721)', () => {
    const transfers = txs.flatMap((t) => t.tokenTransfers.map((tt) => ({ ...tt, hash: t.hash })));
    expect(transfers).toHaveLength(expectedTransfers.length);
    expect(transfers).toHaveLength(291);
    expect(transfers.filter((t) => t.standard === 'erc20')).toHaveLength(282);
    const key = (hash: unknown, logIndex: unknown) => `${hash}:${logIndex}`;
    const byKey = new Map(transfers.map((t) => [key(t.hash, t.logIndex), t]));
    for (const expected of expectedTransfers) {
      const got = byKey.get(key(expected.transaction_hash, expected.log_index));
      expect(got).toMatchObject({
        contract: expected.token_address,
        from: expected.from_address,
        to: expected.to_address,
        value: BigInt(String(expected.value)),
      });
    }
  });

  it('reads the beacon withdrawals', () => {
    const withdrawals = parsed.flatMap((b) => b.withdrawals);
    expect(withdrawals).toHaveLength(32);
    expect(withdrawals[0]).toEqual({
      address: '0xb9d7934878b5fb9610b3fe8a5e441e8fad7e293f',
      amountGwei: 45762059n,
    });
  });
});

describe('parseBlock on raw recorded RPC answers', () => {
  it('block 1,755,635 (2016, legacy receipts with root instead of status)', () => {
    const folder = 'test_stream/blocks_1755634_1755635';
    const block = rpcBlockSchema.parse(
      rpcResult(`${folder}/web3_response.eth_getBlockByNumber_0x1ac9f3_true.json`),
    );
    const receipts = [
      '0x2e3dcd051a91d3a694f6b8de2ac4b5fe7acdba55f58bcf8471ff00d4a430074d',
      '0x9a5437ec71b74ecf5930b406908ac6999966d38a86d1534b7190ece7599095eb',
    ].map((h) => rpcResult<RpcReceipt>(`${folder}/web3_response.eth_getTransactionReceipt_${h}.json`));
    const parsed = parseBlock(block, receiptMap(receipts));
    expect(parsed.number).toBe(1755635);
    expect(parsed.transactions.map((t) => [t.status, t.valueWei, t.feeWei])).toEqual([
      [1, 0n, 36418n * 20_000_000_000n],
      [1, 405738107000000000n, 21000n * 20_000_000_000n],
    ]);
    const [transfer] = readJsonLines(`${folder}/expected_token_transfers.json`);
    expect(parsed.transactions[0]?.tokenTransfers).toEqual([
      {
        logIndex: 0,
        contract: transfer?.token_address,
        from: transfer?.from_address,
        to: transfer?.to_address,
        value: BigInt(String(transfer?.value)),
        standard: 'erc20',
      },
    ]);
    const empty = rpcBlockSchema.parse(
      rpcResult(`${folder}/web3_response.eth_getBlockByNumber_0x1ac9f2_true.json`),
    );
    expect(parseBlock(empty, new Map()).transactions).toEqual([]);
  });

  it('block 483,920 with its four recorded receipts', () => {
    const block = rpcBlockSchema.parse(
      rpcResult(
        'test_export_blocks_job/block_with_logs/web3_response.eth_getBlockByNumber_0x76250_true.json',
      ),
    );
    const receipts = block.transactions.map((t) =>
      rpcResult<RpcReceipt>(
        `test_export_receipts_job/receipts_with_logs/web3_response.eth_getTransactionReceipt_${t.hash}.json`,
      ),
    );
    const parsed = parseBlock(block, receiptMap(receipts));
    const transfers = parsed.transactions.flatMap((t) => t.tokenTransfers);
    const expected = readFixture(
      'test_export_token_transfers_job/block_with_transfers/expected_token_transfers.csv',
    )
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(transfers.map((t) => [t.contract, t.from, t.to, String(t.value)])).toEqual(
      expected.map((row) => row.slice(0, 4)),
    );
    expect(parsed.transactions.map((t) => t.feeWei)).toEqual(
      [50853n, 50853n, 21000n, 21000n].map((g) => g * 50n * 10n ** 9n),
    );
  });

  it('a missing receipt is an error, not a silently fee-less transaction', () => {
    const block = rpcBlockSchema.parse(
      rpcResult(
        'test_export_blocks_job/block_with_logs/web3_response.eth_getBlockByNumber_0x76250_true.json',
      ),
    );
    expect(() => parseBlock(block, new Map())).toThrow(/No receipt/);
  });
});

describe('Transfer logs, token metadata and call traces (recorded answers)', () => {
  it('decodes the eth_getFilterLogs answer of block 483,920', () => {
    const logs = rpcResult<unknown[]>(
      'test_export_token_transfers_job/block_with_transfers/web3_response.eth_getFilterLogs_0x0.json',
    ).map((l) => rpcLogSchema.parse(l));
    expect(logs.map((l) => decodeTransferLog(l)?.value)).toEqual([100000n, 200000n]);
  });

  it('ignores non-Transfer events and Transfer-named events of the wrong shape', () => {
    const base = {
      address: '0x8b3b3b624c3c0397d3da8fd861512393d51dcbac',
      logIndex: '0x1',
      transactionHash: '0x1',
    };
    expect(decodeTransferLog({ ...base, topics: ['0xe3e6ac9b'], data: '0x' })).toBeNull();
    const topic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
    expect(decodeTransferLog({ ...base, topics: [topic, `0x${'1'.repeat(64)}`], data: '0x' })).toBeNull();
  });

  it('decodes string and bytes32 symbols, and the empty answer of a token without one', () => {
    const empty = rpcResult<string>(
      'test_stream/blocks_2112234_2112234/web3_response.eth_call_data_0x95d89b41_to_0xdbdacfc9eb9d42559ac1efbdb40460c728139e6a_latest.json',
    );
    expect(decodeAbiString(empty)).toBe('');
    const usdt = `0x${'20'.padStart(64, '0')}${'4'.padStart(64, '0')}${Buffer.from('USDT').toString('hex').padEnd(64, '0')}`;
    expect(decodeAbiString(usdt)).toBe('USDT');
    expect(decodeAbiString(`0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}`)).toBe('MKR');
  });

  it('finds no internal value transfer in the recorded geth callTracer blocks', () => {
    for (const [folder, block] of [
      ['block_with_subtraces', '0xf4240'],
      ['block_with_error', '0xf45bf'],
      ['block_with_create', '0xf44f2'],
      ['block_with_suicide', '0xf7105'],
    ]) {
      const traces = rpcResult<{ result: unknown }[]>(
        `test_extract_geth_traces_job/${folder}/web3_response.debug_traceBlockByNumber_${block}_tracer_calltracer.json`,
      );
      for (const trace of traces) {
        expect(isCallFrame(trace.result)).toBe(true);
        // Only root frames (the transactions themselves) and a CALLCODE, which keeps value in the caller's account.
        expect(internalTransfers(callFrameSchema.parse(trace.result))).toEqual([]);
      }
    }
  });

  it('takes nested value calls and drops reverted subtrees', () => {
    const frame: CallFrame = {
      type: 'CALL',
      from: '0xa',
      to: '0xb',
      value: '0x0',
      calls: [
        {
          type: 'CALL',
          from: '0xB',
          to: '0xC',
          value: '0x10',
          calls: [{ type: 'CALL', from: '0xc', to: '0xd', value: '0x1' }],
        },
        {
          type: 'CALL',
          from: '0xb',
          to: '0xe',
          value: '0x5',
          error: 'execution reverted',
          calls: [{ type: 'CALL', from: '0xe', to: '0xf', value: '0x2' }],
        },
        { type: 'DELEGATECALL', from: '0xb', to: '0xg', value: '0x10' },
        { type: 'SELFDESTRUCT', from: '0xb', to: '0xh', value: '0x3' },
      ],
    };
    expect(internalTransfers(frame)).toEqual([
      { from: '0xb', to: '0xc', valueWei: 16n, kind: 'CALL' },
      { from: '0xc', to: '0xd', valueWei: 1n, kind: 'CALL' },
      { from: '0xb', to: '0xh', valueWei: 3n, kind: 'SELFDESTRUCT' },
    ]);
    expect(isCallFrame({ gas: '0x0', structLogs: [] })).toBe(false);
  });
});
