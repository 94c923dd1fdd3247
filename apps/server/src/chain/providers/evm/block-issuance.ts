import { TransferType } from '@riskscreen/shared';
import { fromBaseUnits } from '../../store/amounts.ts';
import type { NativeAsset, TransactionInput, TransferInput } from '../../store/types.ts';
import type { EvmBlock } from './parse-block.ts';

const ETHER = 10n ** 18n;
const GWEI = 10n ** 9n;

/** The static reward (wei) of a proof-of-work block at a height; 0 where the chain issues none. */
export type BlockRewardSchedule = (blockNumber: number) => bigint;

/** Ethereum mainnet: 5 ETH (Frontier), 3 ETH from Byzantium, 2 ETH from Constantinople, nothing after the Merge. */
export const ETHEREUM_MAINNET_REWARDS: BlockRewardSchedule = (n) => {
  if (n <= 0 || n >= 15_537_394) return 0n;
  if (n >= 7_280_000) return 2n * ETHER;
  if (n >= 4_370_000) return 3n * ETHER;
  return 5n * ETHER;
};

/**
 * The reward schedule of the node's chain (its eth_chainId). Only Ethereum mainnet's is known: other EVM chains
 * (and local test nodes) get none rather than a wrong one; their withdrawals are still stored.
 */
export function rewardScheduleOf(chainId: number): BlockRewardSchedule | null {
  return chainId === 1 ? ETHEREUM_MAINNET_REWARDS : null;
}

/**
 * What a block credits outside its transactions, as one stored transaction named by the block hash (never a
 * transaction's hash), each credit a type 2 (block reward) transfer minted from '':
 * - proof-of-work rewards: the miner's static reward plus 1/32 of it per included uncle, and each uncle's miner
 *   (uncle + 8 − block) / 8 of it (Ethereum yellow paper, §11.3);
 * - beacon-chain withdrawals (post-Shanghai): consensus-layer rewards and exits paid out by the block, sent by no
 *   transaction. The schema has no kind of its own for them; like a block reward they are new execution-layer
 *   value credited by the protocol.
 * Fees are not included: the sender pays them in the transaction (its fee). Null when the block credits nothing.
 */
export function blockIssuance(
  block: EvmBlock,
  native: NativeAsset,
  schedule: BlockRewardSchedule | null,
): TransactionInput | null {
  const credits: { to: string; wei: bigint }[] = [];
  const reward = schedule?.(block.number) ?? 0n;
  if (reward > 0n && block.miner) {
    credits.push({ to: block.miner, wei: reward + (reward / 32n) * BigInt(block.uncles.length) });
    for (const uncle of block.uncles) {
      const depth = BigInt(uncle.number + 8 - block.number);
      if (depth > 0n) credits.push({ to: uncle.miner, wei: (depth * reward) / 8n });
    }
  }
  for (const w of block.withdrawals) credits.push({ to: w.address, wei: w.amountGwei * GWEI });
  const paid = credits.filter((c) => c.wei > 0n);
  if (paid.length === 0) return null;
  const transfers: TransferInput[] = paid.map((c) => ({
    type: TransferType.BlockReward,
    from: '',
    to: c.to,
    assetSymbol: native.symbol,
    amount: fromBaseUnits(c.wei, native.decimals),
  }));
  const total = paid.reduce((sum, c) => sum + c.wei, 0n);
  return {
    hash: block.hash,
    blockNumber: block.number,
    blockTime: block.time,
    fee: 0,
    isCoinbase: true,
    value: fromBaseUnits(total, native.decimals),
    transfers,
  };
}
