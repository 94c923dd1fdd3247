import type { ColumnType, Generated } from 'kysely';
import type { BigintCol } from './chain-schema.ts';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** The monitored (level 2) and ignored (level 1) addresses of a workspace (0060_continuous_monitoring). */
export interface MonitoredAddressesTable {
  id: Generated<number>;
  workspace_id: number;
  blockchain: number;
  identifier: string;
  is_ignored: Generated<boolean>;
  added_by: number | null;
  created_at: Generated<Date>;
  archived_at: NullableTimestamp;
}
/** The entities whose attributed addresses level 3 monitors. */
export interface MonitoredEntitiesTable {
  id: Generated<number>;
  workspace_id: number;
  entity_name: string;
  added_by: number | null;
  created_at: Generated<Date>;
  archived_at: NullableTimestamp;
}
export interface AddressMonitoringMutesTable {
  workspace_id: number;
  blockchain: number;
  identifier: string;
  muted_until: Timestamp;
  muted_by: number | null;
  updated_at: Generated<Date>;
}
/** How far the monitor followed one feed of changes ('transfers', 'label_imports', 'rule_history'). */
export interface MonitorCursorsTable {
  name: string;
  position: BigintCol;
  updated_at: Generated<Date>;
}
export interface MonitorRescreensTable {
  id: ColumnType<string, never, never>;
  workspace_id: number;
  blockchain: number;
  identifier: string;
  trigger: string;
  reason: string;
  risk_before: number | null;
  risk_after: number | null;
  created_at: Generated<Date>;
}
/** The token contracts a workspace watches (0094_token_watchlist): one live entry per chain and contract. */
export interface TokenMonitoringAddressesTable {
  id: Generated<number>;
  workspace_id: number;
  blockchain: number;
  identifier: string;
  added_by: number | null;
  created_at: Generated<Date>;
  archived_at: NullableTimestamp;
  archived_by: number | null;
}
export interface MonitoringTables {
  monitored_addresses: MonitoredAddressesTable;
  monitored_entities: MonitoredEntitiesTable;
  address_monitoring_mutes: AddressMonitoringMutesTable;
  monitor_cursors: MonitorCursorsTable;
  monitor_rescreens: MonitorRescreensTable;
  token_monitoring_addresses: TokenMonitoringAddressesTable;
}
