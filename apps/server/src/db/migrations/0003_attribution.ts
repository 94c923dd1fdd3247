import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Attribution: entities (category = one of the 17 tag categories, subtype 101–1701) and labels tying an address
 * or a cluster to an entity, with source, confidence (GraphSense scale) and validity period. blockchain NULL on a
 * label means every EVM chain (explorer labels and OFAC ETH addresses apply across EVM chains).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE entities (
      id serial PRIMARY KEY,
      name text NOT NULL,
      category text NOT NULL,
      subtype integer,
      description text NOT NULL DEFAULT '',
      sentiment smallint NOT NULL DEFAULT 3,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (name, category)
    );
    CREATE TABLE labels (
      id bigserial PRIMARY KEY,
      blockchain smallint,
      address text,
      cluster_id bigint REFERENCES clusters(id) ON DELETE CASCADE,
      entity_id integer NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
      source text NOT NULL,
      confidence smallint NOT NULL DEFAULT 50,
      attributed_at timestamptz NOT NULL DEFAULT now(),
      valid_from timestamptz,
      valid_to timestamptz,
      CHECK (address IS NOT NULL OR cluster_id IS NOT NULL)
    );
    CREATE UNIQUE INDEX labels_unique ON labels(coalesce(blockchain, -1), coalesce(address, ''), coalesce(cluster_id, -1), entity_id, source);
    CREATE INDEX labels_address ON labels(address);
    CREATE INDEX labels_cluster ON labels(cluster_id);
    CREATE TABLE label_imports (
      id serial PRIMARY KEY,
      format text NOT NULL,
      file_name text NOT NULL,
      rows_total integer NOT NULL,
      rows_imported integer NOT NULL,
      rows_failed integer NOT NULL,
      errors jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
