import type { TransferEntry, TransferRowDto } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { loadLabels } from '../../attribution/index.ts';
import {
  aggregateLegs,
  assetTotals,
  type ChainTransaction,
  legsOf,
  loadTransactionTransfers,
  loadTxIo,
  primaryLabel,
  tagView,
} from '../../exposure/index.ts';

export const LEG_LISTS = ['inputs', 'outputs', 'aggregated-inputs', 'aggregated-outputs'] as const;
export type LegList = (typeof LEG_LISTS)[number];
/** Transfer types per list: the external transaction is the top-level call (native value or contract call). */
export const TRANSFER_LISTS = {
  'external-transaction': [1, 8],
  'internal-transactions': [7],
  'token-transfers': [4],
} as const satisfies Record<string, readonly number[]>;
export type TransferList = keyof typeof TRANSFER_LISTS;

type Page = { offset: number; limit: number };
type Tags = (address: string) => { name: string | null; type: string | null; subtype: string | null };

/** Attribution of the addresses shown on one page (labels valid now). */
async function tagsFor(db: Db, blockchain: number, addresses: string[], now: Date): Promise<Tags> {
  const labels = await loadLabels(db, blockchain, [...new Set(addresses)], now);
  return (address) => {
    const tag = tagView(primaryLabel(labels.get(address)));
    return { name: tag?.name ?? null, type: tag?.type ?? null, subtype: tag?.subtype ?? null };
  };
}

/**
 * Inputs or outputs of a transaction, one by one or summed per address. The rows of one transaction are few
 * enough to read whole and page here; a transaction the store does not know has none.
 */
export async function legPage(
  db: Db,
  tx: ChainTransaction | null,
  list: LegList,
  page: Page,
  now: Date,
): Promise<{ count: number; results: TransferEntry[] }> {
  if (!tx) return { count: 0, results: [] };
  const side = list.endsWith('inputs') ? 'inputs' : 'outputs';
  const io = await loadTxIo(db, tx.id, side === 'inputs');
  const transfers = io.length > 0 ? [] : await loadTransactionTransfers(db, tx.id);
  const legs = legsOf(side, io, transfers);
  const rows = list.startsWith('aggregated-')
    ? aggregateLegs(legs).map((a) => ({ ...a, position: undefined }))
    : legs.map((l) => ({ ...l, count: undefined }));
  const slice = rows.slice(page.offset, page.offset + page.limit);
  const tags = await tagsFor(
    db,
    tx.blockchain,
    slice.map((r) => r.address),
    now,
  );
  return {
    count: rows.length,
    results: slice.map((r) => {
      const tag = tags(r.address);
      return {
        address: r.address,
        value: r.amount,
        value_usd: r.valueUsd,
        token_symbol: r.assetSymbol,
        tag_name_verbose: tag.name,
        tag_type_verbose: tag.type,
        tag_subtype_verbose: tag.subtype,
        ...(r.position === undefined ? {} : { position: r.position }),
        ...(r.count === undefined ? {} : { count: r.count }),
      };
    }),
  };
}

/** The external transaction (types 1, 8), internal transactions (7) or token transfers (4), in position order. */
export async function transferPage(
  db: Db,
  tx: ChainTransaction | null,
  list: TransferList,
  page: Page,
  now: Date,
): Promise<{ count: number; results: TransferRowDto[] }> {
  if (!tx) return { count: 0, results: [] };
  const types: readonly number[] = TRANSFER_LISTS[list];
  const rows = (await loadTransactionTransfers(db, tx.id)).filter((t) => types.includes(t.type));
  const slice = rows.slice(page.offset, page.offset + page.limit);
  const tags = await tagsFor(
    db,
    tx.blockchain,
    slice.flatMap((t) => [t.from, t.to]),
    now,
  );
  return {
    count: rows.length,
    results: slice.map((t) => {
      const from = tags(t.from);
      const to = tags(t.to);
      return {
        position: t.position,
        type: t.type,
        from_address: t.from,
        to_address: t.to,
        token_symbol: t.assetSymbol,
        token_address: t.assetContract,
        value: t.amount,
        value_usd: t.valueUsd,
        from_tag_name_verbose: from.name,
        from_tag_type_verbose: from.type,
        to_tag_name_verbose: to.name,
        to_tag_type_verbose: to.type,
      };
    }),
  };
}

/** Totals per token moved by token transfers (type 4). */
export async function tokenValues(db: Db, tx: ChainTransaction | null) {
  if (!tx) return [];
  const totals = assetTotals(await loadTransactionTransfers(db, tx.id), new Set([4]));
  return totals.map((t) => ({
    token_symbol: t.token,
    token_address: t.contract,
    value: t.value,
    value_usd: t.valueUsd,
  }));
}
