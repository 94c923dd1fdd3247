import type { Db } from '../../../db/client.ts';

/** A transaction as the chain store holds it; block time null while unconfirmed. */
export type ChainTransaction = {
  id: number;
  blockchain: number;
  hash: string;
  blockNumber: number | null;
  blockTime: Date | null;
  fee: number;
  feeUsd: number;
  value: number;
  valueUsd: number;
  isCoinbase: boolean;
  status: number;
};

/** One value movement of a transaction (transfers table). */
export type TxTransfer = {
  position: number;
  type: number;
  from: string;
  to: string;
  assetSymbol: string;
  assetContract: string;
  amount: number;
  valueUsd: number;
};

export type TxIoRow = {
  position: number;
  address: string;
  assetSymbol: string;
  amount: number;
  valueUsd: number;
};

export async function findChainTransaction(
  db: Db,
  blockchain: number,
  hash: string,
): Promise<ChainTransaction | null> {
  const row = await db
    .selectFrom('chain_transactions')
    .selectAll()
    .where('blockchain', '=', blockchain)
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    blockchain: row.blockchain,
    hash: row.hash,
    blockNumber: row.block_number === null ? null : Number(row.block_number),
    blockTime: row.block_time,
    fee: Number(row.fee),
    feeUsd: Number(row.fee_usd),
    value: Number(row.value),
    valueUsd: Number(row.value_usd),
    isCoinbase: row.is_coinbase,
    status: row.status,
  };
}

/** Every transfer of a transaction, in position order. */
export async function loadTransactionTransfers(db: Db, txId: number): Promise<TxTransfer[]> {
  const rows = await db
    .selectFrom('transfers')
    .select([
      'position',
      'transfer_type',
      'from_address',
      'to_address',
      'asset_symbol',
      'asset_contract',
      'amount',
      'value_usd',
    ])
    .where('tx_id', '=', txId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    position: r.position,
    type: r.transfer_type,
    from: r.from_address,
    to: r.to_address,
    assetSymbol: r.asset_symbol,
    assetContract: r.asset_contract,
    amount: Number(r.amount),
    valueUsd: Number(r.value_usd),
  }));
}

/** UTXO inputs (or outputs) of a transaction, in position order. */
export async function loadTxIo(db: Db, txId: number, isInput: boolean): Promise<TxIoRow[]> {
  const rows = await db
    .selectFrom('tx_io')
    .select(['position', 'address', 'asset_symbol', 'amount', 'value_usd'])
    .where('tx_id', '=', txId)
    .where('is_input', '=', isInput)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    position: r.position,
    address: r.address,
    assetSymbol: r.asset_symbol,
    amount: Number(r.amount),
    valueUsd: Number(r.value_usd),
  }));
}
