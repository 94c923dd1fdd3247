import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { sourceTitle } from './label-sources.ts';

/** The latest import of a source's list: the chain status view shows the sanctions list's date with it. */
export type LatestPublication = {
  source: string;
  /** The source as people name it ('OFAC SDN'). */
  title: string;
  /** The publication's date: its own when it carries one (dated), else the day it was imported. */
  publishedAt: Date;
  dated: boolean;
  importedAt: Date;
};

/**
 * The latest full publication of a source (label_imports with supersedes); for a source only ever imported by
 * adding (OFAC lists imported before publications superseded), its latest import of an OFAC format, undated.
 */
export async function latestPublication(db: Db, source: string): Promise<LatestPublication | undefined> {
  const row = await sql<{ published_at: Date | null; created_at: Date; dated: boolean }>`
    SELECT i.published_at, i.created_at,
      coalesce(s.last_import_id = i.id AND s.last_published_at = i.published_at, false) AS dated
    FROM label_imports i LEFT JOIN label_sources s ON s.name = i.source
    WHERE (i.source = ${source} AND i.supersedes)
      OR (${source} = 'ofac' AND i.source IS NULL AND i.format LIKE 'ofac-%' AND i.rows_imported > 0)
    ORDER BY i.supersedes DESC, i.id DESC
    LIMIT 1`.execute(db);
  const found = row.rows[0];
  if (!found) return undefined;
  const importedAt = new Date(found.created_at);
  return {
    source,
    title: sourceTitle(source),
    publishedAt: found.published_at ? new Date(found.published_at) : importedAt,
    dated: found.dated,
    importedAt,
  };
}
