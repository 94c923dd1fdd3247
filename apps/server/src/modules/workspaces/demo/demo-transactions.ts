import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** Categories the default Transaction policies look at (sanctions, illicit activity, high-risk organisations). */
const RISKY_CATEGORIES = [
  'Sanctions',
  'Darknet',
  'Coin Mixer',
  'Scam',
  'Theft',
  'Malware',
  'Extortion',
  'High Risk Organization',
];

export type DemoTransaction = { blockchain: number; hash: string };

/**
 * The demo workspace's transactions to screen, deterministic (md5 order is stable and well mixed) and spread over
 * every chain and risk level the default Transaction policies give:
 * - direct: up to `perCategory` transactions per (risky category, chain) paying ≥ $100 to or from an address of
 *   that category (Critical for sanctions, High for illicit activity, Medium for high-risk organisations);
 * - indirect: up to `indirect` per chain of ≥ $1,000 sent on by an unattributed address that received ≥ $1,000
 *   straight from a risky one (High or Medium when enough of its funds were tainted);
 * - the rest a sample of every transaction (mostly No Risk, some exposure further away).
 */
export async function pickDemoTransactions(
  db: Db,
  options: { total: number; perCategory: number; indirect: number },
): Promise<DemoTransaction[]> {
  const categories = sql.join(RISKY_CATEGORIES.map((c) => sql`${c}`));
  const direct = await sql<DemoTransaction>`
    WITH tagged AS (
      SELECT DISTINCT l.blockchain, l.address, e.category FROM labels l JOIN entities e ON e.id = l.entity_id
      WHERE l.address IS NOT NULL AND e.category IN (${categories})
    ), touching AS (
      SELECT t.tx_id, g.category, t.blockchain FROM transfers t
      JOIN tagged g ON g.blockchain = t.blockchain AND g.address = t.from_address WHERE t.value_usd >= 100
      UNION
      SELECT t.tx_id, g.category, t.blockchain FROM transfers t
      JOIN tagged g ON g.blockchain = t.blockchain AND g.address = t.to_address WHERE t.value_usd >= 100
    ), ranked AS (
      SELECT c.blockchain, c.hash,
        row_number() OVER (PARTITION BY x.category, x.blockchain ORDER BY md5(c.hash)) AS n
      FROM touching x JOIN chain_transactions c ON c.id = x.tx_id
    )
    SELECT DISTINCT blockchain, hash FROM ranked WHERE n <= ${options.perCategory}
  `.execute(db);
  const indirect = await sql<DemoTransaction>`
    WITH tagged AS (
      SELECT DISTINCT l.blockchain, l.address FROM labels l JOIN entities e ON e.id = l.entity_id
      WHERE l.address IS NOT NULL AND e.category IN (${categories})
    ), funded AS (
      SELECT DISTINCT t.blockchain, t.to_address AS address FROM transfers t
      JOIN tagged g ON g.blockchain = t.blockchain AND g.address = t.from_address
      WHERE t.value_usd >= 1000
        AND NOT EXISTS (SELECT 1 FROM tagged h WHERE h.blockchain = t.blockchain AND h.address = t.to_address)
    ), ranked AS (
      SELECT c.blockchain, c.hash, row_number() OVER (PARTITION BY c.blockchain ORDER BY md5(c.hash)) AS n
      FROM transfers t
      JOIN funded f ON f.blockchain = t.blockchain AND f.address = t.from_address
      JOIN chain_transactions c ON c.id = t.tx_id
      WHERE t.value_usd >= 1000
        AND NOT EXISTS (SELECT 1 FROM tagged h WHERE h.blockchain = t.blockchain AND h.address = t.to_address)
    )
    SELECT blockchain, hash FROM ranked WHERE n <= ${options.indirect}
  `.execute(db);
  const chosen = new Map<string, DemoTransaction>();
  for (const tx of [...direct.rows, ...indirect.rows]) chosen.set(`${tx.blockchain}:${tx.hash}`, tx);
  const rest = Math.max(0, options.total - chosen.size);
  const sample = await sql<DemoTransaction>`
    SELECT blockchain, hash FROM chain_transactions WHERE value_usd > 0
    ORDER BY md5(hash) LIMIT ${rest + chosen.size}
  `.execute(db);
  for (const tx of sample.rows) {
    if (chosen.size >= options.total) break;
    chosen.set(`${tx.blockchain}:${tx.hash}`, tx);
  }
  // Mixed order: the screenings are spread over weeks, so risky ones should not all be the oldest.
  return [...chosen.values()].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
}
