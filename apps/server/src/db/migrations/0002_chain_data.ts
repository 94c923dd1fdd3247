import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Chain data store, shared by every provider (demo, evm, esplora). Addresses are stored in their canonical form
 * (EVM lower-case hex; others as validated). Amounts are decimal units of the asset (not base units).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE chain_sync (
      blockchain smallint PRIMARY KEY,
      provider text NOT NULL,
      last_synced_block bigint,
      last_synced_block_timestamp timestamptz,
      last_updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE assets (
      id serial PRIMARY KEY,
      blockchain smallint NOT NULL,
      symbol text NOT NULL,
      name text NOT NULL,
      contract_address text NOT NULL DEFAULT '',
      decimals smallint NOT NULL,
      is_native boolean NOT NULL DEFAULT false,
      UNIQUE (blockchain, contract_address)
    );
    CREATE TABLE prices (
      asset_symbol text NOT NULL,
      day date NOT NULL,
      usd numeric NOT NULL,
      PRIMARY KEY (asset_symbol, day)
    );
    CREATE TABLE clusters (
      id bigserial PRIMARY KEY,
      blockchain smallint NOT NULL,
      representative text NOT NULL,
      size integer NOT NULL DEFAULT 1
    );
    CREATE TABLE chain_transactions (
      id bigserial PRIMARY KEY,
      blockchain smallint NOT NULL,
      hash text NOT NULL,
      block_number bigint,
      block_time timestamptz,
      fee numeric NOT NULL DEFAULT 0,
      fee_usd numeric NOT NULL DEFAULT 0,
      value numeric NOT NULL DEFAULT 0,
      value_usd numeric NOT NULL DEFAULT 0,
      is_coinbase boolean NOT NULL DEFAULT false,
      status smallint NOT NULL DEFAULT 1,
      UNIQUE (blockchain, hash)
    );
    CREATE INDEX chain_transactions_block ON chain_transactions(blockchain, block_number);
    CREATE TABLE tx_io (
      tx_id bigint NOT NULL REFERENCES chain_transactions(id) ON DELETE CASCADE,
      is_input boolean NOT NULL,
      position integer NOT NULL,
      address text NOT NULL,
      asset_symbol text NOT NULL,
      amount numeric NOT NULL,
      value_usd numeric NOT NULL DEFAULT 0,
      PRIMARY KEY (tx_id, is_input, position)
    );
    CREATE INDEX tx_io_address ON tx_io(address);
    CREATE TABLE transfers (
      id bigserial PRIMARY KEY,
      blockchain smallint NOT NULL,
      tx_id bigint NOT NULL REFERENCES chain_transactions(id) ON DELETE CASCADE,
      transfer_type smallint NOT NULL,
      position integer NOT NULL DEFAULT 0,
      from_address text NOT NULL,
      to_address text NOT NULL,
      asset_symbol text NOT NULL,
      asset_contract text NOT NULL DEFAULT '',
      amount numeric NOT NULL,
      value_usd numeric NOT NULL DEFAULT 0,
      block_number bigint,
      block_time timestamptz
    );
    CREATE INDEX transfers_from ON transfers(blockchain, from_address, block_time);
    CREATE INDEX transfers_to ON transfers(blockchain, to_address, block_time);
    CREATE INDEX transfers_tx ON transfers(tx_id);
    CREATE TABLE chain_addresses (
      blockchain smallint NOT NULL,
      address text NOT NULL,
      first_seen timestamptz,
      last_seen timestamptz,
      incoming_count integer NOT NULL DEFAULT 0,
      outgoing_count integer NOT NULL DEFAULT 0,
      total_incoming_usd numeric NOT NULL DEFAULT 0,
      total_outgoing_usd numeric NOT NULL DEFAULT 0,
      counterparty_count integer NOT NULL DEFAULT 0,
      is_contract boolean NOT NULL DEFAULT false,
      token_account_owner text,
      cluster_id bigint REFERENCES clusters(id) ON DELETE SET NULL,
      PRIMARY KEY (blockchain, address)
    );
    CREATE INDEX chain_addresses_cluster ON chain_addresses(cluster_id);
    CREATE TABLE balances (
      blockchain smallint NOT NULL,
      address text NOT NULL,
      asset_symbol text NOT NULL,
      asset_contract text NOT NULL DEFAULT '',
      balance numeric NOT NULL,
      balance_usd numeric NOT NULL DEFAULT 0,
      PRIMARY KEY (blockchain, address, asset_contract)
    );
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
