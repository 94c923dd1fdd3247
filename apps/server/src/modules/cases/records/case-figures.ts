import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/**
 * A case's risk level: the highest of its live entities (0 without any), computed when read so it cannot go stale
 * when an entity is re-screened. `caseId` is a column reference such as 'c.id'.
 */
export function caseRiskLevelSql(caseId: string): RawBuilder<number> {
  const ref = sql.ref(caseId);
  return sql<number>`coalesce((
    SELECT max(x.risk_level) FROM (
      SELECT sa.risk_level FROM case_entities ce
        JOIN screened_addresses sa ON sa.id = ce.object_id AND sa.archived_at IS NULL
        WHERE ce.case_id = ${ref} AND ce.entity_type = 'address'
      UNION ALL
      SELECT st.risk_level FROM case_entities ce
        JOIN screened_transactions st ON st.id = ce.object_id AND st.archived_at IS NULL
        WHERE ce.case_id = ${ref} AND ce.entity_type = 'transaction'
      UNION ALL
      SELECT cu.risk_level FROM case_entities ce
        JOIN customers cu ON cu.id = ce.object_id AND cu.archived_at IS NULL
        WHERE ce.case_id = ${ref} AND ce.entity_type = 'customer'
    ) x
  ), 0)`;
}

/** The open alerts (stage category 0 open or 1 in progress) of a case's entities. */
export function caseOpenAlertsSql(caseId: string): RawBuilder<number> {
  return sql<number>`(
    SELECT count(*)::int FROM case_entities ce
      JOIN alerts a ON a.workspace_id = ce.workspace_id AND a.object_type = ce.entity_type
        AND a.object_id = ce.object_id
      JOIN workflow_stages s ON s.id = a.workflow_stage_id AND s.category IN (0, 1)
      WHERE ce.case_id = ${sql.ref(caseId)}
  )`;
}

/** One case's risk level now. */
export async function caseRiskLevel(db: Db, caseId: number): Promise<number> {
  const row = await db
    .selectFrom('cases as c')
    .select(caseRiskLevelSql('c.id').as('risk_level'))
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  return Number(row?.risk_level ?? 0);
}
