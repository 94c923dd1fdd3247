import { CHAINS } from '@riskscreen/shared';

/** The chains with smart contracts (token contracts to watch); Bitcoin and other coin-only chains are not offered. */
export const TOKEN_CHAIN_OPTIONS = CHAINS.filter((c) => c.supportsTokens && !c.deprecated).map((c) => ({
  value: String(c.blockchain),
  label: `${c.label} (${c.code})`,
}));
