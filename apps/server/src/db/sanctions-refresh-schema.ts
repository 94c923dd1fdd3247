import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** What a refresh did: labels added, ended and kept, and the screened objects it re-screened (0025). */
export type SanctionsRefreshOutcome = {
  added: number;
  ended: number;
  kept: number;
  rescreened?: { addresses: number; transactions: number; failed: number };
};

/** One scheduled import of the sanctions list at SANCTIONS_LIST_PATH (0025, decision 0036). */
export interface SanctionsRefreshesTable {
  id: Generated<number>;
  path: string;
  hash: string;
  format: string;
  label_import_id: number | null;
  published_at: NullableTimestamp;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  outcome: ColumnType<SanctionsRefreshOutcome, string | undefined, string>;
  status: ColumnType<
    'running' | 'done' | 'refused',
    'running' | 'done' | 'refused' | undefined,
    'done' | 'refused'
  >;
  error: string | null;
}

export interface SanctionsRefreshTables {
  sanctions_refreshes: SanctionsRefreshesTable;
}
