import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema.ts';

/** Counts are bigint sums: read as strings by the driver, written as numbers. */
type Count = ColumnType<string | number, number, number>;
type Day = ColumnType<Date | string, string, string>;

/** Rollups of migration 0024 (decision 0034): signed deltas (delta) and their compacted sums (not delta). */
export interface DashboardScreeningsTable {
  workspace_id: number;
  day: Day;
  object_type: string;
  blockchain: number;
  risk_level: number;
  n: Count;
  delta: Generated<boolean>;
}

export interface DashboardAlertsTable {
  workspace_id: number;
  day: Day;
  object_type: string;
  level: number;
  workflow_stage_id: number;
  n: Count;
  delta: Generated<boolean>;
}

export interface DashboardAlertClosesTable {
  workspace_id: number;
  day: Day;
  bucket: number;
  n: Count;
  delta: Generated<boolean>;
}

export interface DashboardRuleFiringsTable {
  workspace_id: number;
  day: Day;
  rule_id: number;
  n: Count;
  delta: Generated<boolean>;
}

export interface DashboardLiveTable {
  workspace_id: number;
  object_type: string;
  risk_level: number;
  n: Count;
  delta: Generated<boolean>;
}

/** A preset range's answer kept until a refresh. */
export interface DashboardSnapshotsTable {
  workspace_id: number;
  kind: string;
  time_zone: string;
  start_date: Day;
  end_date: Day;
  data: ColumnType<unknown, string, string>;
  computed_at: Timestamp;
  /** The transactions its reads could see (pg_snapshot as text): rows of any other may be missing (0052). */
  data_snapshot: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DashboardTables {
  dashboard_screenings: DashboardScreeningsTable;
  dashboard_alerts: DashboardAlertsTable;
  dashboard_alert_closes: DashboardAlertClosesTable;
  dashboard_rule_firings: DashboardRuleFiringsTable;
  dashboard_live: DashboardLiveTable;
  dashboard_snapshots: DashboardSnapshotsTable;
}
