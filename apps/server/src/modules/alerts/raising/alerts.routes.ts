import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { listWorkflowStages } from '../records/index.ts';
import { listCustomerAlerts } from './customer-alerts.repo.ts';
import { findAlertedObject, listObjectAlerts } from './object-alerts.repo.ts';
import { presentAlert } from './present-alert.ts';

const ROW_ID = /^[1-9]\d{0,9}$/;

/** Alerts of a screened object and the workspace's workflow stages (spec part 3 §7.1, §7.4b). */
export const alertRoutes: RouteModule = (api, { db }) => {
  route(api, endpoints.alerts.ofObject, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { type, id } = request.params;
    const rowId = ROW_ID.test(id) ? Number(id) : Number.NaN;
    if (!Number.isSafeInteger(rowId) || rowId > 2 ** 31 - 1) throw notFound();
    if (type === 'customer') {
      // A customer's alerts are those of its addresses and transactions, each presented with its own object.
      const { offset, limit } = request.query;
      const found = await listCustomerAlerts(db, workspaceId, rowId, { offset, limit });
      if (!found) throw notFound();
      const results = found.rows.map(({ row, object }) => presentAlert(row, object));
      return pageOf(request, results, found.count, offset, limit);
    }
    const object = await findAlertedObject(db, workspaceId, type, rowId);
    if (!object) throw notFound();
    const { offset, limit } = request.query;
    const { rows, count } = await listObjectAlerts(db, workspaceId, object, { offset, limit });
    return pageOf(
      request,
      rows.map((row) => presentAlert(row, object)),
      count,
      offset,
      limit,
    );
  });

  route(api, endpoints.alerts.workflowStages, { access: 'workspace' }, async (request) =>
    listWorkflowStages(db, requireScope(request).workspaceId),
  );

  route(api, endpoints.alerts.workflowStage, { access: 'workspace' }, async (request) => {
    const stages = await listWorkflowStages(db, requireScope(request).workspaceId);
    const stage = stages.find((s) => s.id === request.params.stageId);
    if (!stage) throw notFound();
    return stage;
  });

  // is_status_stage: the stages a person may set (true) or those only the system sets (false).
  const statusStages = async (workspaceId: number, isStatusStage: 'true' | 'false' | undefined) => {
    const stages = await listWorkflowStages(db, workspaceId);
    return isStatusStage === undefined
      ? stages
      : stages.filter((s) => s.is_system !== (isStatusStage === 'true'));
  };
  route(api, endpoints.alerts.stages, { access: 'workspace' }, async (request) =>
    statusStages(requireScope(request).workspaceId, request.query.is_status_stage),
  );
  route(api, endpoints.alerts.stagesLite, { access: 'workspace' }, async (request) =>
    (await statusStages(requireScope(request).workspaceId, request.query.is_status_stage)).map((s) => ({
      id: s.id,
      name: s.name,
      category: s.category,
    })),
  );
};
