import { z } from 'zod';
import {
  alertExportQuery,
  alertListPage,
  alertListQuery,
  alertTabCounts,
  alertTabCountsQuery,
  memberLite,
  membersLiteQuery,
} from '../schemas/alert-list.ts';
import { downloadQueued } from '../schemas/downloads.ts';
import { defineEndpoint } from './define.ts';

const tags = ['alerts'];

/** The workspace's alert list (/alerts), its tab counts, and the members an alert can be assigned to. */
export const alertListEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/alerts/',
    summary: "List the workspace's alerts",
    query: alertListQuery,
    response: alertListPage,
    tags,
  }),
  /** How many alerts each tab holds under the list's filters and search. */
  tabCounts: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/alerts/tab-counts/',
    summary: 'Count the alerts of each tab of the alert list',
    query: alertTabCountsQuery,
    response: alertTabCounts,
    tags,
  }),
  /** Download: queue an export of the selected alerts, or of every alert the list matches (all_matching=true). */
  export: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/alerts/export/',
    summary: 'Queue an export of alerts (CSV or XLSX)',
    query: alertExportQuery,
    response: downloadQueued,
    tags,
  }),
  /** The workspace's members (the assignee picker and mentions). */
  membersLite: defineEndpoint({
    method: 'GET',
    path: '/profile/api/v2/workspaces/members/lite/',
    summary: "List the workspace's members (assignees and mentions)",
    query: membersLiteQuery,
    response: z.array(memberLite),
    tags,
  }),
};
