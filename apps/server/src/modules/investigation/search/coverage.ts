import { CHAINS, getChain } from '@riskscreen/shared';

/** Full: screened against flows and attribution; lite: screened for sanctions only (spec part 1 §2). */
export type Coverage = 'full' | 'lite';

/** A chain's coverage; an unknown chain counts as sanctions-only, like isLite. */
export const coverageOf = (blockchain: number): Coverage => getChain(blockchain)?.coverage ?? 'lite';

/** The numbers of the chains of one coverage (for SQL filters on screened rows). */
export function coverageChains(coverage: Coverage): number[] {
  return CHAINS.filter((chain) => chain.coverage === coverage).map((chain) => chain.blockchain);
}

/** How many items sit on sanctions-only chains (the results page counts its two groups with it). */
export const liteCount = (items: { currency: number }[]) =>
  items.filter((item) => coverageOf(item.currency) === 'lite').length;

/** The items of one coverage, or all of them when none is asked. */
export function ofCoverage<T extends { currency: number }>(items: T[], coverage: Coverage | undefined): T[] {
  return coverage === undefined ? items : items.filter((item) => coverageOf(item.currency) === coverage);
}
