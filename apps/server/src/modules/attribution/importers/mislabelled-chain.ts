import { detectChains } from '@riskscreen/engine';
import { getChain } from '@riskscreen/shared';
import { isEvmChain } from './chain-codes.ts';

/**
 * The one chain a listed address belongs to when it is invalid for its stated ticker: OFAC's own data has errors
 * (a Tron 'T…' address under XBT). An address that fits exactly one supported chain — every EVM chain counting as
 * one, stored as blockchain null — is that chain's; one that fits several or none cannot be placed, and is skipped.
 */
export function mislabelledChain(raw: string, stated: number): { blockchain: number | null } | undefined {
  const families = new Set<number | null>();
  for (const blockchain of detectChains(raw)) {
    const chain = getChain(blockchain);
    if (!chain || chain.deprecated || blockchain === stated) continue;
    families.add(isEvmChain(blockchain) ? null : blockchain);
  }
  if (families.size !== 1) return undefined;
  const [blockchain] = [...families];
  return blockchain === undefined ? undefined : { blockchain };
}
