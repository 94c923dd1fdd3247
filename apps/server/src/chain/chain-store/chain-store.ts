import type { Db } from '../../db/client.ts';
import { ClickHouseChainStore } from './clickhouse-chain-store.ts';

/**
 * Where a database's chain data lives, besides PostgreSQL's own tables:
 * - `postgres` (the default): PostgreSQL (or PGlite) holds the transfers and address facts, and screening traces
 *   each chain's flow graph held in memory (decision 0007);
 * - `clickhouse` (CHAIN_STORE_URL): transfers, per-pair flows and address facts also go to ClickHouse, and
 *   screening reads only the neighbourhood a trace needs from there, hop by hop (decision 0062).
 */
export type ChainStore = { readonly kind: 'postgres' } | ClickHouseChainStore;

export const POSTGRES_CHAIN_STORE: ChainStore = { kind: 'postgres' };

// Keyed by the database object, so two apps in one process (tests) never share a column store.
const attached = new WeakMap<Db, ClickHouseChainStore>();

/** The chain store a database writes to and screens from (ClickHouse when one was attached to it). */
export function chainStoreOf(db: Db): ChainStore {
  return attached.get(db) ?? POSTGRES_CHAIN_STORE;
}

/** The ClickHouse store of a database, or undefined when its chain data stays in PostgreSQL alone. */
export function columnStoreOf(db: Db): ClickHouseChainStore | undefined {
  return attached.get(db);
}

/** Make `store` the chain store of `db` (the server and the CLI at start, from CHAIN_STORE_URL). */
export function attachChainStore(db: Db, store: ClickHouseChainStore): void {
  attached.set(db, store);
}

/** The store CHAIN_STORE_URL names (an http URL of a ClickHouse server, with the database as its path). */
export function openChainStore(url: string): ClickHouseChainStore {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(
      'CHAIN_STORE_URL must be an http(s) URL of a ClickHouse server, e.g. http://127.0.0.1:8123/riskscreen',
    );
  }
  return new ClickHouseChainStore(url);
}
