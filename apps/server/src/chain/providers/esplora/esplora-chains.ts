import { getChain } from '@riskscreen/shared';
import type { NativeAsset } from '../../store/types.ts';

/**
 * What the Esplora provider needs to know of a Bitcoin-like chain beyond the catalogue: the base58 version of its
 * P2PKH addresses (bare-key outputs are shown under that form) and its coinbase subsidy schedule (50 coins halved
 * every `halvingInterval` blocks). Esplora itself is the same REST API for each (Blockstream's for Bitcoin,
 * litecoinspace.org's mempool/electrs for Litecoin).
 */
export type EsploraChain = {
  blockchain: number;
  native: NativeAsset & { name: string };
  p2pkhVersion: number;
  halvingInterval: number;
};

const PARAMETERS: Record<number, Omit<EsploraChain, 'blockchain' | 'native'>> = {
  0: { p2pkhVersion: 0x00, halvingInterval: 210_000 },
  2: { p2pkhVersion: 0x30, halvingInterval: 840_000 },
};

/** The chains the catalogue marks as served by Esplora, with their parameters. */
export const ESPLORA_CHAINS: ReadonlyMap<number, EsploraChain> = new Map(
  Object.entries(PARAMETERS).flatMap(([key, parameters]) => {
    const chain = getChain(Number(key));
    if (chain?.provider !== 'esplora') return [];
    return [
      [chain.blockchain, { blockchain: chain.blockchain, native: chain.native, ...parameters }] as const,
    ];
  }),
);

export const BITCOIN_ESPLORA: EsploraChain = ESPLORA_CHAINS.get(0) as EsploraChain;

/** The subsidy in base units at `height`: 50 coins halved every `halvingInterval` blocks. */
export function subsidyAt(chain: Pick<EsploraChain, 'halvingInterval'>, height: number): bigint {
  const halvings = Math.floor(height / chain.halvingInterval);
  return halvings >= 64 ? 0n : 5_000_000_000n >> BigInt(halvings);
}
