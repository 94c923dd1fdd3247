import type { RuleTransfer } from '@riskscreen/engine';
import { SENTIMENT_LABELS, type Sentiment } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { loadLabels, type StoredLabel } from '../attribution/index.ts';

/**
 * The behaviour templates read at most this many of the address's latest transfers: enough for every window
 * the rule builder offers on an ordinary address, and a bound on what a megahub costs a screening.
 */
export const MAX_RULE_TRANSFERS = 2_000;

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
  const result = await sql<TransferRow>`
    WITH moves AS (
      (SELECT tx_id, block_time, value_usd, asset_symbol, 1 AS direction, from_address AS counterparty
        FROM transfers
        WHERE blockchain = ${blockchain} AND to_address = ${address} AND from_address <> ${address}
          AND block_time IS NOT NULL AND block_time <= ${now}
        ORDER BY block_time DESC LIMIT ${MAX_RULE_TRANSFERS})
      UNION ALL
      (SELECT tx_id, block_time, value_usd, asset_symbol, -1 AS direction, to_address AS counterparty
        FROM transfers
        WHERE blockchain = ${blockchain} AND from_address = ${address} AND to_address <> ${address}
          AND block_time IS NOT NULL AND block_time <= ${now}
        ORDER BY block_time DESC LIMIT ${MAX_RULE_TRANSFERS})
    )
    SELECT c.hash, m.block_time, m.direction, m.counterparty, m.value_usd, c.fee_usd, m.asset_symbol
    FROM moves m JOIN chain_transactions c ON c.id = m.tx_id
    ORDER BY m.block_time DESC, m.tx_id DESC
    LIMIT ${MAX_RULE_TRANSFERS}
  `.execute(db);
  const rows = result.rows;
  if (rows.length === 0) return [];
  const counterparties = [...new Set(rows.map((r) => r.counterparty))];
  // Counterparty facts cost two lookups over up to 2,000 addresses: only when a rule reads them.
  const [firstSeen, labels] = await Promise.all([
    need.firstSeen ? loadFirstSeen(db, blockchain, counterparties) : new Map<string, number>(),
    need.categories ? loadLabels(db, blockchain, counterparties, now) : new Map<string, StoredLabel[]>(),
  ]);
  return rows.map((r) => {
    const own = labels.get(r.counterparty) ?? [];
    const seen = firstSeen.get(r.counterparty);
    const sentiment = own[0]?.sentiment;
    return {
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
  });
}

function isSentiment(value: number): value is Sentiment {
  return value in SENTIMENT_LABELS;
}

async function loadFirstSeen(db: Db, blockchain: number, addresses: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chain_addresses')
    .select(['address', 'first_seen'])
    .where('blockchain', '=', blockchain)
    .where('address', 'in', addresses)
    .where('first_seen', 'is not', null)
    .execute();
  const out = new Map<string, number>();
  for (const row of rows) {
    if (row.first_seen) out.set(row.address, Math.floor(row.first_seen.getTime() / 1000));
  }
  return out;
}
