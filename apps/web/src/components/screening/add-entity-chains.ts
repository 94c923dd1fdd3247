import { detectChains, validateAddress } from '@riskscreen/engine/address/index';
import { CHAINS, getChain } from '@riskscreen/shared';

/** The Blockchain choice 'All chains' (spec part 2 §5: currency -1). */
export const ALL_CHAINS = -1;

/**
 * The chains an 'All chains' address is screened on: every fully covered, supported chain whose address format it
 * fits. Sanctions-only chains are left out (an all-chains screening is about flows), and so are retired ones.
 */
export function allChainsOf(identifier: string): number[] {
  return detectChains(identifier).filter((blockchain) => {
    const chain = getChain(blockchain);
    return chain !== undefined && !chain.deprecated && chain.coverage === 'full';
  });
}

/** The Blockchain choices of the add dialogs: 'All chains' first for addresses, then the supported chains. */
export function addChainOptions(kind: 'address' | 'transaction') {
  const chains = CHAINS.filter((c) => !c.deprecated).map((c) => ({
    value: String(c.blockchain),
    label: `${c.label} (${c.code})`,
  }));
  return kind === 'address' ? [{ value: String(ALL_CHAINS), label: 'All chains' }, ...chains] : chains;
}

/** Why an address cannot be screened on the chosen chain, or null when it can. */
export function addressProblem(identifier: string, currency: number): string | null {
  if (currency === ALL_CHAINS) {
    return allChainsOf(identifier).length > 0
      ? null
      : 'This is not an address of any fully covered blockchain.';
  }
  const check = validateAddress(currency, identifier);
  return check.ok ? null : check.message;
}
