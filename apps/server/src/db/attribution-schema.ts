import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

export interface EntitiesTable {
  id: Generated<number>;
  name: string;
  category: string;
  subtype: number | null;
  description: Generated<string>;
  sentiment: Generated<number>;
  created_at: Timestamp;
}
export interface LabelsTable {
  id: Generated<number>;
  blockchain: number | null;
  address: string | null;
  cluster_id: number | null;
  entity_id: number;
  source: string;
  confidence: Generated<number>;
  attributed_at: Timestamp;
  valid_from: NullableTimestamp;
  valid_to: NullableTimestamp;
}
export interface LabelImportsTable {
  id: Generated<number>;
  format: string;
  file_name: string;
  rows_total: number;
  rows_imported: number;
  rows_failed: number;
  errors: ColumnType<{ line: number; error: string }[], string | undefined, string>;
  created_at: Timestamp;
}

export interface AttributionTables {
  entities: EntitiesTable;
  labels: LabelsTable;
  label_imports: LabelImportsTable;
}
