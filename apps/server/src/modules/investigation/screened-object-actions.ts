import { LIMITS } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import { updateOpenAlertsOf } from '../alerts/index.ts';
import { archiveScreenedObject } from '../screening/index.ts';

type ScreenedType = 'address' | 'transaction';
type OpenAlertsChange = Parameters<typeof updateOpenAlertsOf>[3];

/** What Update Open Alerts of a list acts on: the ticked rows, or else every row its filters match. */
export type ListSelection = {
  type: ScreenedType;
  ids: readonly number[] | undefined;
  matching: (
    workspaceId: number,
    page: { offset: number; limit: number },
  ) => Promise<{ rows: { id: number }[] }>;
};

/**
 * Update Open Alerts of the addresses' or the transactions' list: of the selection, or of every row the filters
 * match (at most the export's cap of rows).
 */
export async function updateOpenAlertsOfSelection(
  db: Db,
  request: FastifyRequest,
  selection: ListSelection,
  body: { workflow_stage: number; comment: OpenAlertsChange['comment'] },
) {
  const scope = { workspaceId: requireScope(request).workspaceId, userId: requireCaller(request).userId };
  const ids =
    selection.ids ??
    (
      await selection.matching(scope.workspaceId, { offset: 0, limit: LIMITS.dashboardDownloadMaxRecords })
    ).rows.map((row) => row.id);
  return updateOpenAlertsOf(
    db,
    scope,
    { type: selection.type, ids },
    { workflowStage: body.workflow_stage, comment: body.comment },
  );
}

/** Archive a screened address or transaction of the caller's workspace; 404 when it has none of that id. */
export async function archiveOrNotFound(db: Db, request: FastifyRequest, type: ScreenedType, id: number) {
  const archived = await archiveScreenedObject(db, type, {
    workspaceId: requireScope(request).workspaceId,
    id,
    caller: requireCaller(request),
  });
  if (!archived) throw notFound();
}
