import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** Migration 0018: a workspace's customers (their addresses and transactions are the screened rows naming them). */
export interface CustomersTable {
  id: Generated<number>;
  workspace_id: number;
  customer_id: string;
  risk_level: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  archived_at: NullableTimestamp;
}

export interface CustomerTables {
  customers: CustomersTable;
}
