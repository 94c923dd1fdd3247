import type { CaseLite } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { CaseEntityKind } from './case-entity.ts';

/** The cases of the workspace that hold the entity, newest first (its Associated Cases tab). */
export async function associatedCasesOf(
  db: Db,
  workspaceId: number,
  entity: { type: CaseEntityKind; id: number },
): Promise<CaseLite[]> {
  return db
    .selectFrom('cases as c')
    .innerJoin('case_entities as ce', 'ce.case_id', 'c.id')
    .select(['c.id', 'c.case_id', 'c.name', 'c.status'])
    .where('c.workspace_id', '=', workspaceId)
    .where('ce.entity_type', '=', entity.type)
    .where('ce.object_id', '=', entity.id)
    .orderBy('c.id', 'desc')
    .execute();
}

/** The entity page's case fields: its associated cases and whether any case holds it. */
export async function caseFieldsOf(
  db: Db,
  workspaceId: number,
  entity: { type: CaseEntityKind; id: number },
): Promise<{
  associated_cases: { id: number; case_id: string; name: string }[];
  is_included_in_case: boolean;
}> {
  const cases = await associatedCasesOf(db, workspaceId, entity);
  return {
    associated_cases: cases.map((c) => ({ id: c.id, case_id: c.case_id, name: c.name })),
    is_included_in_case: cases.length > 0,
  };
}
