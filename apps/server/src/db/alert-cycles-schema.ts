import type { CounterpartySummaryDto, InvestigationTreeDto } from '@riskscreen/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Json } from './policies-schema.ts';

/** What a screening saw when it opened or extended alerts (0015_alert_cycles): one per such screening. */
export interface ScreeningSnapshotsTable {
  id: Generated<number>;
  workspace_id: number;
  object_type: string;
  object_id: number;
  taken_at: ColumnType<Date, Date | string, never>;
  investigation_tree: Json<InvestigationTreeDto>;
  counterparty_summary: Json<CounterpartySummaryDto>;
  /** Why the screening ran, in words (0096_alert_item_reasons); null: a person's screening. */
  reason: ColumnType<string | null, string | null | undefined, never>;
}

/** One cycle of an alert: opened by a screening's firing, resolved when the alert enters a closed stage. */
export interface AlertCyclesTable {
  id: Generated<number>;
  workspace_id: number;
  alert_id: number;
  snapshot_id: number | null;
  opened_at: ColumnType<Date, Date | string, never>;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  alert_items_count: number;
}

export interface AlertCycleTables {
  screening_snapshots: ScreeningSnapshotsTable;
  alert_cycles: AlertCyclesTable;
}
