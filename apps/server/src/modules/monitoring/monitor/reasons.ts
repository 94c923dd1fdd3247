import { nativeSymbol } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { NewTransfer, Touch } from './new-transfers.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The entity names attributed (by a label in force) to the ends of the transfers, by 'chain:address'. */
export async function entityNamesOf(
  db: Db,
  transfers: NewTransfer[],
  now: Date,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const addresses = [...new Set(transfers.flatMap((t) => [t.from, t.to]))];
  if (addresses.length === 0) return names;
  const rows = await sql<{ blockchain: number | null; address: string; name: string }>`
    SELECT DISTINCT l.blockchain, l.address, e.name FROM labels l JOIN entities e ON e.id = l.entity_id
    WHERE l.address IN (${sql.join(addresses)}) AND l.ended_by_import IS NULL
      AND (l.valid_to IS NULL OR l.valid_to > ${now})
    ORDER BY e.name`.execute(db);
  for (const transfer of transfers) {
    for (const address of [transfer.from, transfer.to]) {
      const found = rows.rows
        .filter(
          (r) => r.address === address && (r.blockchain === null || r.blockchain === transfer.blockchain),
        )
        .map((r) => r.name);
      if (found.length > 0) names.set(`${transfer.blockchain}:${address}`, [...new Set(found)].join(', '));
    }
  }
  return names;
}

/**
 * The touch a reason should name for each address a batch reached directly: of the batch's transfers at that
 * address, one whose other end is attributed to an entity (the largest such), else the first. A customer paid by
 * friends and by a sanctioned wallet in one block is told about the sanctioned wallet.
 */
export function tellingTouches(
  touched: Map<string, Touch>,
  transfers: NewTransfer[],
  names: Map<string, string>,
): Map<string, Touch> {
  const named = (transfer: NewTransfer, other: string) => names.has(`${transfer.blockchain}:${other}`);
  for (const transfer of transfers) {
    for (const [identifier, other] of [
      [transfer.to, transfer.from],
      [transfer.from, transfer.to],
    ] as const) {
      if (!named(transfer, other)) continue;
      const key = `${transfer.blockchain}:${identifier}`;
      const current = touched.get(key);
      if (!current) continue;
      const currentOther = current.transfer.to === identifier ? current.transfer.from : current.transfer.to;
      const better =
        current.hops > 0 ||
        !named(current.transfer, currentOther) ||
        transfer.valueUsd > current.transfer.valueUsd;
      if (better) touched.set(key, { key: current.key, transfer, hops: 0 });
    }
  }
  return touched;
}

/**
 * Why a transfer made the monitor look at an address, in words: which transfer, from or to which entity, how much,
 * and how far from the address (decision 0074).
 */
export function transferReason(touch: Touch, names: Map<string, string>): string {
  const { transfer, hops, key } = touch;
  const what = transferWords(transfer, names);
  if (hops === 0 && key.identifier === transfer.to) return `New funds received: ${what}`;
  if (hops === 0) return `New funds sent: ${what}`;
  return `New funds ${hops} ${hops === 1 ? 'hop' : 'hops'} away: ${what}`;
}

/** A transfer in words: amount, value, its ends (with the entity attributed to each), its transaction. */
function transferWords(transfer: NewTransfer, names: Map<string, string>): string {
  const party = (address: string) => {
    const name = names.get(`${transfer.blockchain}:${address}`);
    return name ? `${address} (${name})` : address;
  };
  const amount = `${transfer.amount} ${transfer.asset || nativeSymbol(transfer.blockchain)}`;
  const value = transfer.valueUsd > 0 ? ` (${usd.format(transfer.valueUsd)})` : '';
  return `${amount}${value} from ${party(transfer.from)} to ${party(transfer.to)} in transaction ${transfer.hash}`;
}

/**
 * Why a transfer of a token on the workspace's smart contract watchlist made the monitor screen one of its ends
 * (decision 0083): the token by symbol and contract, then the transfer as transferReason words it.
 */
export function watchedTokenReason(transfer: NewTransfer, names: Map<string, string>): string {
  const token = transfer.asset ? `${transfer.asset} (${transfer.contract})` : transfer.contract;
  return `Transfer of watched token ${token}: ${transferWords(transfer, names)}`;
}

export function labelImportReason(row: {
  id: number;
  file_name: string;
  source: string | null;
  rows_imported: number;
  labels_ended: number;
}): string {
  const source = row.source ? `${row.source}, ` : '';
  return `Attribution changed by label import #${row.id} (${source}${row.file_name}: ${row.rows_imported} labels added, ${row.labels_ended} ended)`;
}

export function ruleChangeReason(row: { rule_name: string; policy_name: string; version: number }): string {
  return `Rule changed: "${row.rule_name}" of policy "${row.policy_name}", version ${row.version}`;
}
