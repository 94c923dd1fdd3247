import { z } from 'zod';
import { recordIdParams } from '../schemas/common.ts';
import {
  organisationWorkspace,
  workspaceCreate,
  workspaceLite,
  workspaceRename,
} from '../schemas/workspaces.ts';
import { defineEndpoint } from './define.ts';

const tags = ['workspaces'];
const WORKSPACES = '/profile/api/v2/workspaces/';

/** The organisation's workspaces (spec part 3 §2.14, §7.4b): organisation admins list, create and rename them. */
export const workspaceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: WORKSPACES,
    summary: "List the organisation's workspaces with role counts and policy counts",
    query: z.object({ workspace: z.string().max(100).optional() }),
    response: z.array(organisationWorkspace),
    tags,
  }),
  /** The workspaces the caller may work in (their memberships; an organisation admin's: all of theirs). */
  lite: defineEndpoint({
    method: 'GET',
    path: `${WORKSPACES}lite/`,
    summary: 'List the workspaces the caller may use, by slug and name',
    query: z.object({ workspace: z.string().max(100).optional() }),
    response: z.array(workspaceLite),
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: WORKSPACES,
    summary: 'Create a workspace with the default policies, stages and lists',
    body: workspaceCreate,
    response: organisationWorkspace,
    status: 201,
    tags,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: `${WORKSPACES}:id/`,
    summary: 'Rename a workspace',
    params: recordIdParams,
    body: workspaceRename,
    response: organisationWorkspace,
    tags,
  }),
};
