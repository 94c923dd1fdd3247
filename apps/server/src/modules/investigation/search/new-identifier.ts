import {
  addressIdentifier,
  detectChains,
  validateAddress,
  validateTransactionHash,
} from '@riskscreen/engine';
import { CHAINS, type Chain, cleanIdentifier, getChain } from '@riskscreen/shared';

/** A full identifier as one chain spells it. */
export type ChainIdentifier = { identifier: string; currency: number };

const DESTINATION_TAG = /^(.+):(\d{1,20})$/;

/**
 * Fully covered chains first, then the chains screened for sanctions only, the retired chain last; by chain number
 * within each (the chains the specification names come first).
 */
function rank(item: ChainIdentifier): number {
  const chain = getChain(item.currency);
  if (!chain || chain.deprecated) return 2;
  return chain.coverage === 'full' ? 0 : 1;
}
export const byCoverage = (a: ChainIdentifier, b: ChainIdentifier) =>
  rank(a) - rank(b) || a.currency - b.currency;

/** A live chain of the same address format, whose validator can spell an address for a retired chain. */
function liveTwin(chain: Chain, same: (a: Chain, b: Chain) => boolean): Chain | undefined {
  return CHAINS.find((c) => !c.deprecated && same(c, chain));
}

/**
 * Every chain whose address format a full address fits, with the address as that chain stores it. The validator
 * refuses a retired chain, so its spelling is a live twin's (same format), else the identifier as typed (base58
 * spellings are canonical as they are). A ':number' destination tag is kept on the chains that take one.
 */
export function addressOnChains(q: string): ChainIdentifier[] {
  const value = cleanIdentifier(q);
  let chains = detectChains(value);
  const tagged = DESTINATION_TAG.exec(value);
  if (chains.length === 0 && tagged?.[1]) {
    chains = detectChains(tagged[1]).filter((c) => getChain(c)?.maxDestinationTag !== undefined);
  }
  const found: ChainIdentifier[] = [];
  for (const blockchain of chains) {
    const chain = getChain(blockchain);
    if (!chain) continue;
    const speller = chain.deprecated
      ? liveTwin(chain, (a, b) => JSON.stringify(a.address) === JSON.stringify(b.address))
      : chain;
    const check = speller ? validateAddress(speller.blockchain, value) : null;
    if (check?.ok) found.push({ identifier: addressIdentifier(check), currency: blockchain });
    else if (chain.deprecated) found.push({ identifier: value, currency: blockchain });
  }
  return found.sort(byCoverage);
}

/**
 * Every chain whose transaction-id format a full hash fits, with the hash as that chain spells it, leaving out the
 * chains whose data the store holds: there a hash the store does not know is no transaction of that chain.
 */
export function hashOnChains(q: string, chainsWithData: ReadonlySet<number>): ChainIdentifier[] {
  const value = cleanIdentifier(q);
  const found: ChainIdentifier[] = [];
  for (const chain of CHAINS) {
    if (chainsWithData.has(chain.blockchain)) continue;
    const speller = chain.deprecated ? liveTwin(chain, (a, b) => a.txHash === b.txHash) : chain;
    if (!speller) continue;
    const check = validateTransactionHash(speller.blockchain, value);
    if (check.ok) found.push({ identifier: check.hash, currency: chain.blockchain });
  }
  return found.sort(byCoverage);
}
