import { sql } from 'kysely';
import type { Db } from '../../src/db/client.ts';

/**
 * Unattributed addresses of the demo world paid at least $1,000 in one transfer straight from an address labelled
 * Sanctions: the default sanctions exposure rules fire on them.
 */
export async function sanctionedPayees(db: Db, blockchain: number, count: number): Promise<string[]> {
  const rows = await sql<{ address: string }>`
    SELECT DISTINCT t.to_address AS address FROM transfers t
    JOIN labels l ON l.blockchain = t.blockchain AND l.address = t.from_address
    JOIN entities e ON e.id = l.entity_id AND e.category = 'Sanctions'
    WHERE t.blockchain = ${blockchain} AND t.value_usd >= 1000
      AND NOT EXISTS (SELECT 1 FROM labels m WHERE m.blockchain = t.blockchain AND m.address = t.to_address)
    ORDER BY 1 LIMIT ${count}`.execute(db);
  return rows.rows.map((r) => r.address);
}
