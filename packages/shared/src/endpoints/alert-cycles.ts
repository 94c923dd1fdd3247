import type { z } from 'zod';
import {
  alertCyclesParams,
  alertCyclesQuery,
  alertHistoryRecord,
  counterpartySummary,
  cycleParams,
  snapshotComparison,
} from '../schemas/alert-cycles.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import { investigationTree } from '../schemas/screening.ts';
import { defineEndpoint } from './define.ts';

const tags = ['alerts'];
const CYCLE = '/resolutioncenter/api/v4/cycles/:id/';

/** A cycle's path: its snapshot, or the snapshot compared with now. */
const ofCycle = <const P extends string, R extends z.ZodType>(path: P, response: R, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${CYCLE}${path}`,
    summary,
    params: cycleParams,
    query: workspaceQuery,
    response,
    tags,
  });

/** An alert's cycles (its history records) and the snapshot each took, as it was and compared with now. */
export const alertCycleEndpoints = {
  /** Newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/alerts/:alertId/cycles/',
    summary: "List an alert's cycles",
    params: alertCyclesParams,
    query: alertCyclesQuery,
    response: paged(alertHistoryRecord),
    tags,
  }),
  /** The investigation tree as the cycle's snapshot kept it (the address page's shape). */
  investigationTree: ofCycle(
    'investigation-tree/',
    investigationTree,
    "Get the investigation tree of an alert cycle's snapshot",
  ),
  /** The tag-aggregated incoming and outgoing values as the snapshot kept them. */
  counterpartySummary: ofCycle(
    'counter-party-summary/',
    counterpartySummary,
    "Get the counterparty summary of an alert cycle's snapshot",
  ),
  /** The snapshot's investigation tree compared with the tree traced now: one row per counterparty node. */
  graphComparison: ofCycle(
    'graph-comparison/',
    snapshotComparison,
    "Compare an alert cycle's investigation tree with now",
  ),
  /** The snapshot's counterparty summary compared with now: one row per entity and exposure type. */
  counterpartySummaryComparison: ofCycle(
    'counter-party-summary-comparison/',
    snapshotComparison,
    "Compare an alert cycle's counterparty summary with now",
  ),
};
