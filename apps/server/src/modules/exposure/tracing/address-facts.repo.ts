import { columnStoreOf } from '../../../chain/chain-store/index.ts';
import type { Db } from '../../../db/client.ts';

export type AddressFacts = {
  firstSeen: Date | null;
  lastSeen: Date | null;
  totalIncomingUsd: number;
  totalOutgoingUsd: number;
  counterpartyCount: number;
  isContract: boolean;
  tokenAccountOwner: string | null;
  clusterId: number | null;
  clusterSize: number;
};

/** What the chain store knows about an address; null when the provider never saw it. */
export async function loadAddressFacts(
  db: Db,
  blockchain: number,
  address: string,
): Promise<AddressFacts | null> {
  return (await loadAddressFactsOf(db, blockchain, [address])).get(address) ?? null;
}

/** What the chain store knows about each of a chain's addresses, in one statement; absent: never seen. */
export async function loadAddressFactsOf(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
): Promise<Map<string, AddressFacts>> {
  const found = new Map<string, AddressFacts>();
  if (addresses.length === 0) return found;
  const rows = await db
    .selectFrom('chain_addresses as a')
    .leftJoin('clusters as c', 'c.id', 'a.cluster_id')
    .select([
      'a.address',
      'a.first_seen',
      'a.last_seen',
      'a.total_incoming_usd',
      'a.total_outgoing_usd',
      'a.counterparty_count',
      'a.is_contract',
      'a.token_account_owner',
      'a.cluster_id',
      'c.size as cluster_size',
    ])
    .where('a.blockchain', '=', blockchain)
    .where('a.address', 'in', addresses)
    .execute();
  for (const row of rows) {
    found.set(row.address, {
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
      totalIncomingUsd: Number(row.total_incoming_usd),
      totalOutgoingUsd: Number(row.total_outgoing_usd),
      counterpartyCount: row.counterparty_count,
      isContract: row.is_contract,
      tokenAccountOwner: row.token_account_owner,
      clusterId: row.cluster_id,
      clusterSize: row.cluster_size ?? 1,
    });
  }
  // With a column store, the facts computed from transfers come from there (the flags stay PostgreSQL's).
  const store = columnStoreOf(db);
  if (store) {
    const activity = await store.activity(blockchain, addresses);
    for (const address of new Set(addresses)) {
      const computed = activity.get(address);
      const flags = found.get(address);
      if (!computed) continue;
      found.set(address, {
        firstSeen: computed.firstSeen,
        lastSeen: computed.lastSeen,
        totalIncomingUsd: computed.totalIncomingUsd,
        totalOutgoingUsd: computed.totalOutgoingUsd,
        counterpartyCount: computed.counterpartyCount,
        isContract: flags?.isContract ?? false,
        tokenAccountOwner: flags?.tokenAccountOwner ?? null,
        clusterId: flags?.clusterId ?? null,
        clusterSize: flags?.clusterSize ?? 1,
      });
    }
  }
  return found;
}

/** Addresses of a cluster (the origin of a cluster-wide screening), the screened address first. */
export async function clusterAddresses(
  db: Db,
  blockchain: number,
  clusterId: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('chain_addresses')
    .select('address')
    .where('blockchain', '=', blockchain)
    .where('cluster_id', '=', clusterId)
    .orderBy('address')
    .limit(limit)
    .execute();
  return rows.map((r) => r.address);
}

export type Holding = { token: string; contract: string; balance: number; balanceUsd: number };

/** Balances per asset; the native asset has an empty contract. */
export async function loadHoldings(db: Db, blockchain: number, address: string): Promise<Holding[]> {
  return (await loadHoldingsOf(db, blockchain, [address])).get(address) ?? [];
}

/** Each address's balances per asset, largest first, in one statement; absent: no balance. */
export async function loadHoldingsOf(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
): Promise<Map<string, Holding[]>> {
  const found = new Map<string, Holding[]>();
  if (addresses.length === 0) return found;
  const rows = await db
    .selectFrom('balances')
    .select(['address', 'asset_symbol', 'asset_contract', 'balance', 'balance_usd'])
    .where('blockchain', '=', blockchain)
    .where('address', 'in', addresses)
    .orderBy('address')
    .orderBy('balance_usd', 'desc')
    .execute();
  for (const r of rows) {
    const holding = {
      token: r.asset_symbol,
      contract: r.asset_contract,
      balance: Number(r.balance),
      balanceUsd: Number(r.balance_usd),
    };
    const list = found.get(r.address);
    if (list) list.push(holding);
    else found.set(r.address, [holding]);
  }
  return found;
}
