import { addressIdentifier, validateAddress } from '@riskscreen/engine';
import { HttpError } from '../../../lib/http-errors.ts';
import { resolveChain } from '../../exposure/index.ts';

/**
 * The chain and the identifier as the store spells it, so a comment made on a checksummed or a lower-case spelling
 * is the same address's comment. A destination tag stays part of the identifier, as on the address page.
 */
export function canonicalAddress(
  currency: number,
  identifier: string,
): { blockchain: number; identifier: string } {
  const chain = resolveChain(currency);
  const check = validateAddress(chain.blockchain, identifier);
  if (!check.ok) throw HttpError.fields({ identifier: [check.message] });
  return { blockchain: chain.blockchain, identifier: addressIdentifier(check) };
}
