import { z } from 'zod';
import { alertDto, objectAlertsParams, objectAlertsQuery, workflowStageChoice } from '../schemas/alerts.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import { defineEndpoint } from './define.ts';

const tags = ['alerts'];

/** Alerts of a screened object and the workspace's workflow stages. */
export const alertEndpoints = {
  /** The alerts the rules raised on a screened address, transaction or customer. */
  ofObject: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/:type/:id/alerts/',
    summary: 'List the alerts raised on a screened address, transaction or customer',
    params: objectAlertsParams,
    query: objectAlertsQuery,
    response: paged(alertDto),
    tags,
  }),
  workflowStages: defineEndpoint({
    method: 'GET',
    path: '/profile/api/v2/workspaces/workflow-stages/',
    summary: "List the workspace's alert workflow stages",
    query: workspaceQuery,
    response: z.array(workflowStageChoice),
    tags,
  }),
};
