import { InTransactionHook } from '../../platform/index.ts';

/** Rules that stopped running: disabled, their policy disabled, or their custom list turned off. */
export type RetiredRules = { workspaceId: number; ruleIds: readonly number[] };

/**
 * Announced in the transaction that retires the rules, so the alerts they raised change with them (they go to
 * Inactive) without the rules area knowing the alerts area; modules/wiring.ts names the consumers.
 */
export const rulesRetired = new InTransactionHook<RetiredRules>('rules retired');
