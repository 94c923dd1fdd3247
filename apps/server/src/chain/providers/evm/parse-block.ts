import { type InternalTransfer, internalTransfers } from './call-traces.ts';
import { hexToBigInt } from './hex.ts';
import type { CallFrame, RpcBlock, RpcReceipt, RpcUncle } from './rpc-schemas.ts';
import { decodeTransferLog, type TokenTransferLog } from './token-transfers.ts';

export type EvmTransaction = {
  hash: string;
  index: number;
  from: string;
  /** null for a contract creation. */
  to: string | null;
  /** The contract a creation deployed (receipt.contractAddress). */
  createdContract: string | null;
  valueWei: bigint;
  /** gasUsed × effectiveGasPrice (the legacy gasPrice when the receipt has no effective price). */
  feeWei: bigint;
  /** 1 success, 0 reverted. Pre-Byzantium receipts carry no status: they count as success. */
  status: 0 | 1;
  /** EIP-2718 type: 0 legacy, 1 access list, 2 EIP-1559, 3 blob. */
  txType: number;
  hasInput: boolean;
  tokenTransfers: TokenTransferLog[];
  /** null when the node gave no trace for the transaction. */
  internalTransfers: InternalTransfer[] | null;
};

export type EvmBlock = {
  number: number;
  hash: string;
  time: Date;
  miner: string | null;
  transactions: EvmTransaction[];
  /** Beacon-chain withdrawals (post-Shanghai), amounts in gwei. Not transactions: stored as the block's issuance. */
  withdrawals: { address: string; amountGwei: bigint }[];
  /** The ommer (uncle) headers the block includes (proof-of-work only): their miners are rewarded too. */
  uncles: { number: number; miner: string }[];
};

/**
 * One block with its receipts (and call traces when the node has them) → the provider's normalised view.
 * Every transaction needs its receipt: without it the fee and the logs are unknown, so a missing one is an error.
 */
export function parseBlock(
  block: RpcBlock,
  receipts: ReadonlyMap<string, RpcReceipt>,
  traces?: ReadonlyMap<string, CallFrame>,
  uncles: readonly RpcUncle[] = [],
): EvmBlock {
  const transactions = block.transactions.map((tx): EvmTransaction => {
    const hash = tx.hash.toLowerCase();
    const receipt = receipts.get(hash);
    if (!receipt) throw new Error(`No receipt for transaction ${hash} of block ${hexToBigInt(block.number)}`);
    const status: 0 | 1 = receipt.status === '0x0' ? 0 : 1;
    const gasPrice = hexToBigInt(receipt.effectiveGasPrice ?? tx.gasPrice);
    const trace = traces?.get(hash);
    return {
      hash,
      index: Number(hexToBigInt(tx.transactionIndex)),
      from: tx.from.toLowerCase(),
      to: tx.to ? tx.to.toLowerCase() : null,
      createdContract: receipt.contractAddress ? receipt.contractAddress.toLowerCase() : null,
      valueWei: hexToBigInt(tx.value),
      feeWei: hexToBigInt(receipt.gasUsed) * gasPrice,
      status,
      txType: Number(hexToBigInt(tx.type)),
      hasInput: (tx.input ?? '0x').length > 2,
      // A reverted transaction emits no logs; guard anyway so a node quirk cannot invent transfers.
      tokenTransfers: status === 1 ? receipt.logs.flatMap((log) => decodeTransferLog(log) ?? []) : [],
      internalTransfers: trace ? (status === 1 ? internalTransfers(trace) : []) : null,
    };
  });
  return {
    number: Number(hexToBigInt(block.number)),
    hash: block.hash.toLowerCase(),
    time: new Date(Number(hexToBigInt(block.timestamp)) * 1000),
    miner: block.miner ? block.miner.toLowerCase() : null,
    transactions,
    withdrawals: (block.withdrawals ?? []).map((w) => ({
      address: w.address.toLowerCase(),
      amountGwei: hexToBigInt(w.amount),
    })),
    uncles: uncles.map((u) => ({ number: Number(hexToBigInt(u.number)), miner: u.miner.toLowerCase() })),
  };
}
