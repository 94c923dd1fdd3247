import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { MEGAHUB_DEGREE } from '../../exposure/index.ts';
import type { AddressKey } from './monitored-targets.ts';

/** One new transfer of the chain store, as a reason names it. */
export type NewTransfer = {
  id: number;
  blockchain: number;
  hash: string;
  from: string;
  to: string;
  amount: number;
  asset: string;
  /** The token contract ('' for the chain's native coin). */
  contract: string;
  valueUsd: number;
};

/** An address a batch of transfers touched: the transfer that reached it first and how many hops away it is. */
export type Touch = { key: AddressKey; transfer: NewTransfer; hops: number };

/** The next transfers after `after`, in id order (at most `limit`). */
export async function transfersAfter(db: Db, after: number, limit: number): Promise<NewTransfer[]> {
  const rows = await db
    .selectFrom('transfers as t')
    .innerJoin('chain_transactions as ct', 'ct.id', 't.tx_id')
    .select([
      't.id',
      't.blockchain',
      'ct.hash',
      't.from_address',
      't.to_address',
      't.amount',
      't.asset_symbol',
      't.asset_contract',
      't.value_usd',
    ])
    .where('t.id', '>', after)
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    blockchain: r.blockchain,
    hash: r.hash,
    from: r.from_address,
    to: r.to_address,
    amount: Number(r.amount),
    asset: r.asset_symbol,
    contract: r.asset_contract,
    valueUsd: Number(r.value_usd),
  }));
}

const keyOf = (k: AddressKey) => `${k.blockchain}:${k.identifier}`;

/**
 * The addresses whose exposure a batch of new transfers can change: both ends of each transfer, and for indirect
 * exposure those up to `maxHops − 1` transfers away from an end (their flows now pass the new funds on). A megahub
 * (an exchange's hot wallet) is touched but not walked through, as the exposure trace does not walk through it;
 * the walk stops at `maxTouched` addresses.
 */
export async function touchedBy(
  db: Db,
  transfers: NewTransfer[],
  options: { maxHops: number; maxTouched?: number },
): Promise<Map<string, Touch>> {
  const maxTouched = options.maxTouched ?? 50_000;
  const touched = new Map<string, Touch>();
  let frontier: Touch[] = [];
  for (const transfer of transfers) {
    for (const identifier of [transfer.to, transfer.from]) {
      const touch = { key: { blockchain: transfer.blockchain, identifier }, transfer, hops: 0 };
      if (touched.has(keyOf(touch.key))) continue;
      touched.set(keyOf(touch.key), touch);
      frontier.push(touch);
    }
  }
  for (let hop = 1; hop < options.maxHops && frontier.length > 0 && touched.size < maxTouched; hop++) {
    const walkable = await withoutMegahubs(db, frontier);
    const next: Touch[] = [];
    for (const [blockchain, group] of groupByChain(walkable)) {
      const byAddress = new Map(group.map((t) => [t.key.identifier, t]));
      const addresses = [...byAddress.keys()];
      const neighbours = await sql<{ address: string; via: string }>`
        SELECT DISTINCT to_address AS address, from_address AS via FROM transfers
          WHERE blockchain = ${blockchain} AND from_address IN (${sql.join(addresses)})
        UNION
        SELECT DISTINCT from_address, to_address FROM transfers
          WHERE blockchain = ${blockchain} AND to_address IN (${sql.join(addresses)})`.execute(db);
      for (const row of neighbours.rows) {
        const key = { blockchain, identifier: row.address };
        const via = byAddress.get(row.via);
        if (!via || touched.has(keyOf(key)) || touched.size >= maxTouched) continue;
        const touch = { key, transfer: via.transfer, hops: hop };
        touched.set(keyOf(key), touch);
        next.push(touch);
      }
    }
    frontier = next;
  }
  return touched;
}

function groupByChain(touches: Touch[]): Map<number, Touch[]> {
  const groups = new Map<number, Touch[]>();
  for (const touch of touches) {
    const group = groups.get(touch.key.blockchain) ?? [];
    group.push(touch);
    groups.set(touch.key.blockchain, group);
  }
  return groups;
}

async function withoutMegahubs(db: Db, touches: Touch[]): Promise<Touch[]> {
  const hubs = new Set<string>();
  for (const [blockchain, group] of groupByChain(touches)) {
    const rows = await db
      .selectFrom('chain_addresses')
      .select('address')
      .where('blockchain', '=', blockchain)
      .where(
        'address',
        'in',
        group.map((t) => t.key.identifier),
      )
      .where('counterparty_count', '>=', MEGAHUB_DEGREE)
      .execute();
    for (const row of rows) hubs.add(`${blockchain}:${row.address}`);
  }
  return touches.filter((t) => !hubs.has(keyOf(t.key)));
}
