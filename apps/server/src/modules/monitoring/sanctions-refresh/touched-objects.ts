import { CHAINS } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** A live screened object a refresh's label changes touch, with what its re-screen needs. */
export type TouchedObject = {
  type: 'address' | 'transaction';
  id: number;
  workspaceId: number;
  blockchain: number;
  identifier: string;
  destinationTag: number | null;
  customerId: string | null;
  customerType: number | null;
  customerAddress: string | null;
  screenedBy: number | null;
};

/** Labels without a chain are listed on every EVM chain (an OFAC ETH address is also on Arbitrum, BSC…). */
const EVM_CHAINS = CHAINS.filter((c) => c.family === 'evm').map((c) => c.blockchain);

/**
 * The live objects of every workspace that a publication's added or ended labels touch and that were last screened
 * before `before` (the refresh: so a re-screen that was stopped resumes with the rest): an address whose own label
 * changed, or whose stored result names a changed address (a counterparty it is exposed to); a transaction whose
 * stored result names one (its senders and receivers) or whose customer address is one. On the same chain, or any
 * EVM chain for a label without one. Addresses first, then transactions, each in id order.
 */
export async function touchedObjects(db: Db, importId: number, before: Date): Promise<TouchedObject[]> {
  const changed = sql`(SELECT DISTINCT l.blockchain, l.address FROM labels l
    WHERE (l.added_by_import = ${importId} OR l.ended_by_import = ${importId}) AND l.address IS NOT NULL)`;
  const sameChain = (alias: string) =>
    sql`(c.blockchain = ${sql.ref(`${alias}.blockchain`)}
      OR (c.blockchain IS NULL AND ${sql.ref(`${alias}.blockchain`)} IN (${sql.join(EVM_CHAINS)})))`;
  const addresses = await sql<TouchedObject>`
    SELECT 'address' AS type, s.id, s.workspace_id AS "workspaceId", s.blockchain, s.identifier,
      s.destination_tag AS "destinationTag", s.customer_id AS "customerId", s.customer_type AS "customerType",
      NULL AS "customerAddress", s.screened_by AS "screenedBy"
    FROM screened_addresses s
    WHERE s.archived_at IS NULL AND s.last_screened_time < ${before}
      AND EXISTS (SELECT 1 FROM ${changed} c WHERE ${sameChain('s')}
        AND (s.identifier = c.address OR strpos(s.result::text, c.address) > 0
          OR strpos(s.investigation_tree::text, c.address) > 0))
    ORDER BY s.id`.execute(db);
  const transactions = await sql<TouchedObject>`
    SELECT 'transaction' AS type, t.id, t.workspace_id AS "workspaceId", t.blockchain, t.identifier,
      NULL AS "destinationTag", t.customer_id AS "customerId", t.customer_type AS "customerType",
      t.customer_address AS "customerAddress", t.screened_by AS "screenedBy"
    FROM screened_transactions t
    WHERE t.archived_at IS NULL AND t.last_screened_time < ${before}
      AND EXISTS (SELECT 1 FROM ${changed} c WHERE ${sameChain('t')}
        AND (t.customer_address = c.address OR strpos(t.result::text, c.address) > 0
          OR strpos(t.investigation_tree::text, c.address) > 0))
    ORDER BY t.id`.execute(db);
  return [...addresses.rows, ...transactions.rows];
}
