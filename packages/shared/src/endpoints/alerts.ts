import { z } from 'zod';
import {
  alertDto,
  objectAlertsParams,
  objectAlertsQuery,
  workflowStageChoice,
  workflowStageLite,
  workflowStageParams,
  workflowStagesQuery,
} from '../schemas/alerts.ts';
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
  /** One stage of the workspace, with the stages it may move to. */
  workflowStage: defineEndpoint({
    method: 'GET',
    path: '/profile/api/v2/workspaces/workflow-stages/:stageId/',
    summary: "Get one of the workspace's alert workflow stages",
    params: workflowStageParams,
    query: workspaceQuery,
    response: workflowStageChoice,
    tags,
  }),
  /** The stages, filtered to those a person may set (is_status_stage=true) or those only the system sets. */
  stages: defineEndpoint({
    method: 'GET',
    path: '/profile/api/v2/workflow-stages/',
    summary:
      "List the workspace's workflow stages, optionally only the status stages or only the system ones",
    query: workflowStagesQuery,
    response: z.array(workflowStageChoice),
    tags,
  }),
  stagesLite: defineEndpoint({
    method: 'GET',
    path: '/profile/api/v2/workflow-stages/lite/',
    summary: "Name the workspace's workflow stages (id, name, category) for pickers and filters",
    query: workflowStagesQuery,
    response: z.array(workflowStageLite),
    tags,
  }),
};
