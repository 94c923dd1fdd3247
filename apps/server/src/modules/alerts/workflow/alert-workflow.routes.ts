import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { findAlertedObject } from '../raising/index.ts';
import { findAlertDetail } from './alert-detail.ts';
import { listAlertItems, updateAlertItem } from './alert-items.ts';
import { setAlertMonitoring } from './alert-monitoring.ts';
import { alertAuditTrail } from './audit-trail.ts';
import { bulkUpdateAlerts } from './bulk-update.ts';
import { updateAlert } from './update-alert.ts';

const api = endpoints.alertWorkflow;

/** Working an alert (spec part 3 §4.1, §7.1): detail, stage and assignee (singly or in bulk), items, muting, trail. */
export const alertWorkflowRoutes: RouteModule = (app, { db }) => {
  const scopeOf = (request: Parameters<typeof requireScope>[0]) => ({
    workspaceId: requireScope(request).workspaceId,
    userId: requireCaller(request).userId,
  });

  route(app, api.detail, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { type, id, alertId } = request.params;
    const object = await findAlertedObject(db, workspaceId, type, id);
    const detail = object && (await findAlertDetail(db, workspaceId, object, alertId));
    if (!detail) throw notFound();
    return detail;
  });

  route(app, api.update, { access: 'workspace' }, async (request) => {
    const scope = scopeOf(request);
    const { type, id, alertId } = request.params;
    const object = await findAlertedObject(db, scope.workspaceId, type, id);
    if (!object) throw notFound();
    return updateAlert(db, scope, object, alertId, request.body);
  });

  route(app, api.bulkUpdate, { access: 'workspace' }, async (request) =>
    bulkUpdateAlerts(db, scopeOf(request), request.query, request.body),
  );

  route(app, api.items, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const { rows, count } = await listAlertItems(db, workspaceId, request.params.alertId, request.query);
    return pageOf(request, rows, count, offset, limit);
  });

  route(app, api.updateItem, { access: 'workspace' }, async (request) =>
    updateAlertItem(db, scopeOf(request), request.params, request.body),
  );

  route(app, api.monitoring, { access: 'workspace' }, async (request) =>
    setAlertMonitoring(db, scopeOf(request), request.params.alertId, request.body),
  );

  route(app, api.auditTrail, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const { rows, count } = await alertAuditTrail(db, workspaceId, request.params.alertId, { offset, limit });
    return pageOf(request, rows, count, offset, limit);
  });
};
