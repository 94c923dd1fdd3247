import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sharedData } from '../../../../test-support/shared-data.ts';
import type { RpcBlock, RpcReceipt } from '../../src/chain/providers/evm/rpc-schemas.ts';

/** ../shared/data/ethereum-etl-fixtures: real Ethereum mainnet data recorded by blockchain-etl (see PROVENANCE.md). */
export const ETHEREUM_ETL_FIXTURES = sharedData('ethereum-etl-fixtures');

export function readFixture(relativePath: string): string {
  return readFileSync(resolve(ETHEREUM_ETL_FIXTURES, relativePath), 'utf8');
}

/** A recorded raw JSON-RPC answer: its `result`. */
export function rpcResult<T = unknown>(relativePath: string): T {
  return (JSON.parse(readFixture(relativePath)) as { result: T }).result;
}

/**
 * JSON Lines with integers beyond 2^53 (wei values, token amounts): JSON.parse would round them, so integer values
 * of 16+ digits are quoted first and read as decimal strings.
 */
export function readJsonLines(relativePath: string): Record<string, unknown>[] {
  return readFixture(relativePath)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(
      (line) =>
        JSON.parse(line.replace(/([:[,]\s*)(-?\d{16,})(?=\s*[,}\]])/g, '$1"$2"')) as Record<string, unknown>,
    );
}

const hex = (value: unknown): string => `0x${BigInt(String(value)).toString(16)}`;
const text = (value: unknown): string => String(value);

/**
 * eth_getBlockByNumber(full) and eth_getTransactionReceipt answers rebuilt from ethereum-etl's JSON Lines export of
 * real blocks (the raw RPC answers of blocks 17,173,049–050 were not recorded, their export was). Every field the
 * provider reads is carried over 1:1 (decimal → hex quantity); nothing is invented.
 */
export function rpcFromExport(folder: string): { blocks: RpcBlock[]; receipts: RpcReceipt[] } {
  const blocks = readJsonLines(`${folder}/expected_blocks.json`);
  const transactions = readJsonLines(`${folder}/expected_transactions.json`);
  const logs = readJsonLines(`${folder}/expected_logs.json`);
  const logsByTx = new Map<string, Record<string, unknown>[]>();
  for (const log of logs) {
    const list = logsByTx.get(text(log.transaction_hash)) ?? [];
    list.push(log);
    logsByTx.set(text(log.transaction_hash), list);
  }
  const rpcBlocks = blocks.map(
    (b): RpcBlock => ({
      number: hex(b.number),
      hash: text(b.hash),
      timestamp: hex(b.timestamp),
      miner: text(b.miner),
      transactions: transactions
        .filter((t) => t.block_number === b.number)
        .sort((x, y) => Number(x.transaction_index) - Number(y.transaction_index))
        .map((t) => ({
          hash: text(t.hash),
          transactionIndex: hex(t.transaction_index),
          from: text(t.from_address),
          to: t.to_address === null ? null : text(t.to_address),
          value: hex(t.value),
          gasPrice: hex(t.gas_price),
          type: hex(t.transaction_type),
          input: text(t.input),
        })),
      withdrawals: ((b.withdrawals as Record<string, unknown>[] | undefined) ?? []).map((w) => ({
        address: text(w.address),
        amount: hex(w.amount),
        index: hex(w.index),
      })),
    }),
  );
  const receipts = transactions.map(
    (t): RpcReceipt => ({
      transactionHash: text(t.hash),
      gasUsed: hex(t.receipt_gas_used),
      effectiveGasPrice: hex(t.receipt_effective_gas_price),
      status: t.receipt_status === null ? null : hex(t.receipt_status),
      contractAddress: t.receipt_contract_address === null ? null : text(t.receipt_contract_address),
      logs: (logsByTx.get(text(t.hash)) ?? []).map((l) => ({
        address: text(l.address),
        topics: (l.topics as string[]).map(text),
        data: text(l.data),
        logIndex: hex(l.log_index),
        transactionHash: text(l.transaction_hash),
      })),
    }),
  );
  return { blocks: rpcBlocks, receipts };
}
