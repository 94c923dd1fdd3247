import { z } from 'zod';
import { pageFields, recordId, workspaceQuery } from './common.ts';
import { counterpartySummaryRow } from './screening.ts';

/** GET …/alerts/:alertId/cycles/ */
export const alertCyclesParams = z.object({ alertId: recordId });
export const alertCyclesQuery = workspaceQuery.extend(pageFields(100, 20));

/**
 * One cycle of an alert (spec part 3 §3, alert history record): it starts when a screening opens the alert or adds
 * an item to it, with a snapshot of what the screening saw, and ends when the alert is resolved.
 */
export const alertHistoryRecord = z.object({
  id: z.number().int(),
  opened_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** Seconds from opened_at to resolved_at; null while the cycle is open. */
  duration: z.number().nullable(),
  /** The alert's items when the cycle started. */
  alert_items_count: z.number().int(),
  /** Why the alert was resolved (the resolution's reason, or the delisting), once it is. */
  reason: z.string().nullable(),
  has_snapshot: z.boolean(),
  /** Why the screening that started the cycle ran, in words, when the system ran it; null for a person's. */
  screening_reason: z.string().nullable(),
});
export type AlertHistoryRecordDto = z.infer<typeof alertHistoryRecord>;

/** GET cycles/:id/… */
export const cycleParams = z.object({ id: recordId });

/** The counterparty summary as of a snapshot: the address's tag-aggregated incoming and outgoing rows. */
export const counterpartySummary = z.object({
  incoming: z.array(counterpartySummaryRow),
  outgoing: z.array(counterpartySummaryRow),
});
export type CounterpartySummaryDto = z.infer<typeof counterpartySummary>;

export const SNAPSHOT_CHANGE_STATUSES = ['new', 'removed', 'increased', 'decreased', 'unchanged'] as const;
export type SnapshotChangeStatus = (typeof SNAPSHOT_CHANGE_STATUSES)[number];

/** One counterparty of a snapshot compared with now (spec part 3 §3, snapshot change rows). */
export const snapshotChange = z.object({
  direction: z.enum(['incoming', 'outgoing']),
  /** The counterparty's addresses (at most 100), as the investigation tree lists them. */
  addresses: z.array(z.string()),
  /** What the row stands for: an attributed or Unknown entity (summary), a cluster or an address (graph). */
  type: z.enum(['entity', 'cluster', 'address']),
  /** The flow seen from the screened object: 'received' (incoming) or 'sent' (outgoing). */
  operation: z.enum(['received', 'sent']),
  entity_name: z.string(),
  entity_type: z.string(),
  entity_subtype: z.string(),
  exposure_type: z.enum(['direct', 'indirect']),
  change_status: z.enum(SNAPSHOT_CHANGE_STATUSES),
  /** USD now (0 when removed). */
  total_value_usd: z.number(),
  /** USD in the snapshot (0 when new). */
  previous_value_usd: z.number(),
});
export type SnapshotChangeDto = z.infer<typeof snapshotChange>;

export const snapshotComparison = z.object({
  taken_at: z.string(),
  compared_at: z.string(),
  changes: z.array(snapshotChange),
});
export type SnapshotComparisonDto = z.infer<typeof snapshotComparison>;
