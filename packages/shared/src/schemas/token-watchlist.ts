import { z } from 'zod';
import { ERROR_TEXTS } from '../errors/catalogue.ts';
import { blockchainField, onChainObjectFields, pageQuery, workspaceQuery } from './common.ts';

/**
 * The smart contract watchlist (spec part 3 §2.10, §7.4; part 2 token-monitoring-addresses/; decision 0083): token
 * contracts a workspace watches. A new transfer of a watched token makes both its ends monitored for that batch.
 */
export const tokenMonitoringAddress = z.object({
  id: z.number().int(),
  /** identifier: the token contract's address, in the chain's own spelling (lower-case hex on EVM chains). */
  ...onChainObjectFields,
  added_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type TokenMonitoringAddress = z.infer<typeof tokenMonitoringAddress>;

/** Watch a token contract on a chain with smart contracts. */
export const tokenMonitoringAddressCreate = z.object({
  identifier: z.string().trim().max(300),
  currency: blockchainField,
});
export type TokenMonitoringAddressCreate = z.input<typeof tokenMonitoringAddressCreate>;
/** Stop watching it (the entry is kept, archived); the same shape as the monitored addresses' archive. */
export const tokenMonitoringAddressArchive = tokenMonitoringAddressCreate;
export type TokenMonitoringAddressArchive = z.input<typeof tokenMonitoringAddressArchive>;

export const tokenMonitoringAddressListQuery = workspaceQuery.extend(pageQuery.shape).extend({
  q: z.string().max(300).optional(),
  /** Only the entries of this chain. */
  currency: blockchainField.optional(),
});
export type TokenMonitoringAddressListQuery = z.input<typeof tokenMonitoringAddressListQuery>;

/** The page's and the server's words (spec part 3 §2.10, §6). */
export const TOKEN_WATCHLIST_MESSAGES = {
  unavailable: ERROR_TEXTS.token_monitoring_unavailable,
  enterAddress: 'Please enter the token contract address',
  noSmartContracts: 'This blockchain has no smart contracts: choose a chain with token contracts.',
  invalidContract: 'This is not a valid token contract address for the selected blockchain.',
  alreadyWatched: 'This token contract is already on the watchlist.',
  added: 'Token contract added to the watchlist',
  removed: 'Token contract removed from the watchlist',
  empty: 'No token contracts are watched yet. Add one to monitor every transfer of that token.',
} as const;
