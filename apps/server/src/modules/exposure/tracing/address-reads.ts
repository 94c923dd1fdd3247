import { readOnce } from '../../../lib/read-memo.ts';
import { loadLabels, type StoredLabel } from '../../attribution/index.ts';
import {
  type AddressFacts,
  type Holding,
  loadAddressFacts,
  loadAddressFactsOf,
  loadHoldings,
  loadHoldingsOf,
} from './address-facts.repo.ts';
import type { ExposureDeps } from './chain-access.ts';

/**
 * The per-address reads of a screening (chain facts, balances, labels), each through the batch's memo when there
 * is one: a batch reads them for all its addresses ahead (`readAddressesAhead`), one statement per kind of fact,
 * instead of three statements per address.
 */
const factsKey = (blockchain: number, address: string) => `address-facts:${blockchain}:${address}`;
const holdingsKey = (blockchain: number, address: string) => `holdings:${blockchain}:${address}`;
const labelsKey = (blockchain: number, address: string, now: Date) =>
  `labels:${blockchain}:${address}:${now.getTime()}`;

export function addressFactsOf(
  deps: ExposureDeps,
  blockchain: number,
  address: string,
): Promise<AddressFacts | null> {
  return readOnce(deps.reads, factsKey(blockchain, address), () =>
    loadAddressFacts(deps.db, blockchain, address),
  );
}

/**
 * Read the address's facts again once the provider has fetched it (for the rest of the batch too); its balances,
 * read ahead before the fetch, are read again when asked for.
 */
export async function rereadAddressFacts(
  deps: ExposureDeps,
  blockchain: number,
  address: string,
): Promise<AddressFacts | null> {
  const facts = await loadAddressFacts(deps.db, blockchain, address);
  deps.reads?.know(factsKey(blockchain, address), facts);
  deps.reads?.forget(holdingsKey(blockchain, address));
  return facts;
}

export function holdingsOf(deps: ExposureDeps, blockchain: number, address: string): Promise<Holding[]> {
  return readOnce(deps.reads, holdingsKey(blockchain, address), () =>
    loadHoldings(deps.db, blockchain, address),
  );
}

/** The address's own and its cluster's labels valid at `now` (read ahead only for the batch's own time). */
export function labelsOf(
  deps: ExposureDeps,
  blockchain: number,
  address: string,
  now: Date,
): Promise<StoredLabel[]> {
  return readOnce(
    deps.reads,
    labelsKey(blockchain, address, now),
    async () => (await loadLabels(deps.db, blockchain, [address], now)).get(address) ?? [],
  );
}

/**
 * Read the facts, balances and labels (valid at `now`, the batch's screening time) of a batch's addresses on one
 * chain ahead, into the batch's memo: three statements for the batch. Addresses must be in their stored spelling
 * (as validateAddress gives them).
 */
export async function readAddressesAhead(
  deps: ExposureDeps,
  blockchain: number,
  addresses: readonly string[],
  now: Date,
): Promise<void> {
  const { reads, db } = deps;
  if (!reads || addresses.length === 0) return;
  const unique = [...new Set(addresses)];
  const [facts, holdings, labels] = await Promise.all([
    loadAddressFactsOf(db, blockchain, unique),
    loadHoldingsOf(db, blockchain, unique),
    loadLabels(db, blockchain, unique, now),
  ]);
  for (const address of unique) {
    reads.know(factsKey(blockchain, address), facts.get(address) ?? null);
    reads.know(holdingsKey(blockchain, address), holdings.get(address) ?? []);
    reads.know(labelsKey(blockchain, address, now), labels.get(address) ?? []);
  }
}
