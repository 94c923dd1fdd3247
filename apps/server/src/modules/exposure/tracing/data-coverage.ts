import { type Chain, type DataCoverage, getChain } from '@riskscreen/shared';
import { readOnce } from '../../../lib/read-memo.ts';
import { chainsWithData } from '../chains/index.ts';
import type { ExposureDeps } from './chain-access.ts';

/** Whether this installation holds the chain's data (a provider or the demo world synced it); once per batch. */
export async function holdsChainData(deps: ExposureDeps, blockchain: number): Promise<boolean> {
  const held = await readOnce(deps.reads, 'chains-with-data', () => chainsWithData(deps.db));
  return held.has(blockchain);
}

/** What a screening of an object of this chain rested on: the object found in the chain's data, or why not. */
export async function dataCoverageOf(
  deps: ExposureDeps,
  chain: Chain,
  isFound: boolean,
): Promise<DataCoverage> {
  if (chain.coverage === 'lite') return 'sanctions_only';
  if (isFound) return 'chain_data';
  return (await holdsChainData(deps, chain.blockchain)) ? 'not_on_chain' : 'no_chain_data';
}

/** What a stored report rested on; one stored before it was recorded: found in the chain's data, else none held. */
export function storedDataCoverage(
  stored: DataCoverage | null | undefined,
  isFound: boolean,
  blockchain: number,
): DataCoverage {
  if (stored) return stored;
  if ((getChain(blockchain)?.coverage ?? 'lite') === 'lite') return 'sanctions_only';
  return isFound ? 'chain_data' : 'no_chain_data';
}
