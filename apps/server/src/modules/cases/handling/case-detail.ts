import type { CaseDetail } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { casesByIds } from './case-list.repo.ts';
import { presentCaseRow } from './case-rows.ts';
import { caseActions } from './case-status.ts';

/** The case page's header and meta: the row, how many live entities of each kind, the actions offered to the caller. */
export async function findCaseDetail(
  db: Db,
  scope: { workspaceId: number; isApprover: boolean },
  caseId: number,
): Promise<CaseDetail> {
  const [row] = await casesByIds(db, scope.workspaceId, [caseId]);
  if (!row) throw notFound();
  const counts = await db
    .selectFrom('case_entities')
    .select(['entity_type', (eb) => eb.fn.countAll<string>().as('n')])
    .where('case_id', '=', caseId)
    .groupBy('entity_type')
    .execute();
  const count = (type: string) => Number(counts.find((c) => c.entity_type === type)?.n ?? 0);
  return {
    ...presentCaseRow(row),
    created_by_name: row.created_by ? row.created_by_name : null,
    addresses_count: count('address'),
    transactions_count: count('transaction'),
    customers_count: count('customer'),
    actions: caseActions(row.status, scope.isApprover),
  };
}
