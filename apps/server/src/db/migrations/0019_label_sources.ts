import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Label sources and supersession (issue 17): a full publication of a source (OFAC's SDN list, a TagPack, a named
 * CSV feed imported with --replace) ends that source's labels it no longer carries, at the publication's date.
 *
 * - label_sources: one row per source, locked by an import so two imports of one source apply one after the
 *   other; the date of its latest full publication (an older one is refused).
 * - labels.added_by_import / ended_by_import: which import added a label and which one ended it (valid_to). A
 *   label that ends stays, so past screenings and audit logs still read what was listed when.
 * - The uniqueness of a label now includes its end: a relisted address gets a new label beside its ended one.
 * - label_imports records the publication: its source, date, and what it added, ended and kept, with the file
 *   that lists them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE label_sources (
      name text PRIMARY KEY,
      title text NOT NULL,
      last_published_at timestamptz,
      last_import_id integer REFERENCES label_imports(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO label_sources (name, title)
      SELECT DISTINCT source, CASE
        WHEN source = 'ofac' THEN 'OFAC SDN'
        WHEN source LIKE 'graphsense:%' THEN 'GraphSense TagPack ' || substr(source, 12)
        WHEN source LIKE 'csv:%' THEN 'CSV feed ' || substr(source, 5)
        ELSE source END
      FROM labels;
    ALTER TABLE labels ADD COLUMN added_by_import integer REFERENCES label_imports(id) ON DELETE SET NULL;
    ALTER TABLE labels ADD COLUMN ended_by_import integer REFERENCES label_imports(id) ON DELETE SET NULL;
    DROP INDEX labels_unique;
    CREATE UNIQUE INDEX labels_unique ON labels(coalesce(blockchain, -1), coalesce(address, ''), coalesce(cluster_id, -1), entity_id, source, coalesce(valid_to, 'infinity'::timestamptz));
    CREATE INDEX labels_source_current ON labels(source) WHERE valid_to IS NULL;
    CREATE INDEX labels_ended ON labels(valid_to) WHERE ended_by_import IS NOT NULL;
    ALTER TABLE label_imports ADD COLUMN source text;
    ALTER TABLE label_imports ADD COLUMN published_at timestamptz;
    ALTER TABLE label_imports ADD COLUMN supersedes boolean NOT NULL DEFAULT false;
    ALTER TABLE label_imports ADD COLUMN labels_ended integer NOT NULL DEFAULT 0;
    ALTER TABLE label_imports ADD COLUMN labels_kept integer NOT NULL DEFAULT 0;
    ALTER TABLE label_imports ADD COLUMN changes_file text;
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
