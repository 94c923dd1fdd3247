import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { sourceTitle } from './label-sources.ts';

/** A current Sanctions label of an address, on whichever chain it was listed. */
export type SanctionsListing = {
  entity: string;
  description: string;
  source: string;
  sourceTitle: string;
};

/**
 * The Sanctions labels valid at `now` of an identifier on every chain: labels of the address itself and of a
 * cluster it belongs to. EVM addresses and bech32 forms are stored lower-case, base58 forms as written: the
 * identifier is looked up as given and in lower case. One row per source and entity.
 */
export async function currentSanctionsListings(
  db: Db,
  identifier: string,
  now: Date,
): Promise<SanctionsListing[]> {
  const forms = [...new Set([identifier, identifier.toLowerCase()])];
  const valid = (alias: string) =>
    sql`(${sql.ref(`${alias}.valid_from`)} IS NULL OR ${sql.ref(`${alias}.valid_from`)} <= ${now})
      AND (${sql.ref(`${alias}.valid_to`)} IS NULL OR ${sql.ref(`${alias}.valid_to`)} > ${now})`;
  const rows = await sql<{ source: string; name: string; description: string }>`
    SELECT DISTINCT l.source, e.name, e.description
    FROM labels l JOIN entities e ON e.id = l.entity_id
    WHERE e.category = 'Sanctions' AND l.address IN (${sql.join(forms)}) AND ${valid('l')}
    UNION
    SELECT DISTINCT l.source, e.name, e.description
    FROM chain_addresses a
    JOIN labels l ON l.cluster_id = a.cluster_id
    JOIN entities e ON e.id = l.entity_id
    WHERE e.category = 'Sanctions' AND a.address IN (${sql.join(forms)}) AND ${valid('l')}
    ORDER BY 1, 2`.execute(db);
  return rows.rows.map((r) => ({
    entity: r.name,
    description: r.description,
    source: r.source,
    sourceTitle: sourceTitle(r.source),
  }));
}
