import { addressIdentifier, detectChains, validateAddress } from '@riskscreen/engine';

/** An address as a custom list stores it: its canonical spelling and the chains whose format it fits. */
export type ListAddress = { identifier: string; currencies: number[] };

/**
 * Custom lists hold addresses without a chain (the spec's address row carries `currencies`): the chains come
 * from the address's format, and the spelling is the one screening stores (EVM lower-case), so a screened
 * address matches its list entry. Undefined when no chain accepts the address.
 */
export function parseListAddress(raw: string): ListAddress | undefined {
  const currencies = detectChains(raw);
  for (const chain of currencies) {
    const check = validateAddress(chain, raw);
    if (check.ok) return { identifier: addressIdentifier(check), currencies };
  }
  return undefined;
}
