import { type AddressTransactionRow, TRANSFER_TYPE_GROUPS } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { toCsv } from '../../../lib/csv.ts';
import { loadLabels } from '../../attribution/index.ts';
import type { ActivityRow, ActivityTarget } from './address-activity.repo.ts';

/** Transaction rows as the table shows them: the counterparties' categories and entity names (labels valid now). */
export async function presentActivityRows(
  db: Db,
  target: ActivityTarget,
  rows: ActivityRow[],
): Promise<AddressTransactionRow[]> {
  const counterparties = [...new Set(rows.flatMap((r) => r.counterparties))].filter((a) => a !== '');
  const labels = await loadLabels(db, target.blockchain, counterparties, target.now);
  return rows.map((row) => {
    const found = row.counterparties.flatMap((a) => labels.get(a) ?? []);
    return {
      transaction_id: row.hash,
      token_symbol: row.tokenSymbol,
      transaction_types: row.types,
      value: row.value,
      value_usd: row.valueUsd,
      direction: row.direction,
      entities: [...new Set(found.map((l) => l.category))].sort(),
      entities_names: [...new Set(found.map((l) => l.name))].sort(),
      block_date_time: row.blockTime,
    };
  });
}

const GROUP_OF = new Map<number, string>(
  Object.entries(TRANSFER_TYPE_GROUPS).flatMap(([group, types]) =>
    types.map((t) => [t, group] as [number, string]),
  ),
);

/** The transactions table as a CSV download (formula-looking cells escaped by toCsv). */
export function activityCsv(rows: AddressTransactionRow[]): string {
  return toCsv(
    [
      'Transaction',
      'Token',
      'Type',
      'Value',
      'Value USD',
      'Direction',
      'Entities Detected',
      'Entity Names',
      'Date (UTC)',
    ],
    rows.map((r) => [
      r.transaction_id,
      r.token_symbol,
      [...new Set(r.transaction_types.map((t) => GROUP_OF.get(t) ?? String(t)))].join('; '),
      r.value,
      r.value_usd,
      r.direction === 1 ? 'Incoming' : 'Outgoing',
      r.entities.join('; '),
      r.entities_names.join('; '),
      r.block_date_time === null ? 'Unconfirmed' : new Date(r.block_date_time * 1000).toISOString(),
    ]),
  );
}

/** A download name made of safe characters only (identifiers may carry ':' tags or '@' in Hedera ids). */
export function csvFileName(prefix: string, identifier: string): string {
  return `${prefix}-${identifier.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120)}.csv`;
}
