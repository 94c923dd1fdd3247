import { validateAddress } from '@riskscreen/engine';
import { supportsTokens, TOKEN_WATCHLIST_MESSAGES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { resolveChain } from '../../exposure/index.ts';
import type { ContractKey } from './token-watchlist.repo.ts';

/**
 * The contract as the watchlist keeps it: on a known chain that has smart contracts (not Bitcoin), a valid address
 * there (no destination tag, not a non-standard identifier), in the chain's own spelling (lower-case on EVM
 * chains), so the monitor finds it in the transfers' asset_contract.
 */
export function watchedContractKey(input: { identifier: string; currency: number }): ContractKey {
  if (input.identifier === '')
    throw HttpError.fields({ identifier: [TOKEN_WATCHLIST_MESSAGES.enterAddress] });
  const chain = resolveChain(input.currency);
  if (!supportsTokens(chain.blockchain))
    throw HttpError.fields({ currency: [TOKEN_WATCHLIST_MESSAGES.noSmartContracts] });
  const check = validateAddress(chain.blockchain, input.identifier);
  if (!check.ok || check.nonStandard || check.destinationTag !== undefined)
    throw HttpError.fields({ identifier: [TOKEN_WATCHLIST_MESSAGES.invalidContract] });
  return { blockchain: chain.blockchain, identifier: check.address };
}

/**
 * The watchlist is a plan feature (spec part 3 §6: token_monitoring_status of the workspace): without it every
 * call, reading included, is refused with the page's words.
 */
export async function requireTokenMonitoring(db: Db, workspaceId: number): Promise<void> {
  const workspace = await db
    .selectFrom('workspaces')
    .select('token_monitoring_status')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  if (!workspace.token_monitoring_status) throw HttpError.fromCatalogue(403, 'token_monitoring_unavailable');
}
