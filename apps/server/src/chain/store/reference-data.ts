import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { chunks, inTransaction } from './batch.ts';
import { type PriceBook, usd } from './price-book.ts';
import type { Amount } from './types.ts';

export type AssetInput = {
  blockchain: number;
  symbol: string;
  name: string;
  /** '' for the native asset. */
  contractAddress?: string;
  decimals: number;
  isNative?: boolean;
};

/** Insert or update assets (unique per chain and contract). */
export async function upsertAssets(db: Db, assets: readonly AssetInput[]): Promise<void> {
  for (const part of chunks(assets)) {
    await db
      .insertInto('assets')
      .values(
        part.map((a) => ({
          blockchain: a.blockchain,
          symbol: a.symbol,
          name: a.name,
          contract_address: a.contractAddress ?? '',
          decimals: a.decimals,
          is_native: a.isNative ?? !a.contractAddress,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['blockchain', 'contract_address']).doUpdateSet((eb) => ({
          symbol: eb.ref('excluded.symbol'),
          name: eb.ref('excluded.name'),
          decimals: eb.ref('excluded.decimals'),
          is_native: eb.ref('excluded.is_native'),
        })),
      )
      .execute();
  }
}

export type PriceInput = { assetSymbol: string; day: string; usd: Amount };

/** Insert or replace daily USD prices (day = YYYY-MM-DD, UTC). */
export async function upsertPrices(db: Db, prices: readonly PriceInput[]): Promise<void> {
  for (const part of chunks(prices)) {
    await db
      .insertInto('prices')
      .values(part.map((p) => ({ asset_symbol: p.assetSymbol, day: p.day, usd: String(p.usd) })))
      .onConflict((oc) =>
        oc.columns(['asset_symbol', 'day']).doUpdateSet((eb) => ({ usd: eb.ref('excluded.usd') })),
      )
      .execute();
  }
}

/**
 * Re-value stored rows of the given assets at block time after prices changed (e.g. a price import): transfers,
 * and for native assets tx_io and the transactions' value/fee. Each row takes the price of its UTC day or the
 * closest earlier day, as PriceBook values rows at sync; rows older than every price keep their value.
 */
export async function revalueAtBlockTime(db: Db, symbols: readonly string[]): Promise<void> {
  if (symbols.length === 0) return;
  const list = sql.val([...symbols]);
  const priceDay = (symbol: ReturnType<typeof sql.ref>, time: ReturnType<typeof sql.ref>) => sql`(
    SELECT max(q.day) FROM prices q
    WHERE q.asset_symbol = ${symbol} AND q.day <= (${time} AT TIME ZONE 'UTC')::date
  )`;
  await sql`
    UPDATE transfers t SET value_usd = round(t.amount * p.usd, 6)
    FROM prices p
    WHERE t.asset_symbol = ANY(${list}::text[]) AND p.asset_symbol = t.asset_symbol
      AND p.day = ${priceDay(sql.ref('t.asset_symbol'), sql.ref('t.block_time'))}
  `.execute(db);
  await sql`
    UPDATE tx_io io SET value_usd = round(io.amount * p.usd, 6)
    FROM chain_transactions c, prices p
    WHERE io.tx_id = c.id AND io.asset_symbol = ANY(${list}::text[]) AND p.asset_symbol = io.asset_symbol
      AND p.day = ${priceDay(sql.ref('io.asset_symbol'), sql.ref('c.block_time'))}
  `.execute(db);
  await sql`
    UPDATE chain_transactions c SET value_usd = round(c.value * p.usd, 6), fee_usd = round(c.fee * p.usd, 6)
    FROM assets a, prices p
    WHERE a.blockchain = c.blockchain AND a.is_native AND a.symbol = ANY(${list}::text[])
      AND p.asset_symbol = a.symbol AND p.day = ${priceDay(sql.ref('a.symbol'), sql.ref('c.block_time'))}
  `.execute(db);
  // Stored transfers changed value: chain graphs held in memory are built again, not grown (decision 0091).
  await db.updateTable('chain_sync').set({ rewritten_at: sql`now()` }).execute();
}

export type AddressAttributes = {
  address: string;
  isContract?: boolean;
  /** The wallet that owns a token account (Solana-style associated accounts, Tron/EVM deposit forwarders). */
  tokenAccountOwner?: string | null;
};

/** Set provider-known address flags (creating the address row when new). */
export async function writeAddressAttributes(
  db: Db,
  blockchain: number,
  rows: readonly AddressAttributes[],
): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto('chain_addresses')
      .values(
        part.map((r) => ({
          blockchain,
          address: r.address,
          first_seen: null,
          last_seen: null,
          is_contract: r.isContract ?? false,
          token_account_owner: r.tokenAccountOwner ?? null,
          cluster_id: null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['blockchain', 'address']).doUpdateSet((eb) => ({
          is_contract: eb.ref('excluded.is_contract'),
          token_account_owner: eb.ref('excluded.token_account_owner'),
        })),
      )
      .execute();
  }
}

export type ClusterInput = { representative: string; members: readonly string[] };

/**
 * Store clusters (common-input heuristic for UTXO chains, or provider-known groupings) and point their member
 * addresses at them. Returns the cluster id per representative.
 */
export async function writeClusters(
  db: Db,
  blockchain: number,
  clusters: readonly ClusterInput[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await inTransaction(db, async (trx) => {
    for (const part of chunks(clusters)) {
      const rows = await trx
        .insertInto('clusters')
        .values(part.map((c) => ({ blockchain, representative: c.representative, size: c.members.length })))
        .returning(['id', 'representative'])
        .execute();
      for (const row of rows) ids.set(row.representative, row.id);
    }
    const members = clusters.flatMap((c) =>
      c.members.map((address) => ({ address, id: ids.get(c.representative) })),
    );
    for (const part of chunks(members)) {
      await trx
        .insertInto('chain_addresses')
        .values(
          part.map((m) => ({
            blockchain,
            address: m.address,
            first_seen: null,
            last_seen: null,
            token_account_owner: null,
            cluster_id: m.id ?? null,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['blockchain', 'address'])
            .doUpdateSet((eb) => ({ cluster_id: eb.ref('excluded.cluster_id') })),
        )
        .execute();
    }
  });
  return ids;
}

export type BalanceInput = { address: string; assetSymbol: string; assetContract?: string; balance: Amount };

/** Insert or replace balances; balance_usd at the latest known price. */
export async function writeBalances(
  db: Db,
  blockchain: number,
  rows: readonly BalanceInput[],
  prices: PriceBook,
): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto('balances')
      .values(
        part.map((b) => ({
          blockchain,
          address: b.address,
          asset_symbol: b.assetSymbol,
          asset_contract: b.assetContract ?? '',
          balance: String(b.balance),
          balance_usd: usd(Number(b.balance) * prices.latest(b.assetSymbol)),
        })),
      )
      .onConflict((oc) =>
        oc.columns(['blockchain', 'address', 'asset_contract']).doUpdateSet((eb) => ({
          balance: eb.ref('excluded.balance'),
          balance_usd: eb.ref('excluded.balance_usd'),
        })),
      )
      .execute();
  }
}

/** Record how far a provider has synced a chain. */
export async function markSynced(
  db: Db,
  sync: { blockchain: number; provider: string; lastBlock: number | null; lastBlockTime: Date | null },
): Promise<void> {
  await db
    .insertInto('chain_sync')
    .values({
      blockchain: sync.blockchain,
      provider: sync.provider,
      last_synced_block: sync.lastBlock,
      last_synced_block_timestamp: sync.lastBlockTime,
      last_updated_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('blockchain').doUpdateSet((eb) => ({
        provider: eb.ref('excluded.provider'),
        last_synced_block: eb.ref('excluded.last_synced_block'),
        last_synced_block_timestamp: eb.ref('excluded.last_synced_block_timestamp'),
        last_updated_at: eb.ref('excluded.last_updated_at'),
      })),
    )
    .execute();
}
