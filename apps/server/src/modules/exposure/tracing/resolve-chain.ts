import { type Chain, getChain } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';

/** The chain named by a screening request, or the catalogue's error (deprecated chains are refused). */
export function resolveChain(currency: number): Chain {
  const chain = getChain(currency);
  if (!chain) throw HttpError.fields({ currency: ['Select a valid blockchain.'] });
  if (chain.deprecated) throw HttpError.fromCatalogue(400, 'currency_deprecated');
  return chain;
}
