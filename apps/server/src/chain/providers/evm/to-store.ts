import { TransferType } from '@riskscreen/shared';
import { fromBaseUnits } from '../../store/amounts.ts';
import type { NativeAsset, TransactionInput, TransferInput } from '../../store/types.ts';
import { type BlockRewardSchedule, blockIssuance } from './block-issuance.ts';
import type { EvmBlock, EvmTransaction } from './parse-block.ts';

export type TokenInfo = { symbol: string; decimals: number; isPriced: boolean };

export type StoreContext = {
  native: NativeAsset;
  tokens: ReadonlyMap<string, TokenInfo>;
  isContract: (address: string) => boolean;
  /** The chain's proof-of-work rewards; none when absent (withdrawals are stored either way). */
  rewardSchedule?: BlockRewardSchedule | null;
};

/**
 * The store's view of EVM transactions: one row per transaction (fee = gasUsed × effective gas price, value = the
 * native value sent) and one transfer per value movement:
 * - the transaction itself: type 8 (contract call) when it calls a contract or deploys one, even with no value, so
 *   the call shows in both parties' histories; type 1 (native) when it sends value > 0 to an account without code;
 * - ERC-20 Transfer logs: type 4, in the token's decimal units (ERC-721 transfers are not value and are left out);
 * - internal calls that move value (from call traces): type 7.
 * A reverted transaction moved nothing: it is stored (it paid its fee) with no transfer. What the block itself
 * credits (mining rewards, beacon withdrawals) follows its transactions (see blockIssuance).
 */
export function toStoreTransactions(blocks: readonly EvmBlock[], context: StoreContext): TransactionInput[] {
  return blocks.flatMap((block) => {
    const stored: TransactionInput[] = block.transactions.map((tx) => ({
      hash: tx.hash,
      blockNumber: block.number,
      blockTime: block.time,
      fee: fromBaseUnits(tx.feeWei, context.native.decimals),
      status: tx.status,
      value: fromBaseUnits(tx.valueWei, context.native.decimals),
      transfers: tx.status === 1 ? transfersOf(tx, context) : [],
    }));
    const issuance = blockIssuance(block, context.native, context.rewardSchedule ?? null);
    return issuance ? [...stored, issuance] : stored;
  });
}

function transfersOf(tx: EvmTransaction, context: StoreContext): TransferInput[] {
  const { native } = context;
  const transfers: TransferInput[] = [];
  const to = tx.to ?? tx.createdContract;
  if (to !== null) {
    const isCall = tx.to === null || context.isContract(to);
    if (isCall || tx.valueWei > 0n) {
      transfers.push({
        type: isCall ? TransferType.ContractCall : TransferType.Native,
        from: tx.from,
        to,
        assetSymbol: native.symbol,
        amount: fromBaseUnits(tx.valueWei, native.decimals),
      });
    }
  }
  for (const log of tx.tokenTransfers) {
    if (log.standard !== 'erc20') continue;
    const token = context.tokens.get(log.contract);
    if (!token) continue;
    transfers.push({
      type: TransferType.Token,
      from: log.from,
      to: log.to,
      assetSymbol: token.symbol,
      assetContract: log.contract,
      amount: fromBaseUnits(log.value, token.decimals),
      // Symbols are self-declared: only the contract registered first under a symbol gets that symbol's price.
      ...(token.isPriced ? {} : { valueUsd: 0 }),
    });
  }
  for (const internal of tx.internalTransfers ?? []) {
    transfers.push({
      type: TransferType.Internal,
      from: internal.from,
      to: internal.to,
      assetSymbol: native.symbol,
      amount: fromBaseUnits(internal.valueWei, native.decimals),
    });
  }
  return transfers;
}
