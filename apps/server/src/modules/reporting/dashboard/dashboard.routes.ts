import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { exportParams, type QueueDeps, queueExport } from '../../platform/index.ts';
import { requestTimeZone } from '../../rules/index.ts';
import { dashboardAnswer } from './dashboard-answer.ts';
import { DASHBOARD_EXPORTS } from './dashboard-exports.ts';
import { dashboardRange } from './dashboard-range.ts';
import type { WidgetKind } from './widgets.ts';

const WIDGET_KINDS = [
  'addresses',
  'transactions',
  'customers',
  'entities',
  'cases',
  'rules',
  'alerts',
  'alertsEntity',
  'alertsResolutionRecord',
] as const satisfies readonly WidgetKind[];

const DOWNLOADS = [
  { endpoint: 'report', kind: DASHBOARD_EXPORTS.report, title: 'Dashboard report' },
  { endpoint: 'resolvedAlertReport', kind: DASHBOARD_EXPORTS.resolved, title: 'Resolved alerts report' },
  { endpoint: 'openedAlertReport', kind: DASHBOARD_EXPORTS.opened, title: 'Opened alerts report' },
  { endpoint: 'createdAlertReport', kind: DASHBOARD_EXPORTS.created, title: 'Created alerts report' },
] as const;

/** The dashboard: one call per widget group, every member of the workspace may read (spec part 1 §2, §7). */
export const dashboardRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  for (const kind of WIDGET_KINDS) {
    route(api, endpoints.dashboard[kind], { access: 'workspace' }, async (request) => {
      const range = dashboardRange(request.query, requestTimeZone(request.headers));
      return dashboardAnswer(
        deps.db,
        requireScope(request).workspaceId,
        kind,
        range,
        request.query.refresh === 'true',
      );
    });
  }

  // Downloads are queued with the range's time zone and the moment they were asked for (the job reads them so).
  for (const download of DOWNLOADS) {
    route(api, endpoints.dashboard[download.endpoint], { access: 'workspace' }, async (request) => {
      const timeZone = requestTimeZone(request.headers);
      dashboardRange(request.query, timeZone); // a bad range is a 400 now, not a failed download later
      return queueExport(deps, undefined, {
        workspaceId: requireScope(request).workspaceId,
        userId: requireCaller(request).userId,
        kind: download.kind,
        title: download.title,
        params: { ...exportParams(request), time_zone: timeZone, queued_at: new Date().toISOString() },
      });
    });
  }
};
