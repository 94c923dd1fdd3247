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
  /** The import that added the label, and the full publication that ended it (0019; null before). */
  added_by_import: number | null;
  ended_by_import: number | null;
}
/** One source of labels ('ofac', 'graphsense:<pack>', 'csv:<feed>'): its latest full publication (0019). */
export interface LabelSourcesTable {
  name: string;
  title: string;
  last_published_at: NullableTimestamp;
  last_import_id: number | null;
  created_at: Timestamp;
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
  source: string | null;
  published_at: NullableTimestamp;
  supersedes: Generated<boolean>;
  labels_ended: Generated<number>;
  labels_kept: Generated<number>;
  changes_file: string | null;
}

export interface AttributionTables {
  entities: EntitiesTable;
  labels: LabelsTable;
  label_imports: LabelImportsTable;
  label_sources: LabelSourcesTable;
}
