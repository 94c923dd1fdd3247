import { validateAddress } from '@riskscreen/engine';
import { cleanIdentifier, type InvestigatedTransactionsPage } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** Addresses as the store keeps them (EVM lower-case…); what does not parse is looked up as given. */
function canonical(blockchain: number, addresses: readonly string[]): string[] {
  return [
    ...new Set(
      addresses
        .map((raw) => {
          const check = validateAddress(blockchain, raw);
          return check.ok ? check.address : cleanIdentifier(raw);
        })
        .filter((a) => a !== ''),
    ),
  ];
}

/**
 * The transactions in which any sender paid any receiver (the graph's side panel for an edge), newest first, with
 * the USD those payments carried, the fee and the block time. Unconfirmed transactions come first.
 */
export async function findInvestigatedTransactions(
  db: Db,
  blockchain: number,
  parties: { sender: readonly string[]; receiver: readonly string[] },
  page: { offset: number; limit: number },
): Promise<InvestigatedTransactionsPage> {
  const senders = canonical(blockchain, parties.sender);
  const receivers = canonical(blockchain, parties.receiver);
  const empty = { count: 0, offset: page.offset, limit: page.limit, results: [] };
  if (senders.length === 0 || receivers.length === 0) return empty;
  const matching = sql`
    FROM transfers tr
    WHERE tr.blockchain = ${blockchain}
      AND tr.from_address = ANY(${senders}::text[])
      AND tr.to_address = ANY(${receivers}::text[])
      AND tr.from_address <> tr.to_address`;
  const total = await sql<{ n: number }>`SELECT count(DISTINCT tr.tx_id) AS n ${matching}`.execute(db);
  const count = Number(total.rows[0]?.n ?? 0);
  if (count === 0) return empty;
  const rows = await sql<{
    hash: string;
    fee_usd: number;
    block_time: Date | null;
    output_value_usd: number;
  }>`
    SELECT t.hash, t.fee_usd, t.block_time, m.output_value_usd
    FROM (SELECT tr.tx_id, sum(tr.value_usd) AS output_value_usd ${matching} GROUP BY tr.tx_id) m
    JOIN chain_transactions t ON t.id = m.tx_id
    ORDER BY t.block_time DESC NULLS FIRST, t.id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}
  `.execute(db);
  return {
    count,
    offset: page.offset,
    limit: page.limit,
    results: rows.rows.map((r) => ({
      txn_id: r.hash,
      output_value_usd: Number(r.output_value_usd),
      fee_usd: Number(r.fee_usd),
      block_date_time: r.block_time ? Math.floor(new Date(r.block_time).getTime() / 1000) : null,
    })),
  };
}
