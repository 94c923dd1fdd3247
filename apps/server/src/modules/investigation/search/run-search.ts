import {
  type DataCoverage,
  LIMITS,
  type SearchEntityType,
  type SearchGroup,
  type SearchResponse,
  type SearchResultEntity,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { loadLabels } from '../../attribution/index.ts';
import { chainsWithData, primaryLabel, storedDataCoverage } from '../../exposure/index.ts';
import { type Coverage, coverageOf, liteCount, ofCoverage } from './coverage.ts';
import { caseGroup, customerGroup } from './customer-case-search.ts';
import { addressOnChains, type ChainIdentifier, hashOnChains } from './new-identifier.ts';
import {
  findScreenedAddresses,
  findScreenedTransactions,
  type ScreenedHit,
  screenedKeys,
} from './screened-search.repo.ts';
import { type SearchTerms, searchTerms } from './search-terms.ts';
import {
  findAddressesOfEntity,
  findLabelledAddresses,
  findStoreAddresses,
  findStoreTransactions,
  type LabelHit,
} from './store-search.repo.ts';

/** Unscreened matches are counted up to this many ("the most relevant results are shown"). */
export const MAX_UNSCREENED_MATCHES = 1000;
/** A label without a chain applies to every EVM chain: it is listed once, on Ethereum. */
const EVM_DEFAULT_CHAIN = 1;

/** coverage: only the items on chains of that coverage (one coverage group's View all); absent, all of them. */
export type SearchInput = {
  q: string;
  type: SearchEntityType;
  offset: number;
  limit: number;
  coverage?: Coverage | undefined;
};
type Page = { offset: number; limit: number; coverage?: Coverage | undefined };

const EMPTY: SearchGroup = { count: 0, results: [] };

/** The minimum length of a search (spec part 1 §5): 5 characters, 3 for customers and cases. */
export function minimumSearchLength(type: SearchEntityType): number {
  return type === 'customer' || type === 'case'
    ? LIMITS.searchMinLengthCustomerOrCase
    : LIMITS.searchMinLength;
}

export function assertSearchable(q: string, type: SearchEntityType): void {
  const n = minimumSearchLength(type);
  if (q.length < n) throw HttpError.fields({ q: [`Please enter at least ${n} characters`] });
}

/**
 * Global search (spec part 1 §2): the workspace's screened addresses and transactions containing q (as typed, or
 * in the case the store writes hex and bech32), and the
 * chain store's and attribution's addresses and transactions that q names or starts, not yet screened here.
 * A full address or hash that none of these know is offered, unscreened, on every chain whose format it fits (see
 * new-identifier.ts), so a new identifier can still be previewed and screened.
 * The customer and case groups are the workspace's customers and cases that q names (customer-case-search.ts);
 * they have no chain, so a View all of the sanctions-only group leaves them out. Every group says how many of its
 * items are on sanctions-only chains (lite_count), so the results page counts and pages its two coverage groups
 * exactly.
 */
export async function runSearch(
  db: Db,
  workspaceId: number,
  input: SearchInput,
  now = new Date(),
): Promise<SearchResponse> {
  const page: Page = { offset: input.offset, limit: input.limit, coverage: input.coverage };
  const wants = (kind: 'address' | 'transaction') => input.type === 'all' || input.type === kind;
  const terms = searchTerms(input.q);
  const withData = await chainsWithData(db);
  const response: SearchResponse = {
    un_screened_addresses: EMPTY,
    un_screened_transactions: EMPTY,
    addresses: EMPTY,
    transactions: EMPTY,
    customers: EMPTY,
    cases: EMPTY,
  };
  if (wants('address')) {
    const named = await findAddressesOfEntity(db, input.q, now, MAX_UNSCREENED_MATCHES);
    const screened = await findScreenedAddresses(
      db,
      workspaceId,
      terms,
      page,
      named.map((hit) => hit.address),
    );
    response.addresses = {
      count: screened.count,
      lite_count: screened.liteCount,
      results: screened.rows.map(screenedEntity('address')),
    };
    response.un_screened_addresses = await unscreenedAddresses(
      db,
      workspaceId,
      terms,
      page,
      now,
      named,
      withData,
    );
  }
  if (wants('transaction')) {
    const screened = await findScreenedTransactions(db, workspaceId, terms, page);
    response.transactions = {
      count: screened.count,
      lite_count: screened.liteCount,
      results: screened.rows.map(screenedEntity('transaction')),
    };
    response.un_screened_transactions = await unscreenedTransactions(db, workspaceId, terms, page);
  }
  if ((input.type === 'all' || input.type === 'customer') && page.coverage !== 'lite') {
    response.customers = await customerGroup(db, workspaceId, input.q, page);
  }
  if ((input.type === 'all' || input.type === 'case') && page.coverage !== 'lite') {
    response.cases = await caseGroup(db, workspaceId, input.q, page);
  }
  // Nothing knows q (as any kind searched): offer it where its format fits, so it can still be screened.
  const isKnown = [
    response.addresses,
    response.un_screened_addresses,
    response.transactions,
    response.un_screened_transactions,
  ].some((group) => group.count > 0);
  if (!isKnown && wants('address')) {
    response.un_screened_addresses = newIdentifierGroup(addressOnChains(input.q), 'address', page, withData);
  }
  if (!isKnown && wants('transaction')) {
    const found = hashOnChains(input.q, withData);
    response.un_screened_transactions = newIdentifierGroup(found, 'transaction', page, withData);
  }
  return response;
}

/** A new identifier on the chains it fits, unscreened, paged like the other groups. */
function newIdentifierGroup(
  offered: ChainIdentifier[],
  itemType: 'address' | 'transaction',
  page: Page,
  withData: ReadonlySet<number>,
): SearchGroup {
  const found = ofCoverage(offered, page.coverage);
  return {
    count: found.length,
    lite_count: liteCount(found),
    results: found
      .slice(page.offset, page.offset + page.limit)
      .map((item) => unscreened(item, itemType, unfoundCoverage(item.currency, withData))),
  };
}

/** An identifier the chain store does not hold: not on chain where the chain's data is here, else no data. */
function unfoundCoverage(blockchain: number, withData: ReadonlySet<number>): DataCoverage {
  if (coverageOf(blockchain) === 'lite') return 'sanctions_only';
  return withData.has(blockchain) ? 'not_on_chain' : 'no_chain_data';
}
const seconds = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);

function screenedEntity(itemType: 'address' | 'transaction') {
  return (row: ScreenedHit): SearchResultEntity => ({
    identifier: row.identifier,
    currency: row.blockchain,
    item_type: itemType,
    is_screened: true,
    customer_id: row.customer_id,
    name: row.name,
    case_id: null,
    id: row.id,
    coverage: coverageOf(row.blockchain),
    risk_level: row.risk_level,
    block_date_time: seconds(row.block_time),
    data_coverage: storedDataCoverage(row.data_coverage, row.is_found, row.blockchain),
  });
}

/** Exact spellings first, then by identifier and chain. */
function byRelevance(terms: SearchTerms) {
  return (a: { identifier: string; currency: number }, b: { identifier: string; currency: number }) =>
    Number(terms.exact.has(b.identifier)) - Number(terms.exact.has(a.identifier)) ||
    (a.identifier < b.identifier ? -1 : a.identifier > b.identifier ? 1 : 0) ||
    a.currency - b.currency;
}

/**
 * The found identifiers (keyed `chain:identifier`) the workspace has not screened, the most relevant first, at
 * most MAX_UNSCREENED_MATCHES of them.
 */
async function unscreenedMatches<T extends { identifier: string; currency: number }>(
  db: Db,
  workspaceId: number,
  table: 'screened_addresses' | 'screened_transactions',
  found: ReadonlyMap<string, T>,
  terms: SearchTerms,
): Promise<T[]> {
  const screened = await screenedKeys(
    db,
    workspaceId,
    table,
    [...found.values()].map((f) => f.identifier),
  );
  return [...found.entries()]
    .filter(([key]) => !screened.has(key))
    .map(([, item]) => item)
    .sort(byRelevance(terms))
    .slice(0, MAX_UNSCREENED_MATCHES);
}

async function unscreenedAddresses(
  db: Db,
  workspaceId: number,
  terms: SearchTerms,
  page: Page,
  now: Date,
  named: readonly LabelHit[],
  withData: ReadonlySet<number>,
): Promise<SearchGroup> {
  const found = new Map<string, { identifier: string; currency: number }>();
  const add = (blockchain: number, address: string) =>
    found.set(`${blockchain}:${address}`, { identifier: address, currency: blockchain });
  const inStore = new Set<string>();
  for (const hit of await findStoreAddresses(db, terms.addressPrefixes, MAX_UNSCREENED_MATCHES)) {
    add(hit.blockchain, hit.address);
    inStore.add(`${hit.blockchain}:${hit.address}`);
  }
  for (const hit of await findLabelledAddresses(db, terms.addressPrefixes, now, MAX_UNSCREENED_MATCHES)) {
    add(hit.blockchain ?? EVM_DEFAULT_CHAIN, hit.address);
  }
  for (const hit of named) add(hit.blockchain ?? EVM_DEFAULT_CHAIN, hit.address);
  const all = ofCoverage(
    await unscreenedMatches(db, workspaceId, 'screened_addresses', found, terms),
    page.coverage,
  );
  const shown = all.slice(page.offset, page.offset + page.limit);
  const names = await entityNames(db, shown, now);
  return {
    count: all.length,
    lite_count: liteCount(all),
    results: shown.map((item) => {
      const key = `${item.currency}:${item.identifier}`;
      const coverage = inStore.has(key) ? 'chain_data' : unfoundCoverage(item.currency, withData);
      return { ...unscreened(item, 'address', coverage), name: names.get(key) ?? null };
    }),
  };
}

async function unscreenedTransactions(
  db: Db,
  workspaceId: number,
  terms: SearchTerms,
  page: Page,
): Promise<SearchGroup> {
  const found = new Map<string, { identifier: string; currency: number; blockTime: Date | null }>();
  for (const hit of await findStoreTransactions(db, terms.hashPrefixes, MAX_UNSCREENED_MATCHES)) {
    found.set(`${hit.blockchain}:${hit.hash}`, {
      identifier: hit.hash,
      currency: hit.blockchain,
      blockTime: hit.blockTime,
    });
  }
  const all = ofCoverage(
    await unscreenedMatches(db, workspaceId, 'screened_transactions', found, terms),
    page.coverage,
  );
  return {
    count: all.length,
    lite_count: liteCount(all),
    results: all.slice(page.offset, page.offset + page.limit).map((item) => ({
      // Found in the chain store.
      ...unscreened(
        item,
        'transaction',
        coverageOf(item.currency) === 'lite' ? 'sanctions_only' : 'chain_data',
      ),
      block_date_time: seconds(item.blockTime),
    })),
  };
}

function unscreened(
  item: { identifier: string; currency: number },
  itemType: 'address' | 'transaction',
  dataCoverage: DataCoverage,
): SearchResultEntity {
  return {
    identifier: item.identifier,
    currency: item.currency,
    item_type: itemType,
    is_screened: false,
    customer_id: null,
    name: null,
    case_id: null,
    id: null,
    coverage: coverageOf(item.currency),
    risk_level: null,
    block_date_time: null,
    data_coverage: dataCoverage,
  };
}

/** The shown addresses' entity names (their primary label), one lookup per chain. */
async function entityNames(db: Db, items: { identifier: string; currency: number }[], now: Date) {
  const names = new Map<string, string>();
  const byChain = new Map<number, string[]>();
  for (const item of items)
    byChain.set(item.currency, [...(byChain.get(item.currency) ?? []), item.identifier]);
  for (const [blockchain, addresses] of byChain) {
    const labels = await loadLabels(db, blockchain, addresses, now);
    for (const address of addresses) {
      const label = primaryLabel(labels.get(address));
      if (label) names.set(`${blockchain}:${address}`, label.name);
    }
  }
  return names;
}
