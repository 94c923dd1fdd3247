import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.ts';
import {
  type ChainTransferRow,
  columnRowsOf,
  columnStoreOf,
  type StoredTransfer,
} from '../chain-store/index.ts';
import { fromBaseUnits, splitUtxo, toBaseUnits } from './amounts.ts';
import { chunks, inTransaction } from './batch.ts';
import { copyRows } from './copy.ts';
import { PriceBook, usd } from './price-book.ts';
import type { BlockBatch, TransactionInput, TransferInput, WriteResult } from './types.ts';

export type WriteOptions = {
  /** Reuse one price book across batches (default: loaded per call). */
  prices?: PriceBook;
  /**
   * The embedded engine behind `db`, when it is one: rows then go in with COPY, about twice as fast as multi-row
   * INSERTs on PGlite. Ignored when `db` is already a transaction (PGlite locks itself for Kysely transactions).
   */
  pglite?: PGlite;
};

/**
 * Store a batch of transactions with their UTXO inputs/outputs and transfers, atomically, with multi-row INSERTs
 * (or COPY on PGlite). Idempotent per (blockchain, hash): a hash already stored is skipped with all it carries.
 * USD values are taken at block time from `prices`. Address facts are NOT refreshed here: call
 * refreshAddressFacts once after a load. With a column store attached (CHAIN_STORE_URL) the batch's transfers also
 * go there, in one insert made before the PostgreSQL transaction commits (a failed insert stores nothing).
 */
export async function writeBlocks(
  db: Db,
  blockchain: number,
  batch: BlockBatch,
  options: WriteOptions = {},
): Promise<WriteResult> {
  const result: WriteResult = { inserted: 0, skipped: 0, transfers: 0, addresses: new Set() };
  const unique = new Map<string, TransactionInput>();
  for (const tx of batch.transactions) if (!unique.has(tx.hash)) unique.set(tx.hash, tx);
  const txs = [...unique.values()];
  result.skipped = batch.transactions.length - txs.length;
  if (txs.length === 0) return result;
  const prices = options.prices ?? (await PriceBook.load(db, symbolsOf(txs, batch.native.symbol)));
  const column = columnStoreOf(db);
  const rows = new RowBuilder(blockchain, batch, prices, column !== undefined);

  if (options.pglite && !db.isTransaction) {
    const pglite = options.pglite;
    await pglite.transaction(async (tx) => {
      const known = await tx.query<{ hash: string }>(
        'SELECT hash FROM chain_transactions WHERE blockchain = $1 AND hash = ANY($2::text[])',
        [blockchain, txs.map((t) => t.hash)],
      );
      const stored = new Set(known.rows.map((r) => r.hash));
      const fresh = txs.filter((t) => !stored.has(t.hash));
      if (fresh.length === 0) return;
      const ids = await tx.query<{ id: number }>(
        `SELECT nextval(pg_get_serial_sequence('chain_transactions', 'id')) AS id FROM generate_series(1, $1)`,
        [fresh.length],
      );
      const txRows = fresh.map((t, i) => ({ id: Number(ids.rows[i]?.id), ...rows.transaction(t) }));
      await copyRows(tx, 'chain_transactions', txRows);
      for (const [i, t] of fresh.entries()) rows.children(t, txRows[i]?.id as number, result);
      await copyRows(tx, 'tx_io', rows.io);
      await copyRows(tx, 'transfers', rows.transfers);
      if (column) await column.addTransfers(rows.column);
      result.inserted = fresh.length;
    });
  } else {
    await inTransaction(db, async (trx) => {
      const ids = new Map<string, number>();
      for (const part of chunks(txs)) {
        const inserted = await trx
          .insertInto('chain_transactions')
          .values(part.map((t) => rows.transaction(t)))
          .onConflict((oc) => oc.columns(['blockchain', 'hash']).doNothing())
          .returning(['id', 'hash'])
          .execute();
        for (const row of inserted) ids.set(row.hash, row.id);
      }
      for (const t of txs) {
        const id = ids.get(t.hash);
        if (id !== undefined) rows.children(t, id, result);
      }
      for (const part of chunks(rows.io)) await trx.insertInto('tx_io').values(part).execute();
      for (const part of chunks(rows.transfers)) await trx.insertInto('transfers').values(part).execute();
      if (column) await column.addTransfers(rows.column);
      result.inserted = ids.size;
    });
  }
  result.skipped += txs.length - result.inserted;
  result.transfers = rows.transfers.length;
  return result;
}

type IoRow = {
  tx_id: number;
  is_input: boolean;
  position: number;
  address: string;
  asset_symbol: string;
  amount: string;
  value_usd: string;
};
type TransferRow = StoredTransfer & {
  blockchain: number;
  tx_id: number;
  block_number: number | null;
  block_time: Date | null;
};

/** Turns inputs into table rows, valuing them at block time. */
class RowBuilder {
  readonly io: IoRow[] = [];
  readonly transfers: TransferRow[] = [];
  /** The same transfers for the column store (when there is one). */
  readonly column: ChainTransferRow[] = [];

  constructor(
    private readonly blockchain: number,
    private readonly batch: BlockBatch,
    private readonly prices: PriceBook,
    private readonly forColumnStore = false,
  ) {}

  transaction(tx: TransactionInput) {
    const { symbol, decimals } = this.batch.native;
    const price = this.prices.priceAt(symbol, tx.blockTime);
    const value = tx.value !== undefined ? String(tx.value) : nativeValue(tx, symbol, decimals);
    return {
      blockchain: this.blockchain,
      hash: tx.hash,
      block_number: tx.blockNumber,
      block_time: tx.blockTime,
      fee: String(tx.fee ?? 0),
      fee_usd: usd(Number(tx.fee ?? 0) * price),
      value,
      value_usd: usd(Number(value) * price),
      is_coinbase: tx.isCoinbase ?? false,
      status: tx.status ?? 1,
    };
  }

  children(tx: TransactionInput, txId: number, result: WriteResult): void {
    const { symbol } = this.batch.native;
    const price = this.prices.priceAt(symbol, tx.blockTime);
    for (const [isInput, list] of [
      [true, tx.inputs ?? []],
      [false, tx.outputs ?? []],
    ] as const) {
      list.forEach((io, position) => {
        this.io.push({
          tx_id: txId,
          is_input: isInput,
          position,
          address: io.address,
          asset_symbol: symbol,
          amount: String(io.amount),
          value_usd: usd(Number(io.amount) * price),
        });
      });
    }
    const transfers = tx.transfers ?? derivedTransfers(tx, this.batch.native);
    const first = this.transfers.length;
    transfers.forEach((t, position) => {
      const valueUsd = t.valueUsd ?? Number(t.amount) * this.prices.priceAt(t.assetSymbol, tx.blockTime);
      this.transfers.push({
        blockchain: this.blockchain,
        tx_id: txId,
        transfer_type: t.type,
        position,
        from_address: t.from,
        to_address: t.to,
        asset_symbol: t.assetSymbol,
        asset_contract: t.assetContract ?? '',
        amount: String(t.amount),
        value_usd: usd(valueUsd),
        block_number: tx.blockNumber,
        block_time: tx.blockTime,
      });
      if (t.from) result.addresses.add(t.from);
      if (t.to) result.addresses.add(t.to);
    });
    if (!this.forColumnStore) return;
    const blockTime = tx.blockTime ? Math.floor(tx.blockTime.getTime() / 1000) : 0;
    this.column.push(
      ...columnRowsOf(
        { blockchain: this.blockchain, txId, txHash: tx.hash, blockNumber: tx.blockNumber ?? 0, blockTime },
        this.transfers.slice(first),
      ),
    );
  }
}

function derivedTransfers(tx: TransactionInput, native: BlockBatch['native']): TransferInput[] {
  if (tx.isCoinbase || !tx.inputs?.length || !tx.outputs?.length) return [];
  return splitUtxo(tx.inputs, tx.outputs, native);
}

function nativeValue(tx: TransactionInput, symbol: string, decimals: number): string {
  let total = 0n;
  if (tx.outputs?.length) {
    for (const o of tx.outputs) total += toBaseUnits(o.amount, decimals);
  } else {
    for (const t of tx.transfers ?? []) {
      if ((t.type === 1 || t.type === 8) && t.assetSymbol === symbol && !t.assetContract) {
        total += toBaseUnits(t.amount, decimals);
      }
    }
  }
  return fromBaseUnits(total, decimals);
}

function symbolsOf(txs: readonly TransactionInput[], native: string): string[] {
  const symbols = new Set([native]);
  for (const tx of txs) for (const t of tx.transfers ?? []) symbols.add(t.assetSymbol);
  return [...symbols];
}
