import { endpoints } from '@riskscreen/shared';
import { route } from '../../lib/endpoint-route.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import { listWorkflowStages } from '../alert-records/index.ts';
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
};
