import {
  CATEGORY_SENTIMENT,
  type ImportError,
  type LabelImportFormat,
  type LabelRecord,
} from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { refreshPlannerStatistics, STATISTICS_TABLES } from '../../db/planner-statistics.ts';
import { entityKey } from './entity-key.ts';
import { openPublication, type PublicationChanges, recordSources } from './supersede-labels.ts';

/** Rows per INSERT statement (PGlite runs ~0.3 ms a statement; 1,000-row inserts keep imports fast). */
export const IMPORT_BATCH_SIZE = 1000;
/** The label_imports row keeps the first errors only; the CLI prints them, the rest are counted. */
const STORED_ERRORS = 1000;

export type LabelImportInput = {
  format: LabelImportFormat;
  fileName: string;
  records: readonly LabelRecord[];
  errors: readonly ImportError[];
  /**
   * A full publication of the records' one source (OFAC's SDN list, a feed imported with --replace): the source's
   * labels it no longer carries end at `publishedAt`; the file that will list the changes is recorded with it.
   */
  publication?: {
    publishedAt: Date;
    /**
     * Whether the date is the publication's own (the file's, or the operator's --published): only then is it
     * remembered as the source's latest, against which an older publication is refused. Default true.
     */
    dated?: boolean;
    changesFile?: string | null;
  };
};

export type LabelImportOutcome = {
  importId: number;
  rowsTotal: number;
  /** Labels added. */
  rowsImported: number;
  /** Labels already present (same chain, address, entity and source). */
  rowsDuplicate: number;
  rowsFailed: number;
  entitiesCreated: number;
  /** What a full publication changed: labels added, ended (absent from it) and kept (see supersede-labels.ts). */
  publication?: PublicationChanges;
};

/** Imports at least this large refresh the planner's statistics. */
const STATISTICS_REFRESH_FROM = 1000;

/**
 * Writes one import in one transaction: entities upserted by (name, category), labels inserted in 1,000-row
 * statements with duplicates ignored (labels_unique), and a label_imports row with the totals and errors. A full
 * publication also ends the labels of its source that it no longer carries (supersedeLabels), after locking the
 * source, so two imports of one source apply one after the other. Any failure rolls everything back, so an import
 * is either complete or absent.
 */
export async function importLabels(
  db: Db,
  input: LabelImportInput,
  onProgress?: (written: number, total: number) => void,
): Promise<LabelImportOutcome> {
  // The caller's transaction when it runs inside one (the sanctions list refresh decides and imports under one lock).
  const outcome = await inTransaction(db, async (trx) => {
    const rowsTotal = input.records.length + input.errors.length;
    const row = await trx
      .insertInto('label_imports')
      .values({
        format: input.format,
        file_name: input.fileName.slice(0, 1000),
        rows_total: rowsTotal,
        rows_imported: 0,
        rows_failed: input.errors.length,
        errors: JSON.stringify(input.errors.slice(0, STORED_ERRORS)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const importId = row.id;
    const publication = input.publication
      ? await openPublication(trx, importId, input.records, input.publication)
      : undefined;
    if (!publication) await recordSources(trx, input.records);
    const { ids, created } = await upsertEntities(trx, input.records);
    let imported = 0;
    for (let at = 0; at < input.records.length; at += IMPORT_BATCH_SIZE) {
      const batch = input.records.slice(at, at + IMPORT_BATCH_SIZE);
      imported += await insertLabels(trx, batch, ids, importId, publication?.newLabelsFrom ?? null);
      if (publication) await publication.collect(batch, ids);
      onProgress?.(at + batch.length, input.records.length);
    }
    const changes = publication ? await publication.close() : undefined;
    await trx
      .updateTable('label_imports')
      .set({
        rows_imported: imported,
        ...(changes && input.publication
          ? {
              source: changes.source,
              published_at: input.publication.publishedAt,
              supersedes: true,
              labels_ended: changes.ended.length,
              labels_kept: changes.kept.length,
              changes_file: input.publication.changesFile ?? null,
            }
          : {}),
      })
      .where('id', '=', importId)
      .execute();
    return {
      importId,
      rowsTotal,
      rowsImported: imported,
      rowsDuplicate: input.records.length - imported,
      rowsFailed: input.errors.length,
      entitiesCreated: created,
      ...(changes ? { publication: changes } : {}),
    };
  });
  // A large import changes the label table's shape: keep the planner's estimates true (PGlite has no autovacuum).
  if (
    outcome.rowsImported >= STATISTICS_REFRESH_FROM ||
    (outcome.publication?.ended.length ?? 0) >= STATISTICS_REFRESH_FROM
  ) {
    await refreshPlannerStatistics(db, STATISTICS_TABLES.attribution);
  }
  return outcome;
}

/**
 * One INSERT for a batch, its columns passed as eight arrays (unnest): far fewer bind parameters than a VALUES
 * list, which is what dominates on both PGlite and PostgreSQL. Returns the number of labels added.
 */
async function insertLabels(
  trx: Db,
  batch: readonly LabelRecord[],
  entityIds: Map<string, number>,
  importId: number,
  validFromDefault: Date | null,
): Promise<number> {
  const column = <T>(pick: (r: LabelRecord) => T) => batch.map(pick);
  const result = await sql`
    insert into labels (blockchain, address, entity_id, source, confidence, attributed_at, valid_from, valid_to,
      added_by_import)
    select b, a, e, s, c, coalesce(t, now()), coalesce(f, ${validFromDefault}::timestamptz), u, ${importId}::integer
    from unnest(
      ${column((r) => r.blockchain)}::smallint[],
      ${column((r) => r.address)}::text[],
      ${column((r) => entityIds.get(entityKey(r.entity.name, r.entity.category)) ?? null)}::integer[],
      ${column((r) => r.source)}::text[],
      ${column((r) => r.confidence)}::smallint[],
      ${column((r) => r.attributed_at)}::timestamptz[],
      ${column((r) => r.valid_from)}::timestamptz[],
      ${column((r) => r.valid_to)}::timestamptz[]
    ) as x(b, a, e, s, c, t, f, u)
    on conflict do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * Inserts missing entities and returns the id of every (name, category) the records use. An existing entity
 * keeps its subtype and description unless it had none.
 */
async function upsertEntities(
  trx: Db,
  records: readonly LabelRecord[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const distinct = new Map<string, LabelRecord['entity']>();
  for (const r of records) {
    const key = entityKey(r.entity.name, r.entity.category);
    if (!distinct.has(key)) distinct.set(key, r.entity);
  }
  const ids = new Map<string, number>();
  let created = 0;
  const entities = [...distinct.values()];
  for (let at = 0; at < entities.length; at += IMPORT_BATCH_SIZE) {
    const rows = await trx
      .insertInto('entities')
      .values(
        entities.slice(at, at + IMPORT_BATCH_SIZE).map((e) => ({
          name: e.name,
          category: e.category,
          subtype: e.subtype,
          description: e.description,
          sentiment: CATEGORY_SENTIMENT[e.category],
        })),
      )
      .onConflict((oc) =>
        oc.columns(['name', 'category']).doUpdateSet({
          subtype: sql<number | null>`coalesce(entities.subtype, excluded.subtype)`,
          description: sql<string>`case when entities.description = '' then excluded.description else entities.description end`,
        }),
      )
      // xmax = 0 only on a freshly inserted row: counts what this import created.
      .returning(['id', 'name', 'category', sql<boolean>`(xmax = 0)`.as('inserted')])
      .execute();
    for (const row of rows) {
      ids.set(entityKey(row.name, row.category), row.id);
      if (row.inserted) created++;
    }
  }
  return { ids, created };
}
