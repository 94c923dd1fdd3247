import type { ClusterTx } from '@riskscreen/engine';
import { TransferType } from '@riskscreen/shared';
import { fromBaseUnits } from '../../store/amounts.ts';
import type { NativeAsset, TransactionInput, TransferInput, TxIoInput } from '../../store/types.ts';
import { BITCOIN_ESPLORA, type EsploraChain, subsidyAt } from './esplora-chains.ts';
import type { EsploraOutput, EsploraTx } from './esplora-schemas.ts';
import { p2pkAddress } from './p2pk-address.ts';

/** The address an output pays: Esplora's, or the P2PKH form of a bare public key; undefined for OP_RETURN etc. */
export function outputAddress(
  output: EsploraOutput,
  chain: EsploraChain = BITCOIN_ESPLORA,
): string | undefined {
  return output.scriptpubkey_address ?? p2pkAddress(output.scriptpubkey, chain.p2pkhVersion);
}

/** The Bitcoin block subsidy in satoshis at `height`: 50 BTC halved every 210,000 blocks. */
export function blockSubsidy(height: number): bigint {
  return subsidyAt(BITCOIN_ESPLORA, height);
}

/**
 * An Esplora transaction for the store: inputs (the spent outputs' owners and values) and outputs as tx_io, the fee,
 * and the value moved (all outputs). Ordinary transactions get their transfers from the store's proportional split.
 * A coinbase mints its outputs from '' : the subsidy as block reward (type 2) and the rest, the block's fees, as fee
 * reward (type 3), each output taking its pro-rata part. Outputs and inputs without an address are not in tx_io.
 */
export function toStoreTransaction(
  tx: EsploraTx,
  native: NativeAsset,
  chain: EsploraChain = BITCOIN_ESPLORA,
): TransactionInput {
  const amount = (sats: number | bigint) => fromBaseUnits(BigInt(sats), native.decimals);
  const isCoinbase = tx.vin.some((v) => v.is_coinbase);
  const inputs: TxIoInput[] = [];
  for (const vin of tx.vin) {
    if (!vin.prevout) continue;
    const address = outputAddress(vin.prevout, chain);
    if (address !== undefined) inputs.push({ address, amount: amount(vin.prevout.value) });
  }
  const paid = tx.vout.flatMap((o) => {
    const address = outputAddress(o, chain);
    return address === undefined ? [] : [{ address, sats: BigInt(o.value) }];
  });
  const total = tx.vout.reduce((sum, o) => sum + BigInt(o.value), 0n);
  const height = tx.status.block_height;
  return {
    hash: tx.txid,
    blockNumber: tx.status.confirmed && height !== undefined ? height : null,
    blockTime: tx.status.block_time !== undefined ? new Date(tx.status.block_time * 1000) : null,
    fee: amount(tx.fee ?? 0),
    isCoinbase,
    value: amount(total),
    inputs,
    outputs: paid.map((p) => ({ address: p.address, amount: amount(p.sats) })),
    ...(isCoinbase
      ? { transfers: coinbaseTransfers(paid, total, subsidyAt(chain, height ?? 0), native) }
      : {}),
  };
}

function coinbaseTransfers(
  paid: readonly { address: string; sats: bigint }[],
  total: bigint,
  subsidy: bigint,
  native: NativeAsset,
): TransferInput[] {
  const transfers: TransferInput[] = [];
  const fees = total > subsidy ? total - subsidy : 0n;
  for (const { address, sats } of paid) {
    const reward = fees === 0n || total === 0n ? sats : (sats * subsidy) / total;
    const parts: [TransferType, bigint][] = [
      [TransferType.BlockReward, reward],
      [TransferType.FeeReward, sats - reward],
    ];
    for (const [type, value] of parts) {
      if (value === 0n) continue;
      transfers.push({
        type,
        from: '',
        to: address,
        assetSymbol: native.symbol,
        amount: fromBaseUnits(value, native.decimals),
      });
    }
  }
  return transfers;
}

/** The clustering's view of a transaction (input addresses; output values for CoinJoin detection). */
export function toClusterTx(tx: EsploraTx, chain: EsploraChain = BITCOIN_ESPLORA): ClusterTx {
  return {
    txid: tx.txid,
    isCoinbase: tx.vin.some((v) => v.is_coinbase),
    inputAddresses: tx.vin.flatMap((v) => {
      const address = v.prevout ? outputAddress(v.prevout, chain) : undefined;
      return address === undefined ? [] : [address];
    }),
    outputs: tx.vout.map((o) => ({ address: outputAddress(o, chain), value: o.value })),
  };
}
