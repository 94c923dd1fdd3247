import {
  alertDto,
  objectAlertsParams,
  objectAlertsQuery,
  paged,
  workflowStage,
  workspaceQuery,
} from '@riskscreen/shared';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import { listWorkflowStages } from '../alert-records/index.ts';
import { findAlertedObject, listObjectAlerts } from './object-alerts.repo.ts';
import { presentAlert } from './present-alert.ts';

const tags = ['alerts'];
const ROW_ID = /^[1-9]\d{0,9}$/;

/** Alerts of a screened object and the workspace's workflow stages (spec part 3 §7.1, §7.4b). */
export const alertRoutes: RouteModule = (api, { db }) => {
  api.get(
    '/resolutioncenter/api/v4/:type/:id/alerts/',
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: objectAlertsParams,
        querystring: objectAlertsQuery,
        response: { 200: paged(alertDto) },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const { type, id } = request.params;
      const rowId = ROW_ID.test(id) ? Number(id) : Number.NaN;
      if (!Number.isSafeInteger(rowId) || rowId > 2 ** 31 - 1) throw notFound();
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
    },
  );

  api.get(
    '/profile/api/v2/workspaces/workflow-stages/',
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: workspaceQuery, response: { 200: z.array(workflowStage) } },
    },
    async (request) => listWorkflowStages(db, requireScope(request).workspaceId),
  );
};
