import type { RuleTransfer } from '@riskscreen/engine';
import { SENTIMENT_LABELS, type Sentiment } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { loadLabels, type StoredLabel } from '../../attribution/index.ts';

/**
 * The behaviour templates read at most this many of the address's latest transfers: enough for every window
 * the rule builder offers on an ordinary address, and a bound on what a megahub costs a screening.
 */
export const MAX_RULE_TRANSFERS = 2_000;

/** Counterparties looked up per statement (a batch's can number tens of thousands). */
const LOOKUP_BATCH = 1_000;

/** Which facts about the counterparties the rules read: attribution (template 4) and first-seen time (12). */
export type CounterpartyFacts = { categories: boolean; firstSeen: boolean };

type TransferRow = {
  hash: string;
  block_time: Date;
  direction: number;
  counterparty: string;
  value_usd: number;
  fee_usd: number;
  asset_symbol: string;
};

/**
 * An address's own value movements (self-transfers excluded) up to `now`, newest first, with what the rules
 * need about each counterparty: when it was first seen on chain and its attribution at `now`.
 */
export async function loadRuleTransfers(
  db: Db,
  blockchain: number,
  address: string,
  now: Date,
  need: CounterpartyFacts = { categories: true, firstSeen: true },
): Promise<RuleTransfer[]> {
  return (await loadRuleTransfersOf(db, blockchain, [address], now, need)).get(address) ?? [];
}

/**
 * `loadRuleTransfers` for several addresses of one chain at once: one statement for the movements, and one per
 * counterparty fact for all their counterparties together. An address without movements is absent.
 */
export async function loadRuleTransfersOf(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
  now: Date,
  need: CounterpartyFacts = { categories: true, firstSeen: true },
): Promise<Map<string, RuleTransfer[]>> {
  const found = new Map<string, RuleTransfer[]>();
  const unique = [...new Set(addresses)];
  if (unique.length === 0) return found;
  const owners = sql.join(unique.map((address) => sql`(${address})`));
  // Per address (a lateral join): its latest incoming and outgoing moves, the newest MAX_RULE_TRANSFERS of both.
  const result = await sql<TransferRow & { owner: string }>`
    SELECT q.owner, t.hash, t.block_time, t.direction, t.counterparty, t.value_usd, t.fee_usd, t.asset_symbol
    FROM (VALUES ${owners}) AS q(owner)
    CROSS JOIN LATERAL (
      SELECT m.tx_id, c.hash, m.block_time, m.direction, m.counterparty, m.value_usd, c.fee_usd, m.asset_symbol
      FROM (
        (SELECT tx_id, block_time, value_usd, asset_symbol, 1 AS direction, from_address AS counterparty
          FROM transfers
          WHERE blockchain = ${blockchain} AND to_address = q.owner AND from_address <> q.owner
            AND block_time IS NOT NULL AND block_time <= ${now}
          ORDER BY block_time DESC LIMIT ${MAX_RULE_TRANSFERS})
        UNION ALL
        (SELECT tx_id, block_time, value_usd, asset_symbol, -1 AS direction, to_address AS counterparty
          FROM transfers
          WHERE blockchain = ${blockchain} AND from_address = q.owner AND to_address <> q.owner
            AND block_time IS NOT NULL AND block_time <= ${now}
          ORDER BY block_time DESC LIMIT ${MAX_RULE_TRANSFERS})
      ) m JOIN chain_transactions c ON c.id = m.tx_id
      ORDER BY m.block_time DESC, m.tx_id DESC
      LIMIT ${MAX_RULE_TRANSFERS}
    ) t
    ORDER BY q.owner, t.block_time DESC, t.tx_id DESC
  `.execute(db);
  const rows = result.rows;
  if (rows.length === 0) return found;
  const counterparties = [...new Set(rows.map((r) => r.counterparty))];
  // Counterparty facts cost two lookups over up to 2,000 addresses each: only when a rule reads them.
  const [firstSeen, labels] = await Promise.all([
    need.firstSeen ? loadFirstSeen(db, blockchain, counterparties) : new Map<string, number>(),
    need.categories ? loadLabels(db, blockchain, counterparties, now) : new Map<string, StoredLabel[]>(),
  ]);
  for (const r of rows) {
    const own = labels.get(r.counterparty) ?? [];
    const seen = firstSeen.get(r.counterparty);
    const sentiment = own[0]?.sentiment;
    const transfer: RuleTransfer = {
      txHash: r.hash,
      time: Math.floor(new Date(r.block_time).getTime() / 1000),
      direction: Number(r.direction) === 1 ? 1 : -1,
      counterparty: r.counterparty,
      ...(seen !== undefined && { counterpartyFirstSeen: seen }),
      counterpartyCategories: [...new Set(own.map((l) => l.category))],
      ...(sentiment !== undefined && isSentiment(sentiment) && { counterpartySentiment: sentiment }),
      valueUsd: Number(r.value_usd),
      // The transaction's fee: whoever paid it, it is a property of the transaction the template looks at.
      feeUsd: Number(r.fee_usd),
      tokenSymbol: r.asset_symbol,
    };
    const list = found.get(r.owner);
    if (list) list.push(transfer);
    else found.set(r.owner, [transfer]);
  }
  return found;
}

function isSentiment(value: number): value is Sentiment {
  return value in SENTIMENT_LABELS;
}

/** When each of these addresses of a chain was first seen on it (epoch seconds); unknown ones are left out. */
export async function loadFirstSeen(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let at = 0; at < addresses.length; at += LOOKUP_BATCH) {
    const rows = await db
      .selectFrom('chain_addresses')
      .select(['address', 'first_seen'])
      .where('blockchain', '=', blockchain)
      .where('address', 'in', addresses.slice(at, at + LOOKUP_BATCH))
      .where('first_seen', 'is not', null)
      .execute();
    for (const row of rows) {
      if (row.first_seen) out.set(row.address, Math.floor(row.first_seen.getTime() / 1000));
    }
  }
  return out;
}
