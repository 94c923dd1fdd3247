import { ALL_CHAINS_CURRENCY } from '../constants/limits.ts';
import { CORE_CHAINS } from './catalogue-core.ts';
import { EXTENDED_CHAINS } from './catalogue-extended.ts';
import type { Chain } from './types.ts';

/** Every chain, ordered by number (0–123). */
export const CHAINS: readonly Chain[] = [...CORE_CHAINS, ...EXTENDED_CHAINS].sort(
  (a, b) => a.blockchain - b.blockchain,
);

/** 'All chains' in add flows (currency -1). */
export const ALL_CHAINS = ALL_CHAINS_CURRENCY;

const BY_NUMBER = new Map(CHAINS.map((c) => [c.blockchain, c]));
const BY_CODE = new Map(CHAINS.map((c) => [c.code, c]));

/** The chain with this number, or undefined (also for -1 'All chains'). */
export function getChain(blockchain: number): Chain | undefined {
  return BY_NUMBER.get(blockchain);
}

/** The chain with this short code (case-insensitive), e.g. 'BTC'. */
export function getChainByCode(code: string): Chain | undefined {
  return BY_CODE.get(code.toUpperCase());
}

export function isEvm(blockchain: number): boolean {
  return getChain(blockchain)?.family === 'evm';
}

export function supportsTokens(blockchain: number): boolean {
  return getChain(blockchain)?.supportsTokens ?? false;
}

export function isDeprecated(blockchain: number): boolean {
  return getChain(blockchain)?.deprecated ?? false;
}

/** Sanctions-only screening (the amber banner); unknown chains count as lite. */
export function isLite(blockchain: number): boolean {
  return getChain(blockchain)?.coverage !== 'full';
}

/** blockchain_verbose: the chain's label, 'All chains' for -1, the number itself for an unknown chain. */
export function chainLabel(blockchain: number): string {
  if (blockchain === ALL_CHAINS) return 'All chains';
  return getChain(blockchain)?.label ?? String(blockchain);
}

/** The chain whose icon and code are shown for this one (Optimism and Arbitrum show as Ethereum). */
export function displayChain(blockchain: number): Chain | undefined {
  const chain = getChain(blockchain);
  return chain?.displayAs === undefined ? chain : getChain(chain.displayAs);
}

/** currency_short as displayed: ETH for Optimism and Arbitrum, the chain's own code otherwise. */
export function displayCode(blockchain: number): string {
  return displayChain(blockchain)?.code ?? String(blockchain);
}

/** The symbol amounts of the chain's own asset are written in: BNB on BNB Smart Chain (its code is BSC). */
export function nativeSymbol(blockchain: number): string {
  return getChain(blockchain)?.native.symbol ?? displayCode(blockchain);
}
