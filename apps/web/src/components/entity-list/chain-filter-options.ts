import { CHAINS, type Chain } from '@riskscreen/shared';

type ChainOption = { value: string; label: string };
export type ChainOptionGroup = { group: string; items: ChainOption[] };

const GROUPS: { group: string; isIn: (chain: Chain) => boolean }[] = [
  { group: 'Full coverage', isIn: (c) => !c.deprecated && c.coverage === 'full' },
  { group: 'Sanctions screening only', isIn: (c) => !c.deprecated && c.coverage === 'lite' },
  { group: 'No longer supported', isIn: (c) => Boolean(c.deprecated) },
];

/**
 * The Blockchain filter's choices (about 120 chains), grouped so the chains that carry activity come first: the
 * fully covered chains, then the chains screened for sanctions only, then the retired one. Within a group the
 * catalogue's order holds (the chains the specification names first); the dropdown is searchable by name and code.
 */
export const CHAIN_FILTER_OPTIONS: ChainOptionGroup[] = GROUPS.map(({ group, isIn }) => ({
  group,
  items: CHAINS.filter(isIn).map((c) => ({ value: String(c.blockchain), label: `${c.label} (${c.code})` })),
}));
