import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import type { ExposureDeps } from '../../exposure/index.ts';
import { findCycleSnapshot, hasAlert, listAlertCycles } from './alert-cycles.repo.ts';
import { compareCounterpartySummaries, compareInvestigationTrees } from './compare-snapshots.ts';
import { currentSnapshot } from './current-exposure.ts';

/** An alert's cycles and their snapshots, as kept and compared with now (spec part 3 §7.1). */
export const alertCycleRoutes: RouteModule<BaseDeps & ExposureDeps> = (api, deps) => {
  const { db } = deps;
  const snapshotOf = async (workspaceId: number, cycleId: number) => {
    const snapshot = await findCycleSnapshot(db, workspaceId, cycleId);
    if (!snapshot) throw notFound();
    return snapshot;
  };
  /** The snapshot and the present, traced now. */
  const compared = async (workspaceId: number, cycleId: number) => {
    const before = await snapshotOf(workspaceId, cycleId);
    const comparedAt = new Date();
    const now = await currentSnapshot(deps, workspaceId, before.object, comparedAt);
    return {
      before,
      now,
      dates: { taken_at: before.takenAt.toISOString(), compared_at: comparedAt.toISOString() },
    };
  };

  route(api, endpoints.alertCycles.list, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { alertId } = request.params;
    if (!(await hasAlert(db, workspaceId, alertId))) throw notFound();
    const { offset, limit } = request.query;
    const { rows, count } = await listAlertCycles(db, workspaceId, alertId, { offset, limit });
    return pageOf(request, rows, count, offset, limit);
  });

  route(
    api,
    endpoints.alertCycles.investigationTree,
    { access: 'workspace' },
    async (request) =>
      (await snapshotOf(requireScope(request).workspaceId, request.params.id)).investigationTree,
  );

  route(
    api,
    endpoints.alertCycles.counterpartySummary,
    { access: 'workspace' },
    async (request) =>
      (await snapshotOf(requireScope(request).workspaceId, request.params.id)).counterpartySummary,
  );

  route(api, endpoints.alertCycles.graphComparison, { access: 'workspace' }, async (request) => {
    const { before, now, dates } = await compared(requireScope(request).workspaceId, request.params.id);
    return { ...dates, changes: compareInvestigationTrees(before.investigationTree, now.investigationTree) };
  });

  route(
    api,
    endpoints.alertCycles.counterpartySummaryComparison,
    { access: 'workspace' },
    async (request) => {
      const { before, now, dates } = await compared(requireScope(request).workspaceId, request.params.id);
      const changes = compareCounterpartySummaries(
        { summary: before.counterpartySummary, tree: before.investigationTree },
        { summary: now.counterpartySummary, tree: now.investigationTree },
      );
      return { ...dates, changes };
    },
  );
};
