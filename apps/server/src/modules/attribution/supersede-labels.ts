import type { LabelRecord } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { entityKey } from './entity-key.ts';
import { sourceTitle } from './label-sources.ts';

/** One label a publication added, ended or kept, as the changes file lists it. */
export type LabelChange = { blockchain: number | null; address: string; entity: string };

/** What a full publication of a source did to that source's labels. */
export type PublicationChanges = {
  source: string;
  /** The source as people name it ('OFAC SDN'). */
  title: string;
  publishedAt: string;
  added: LabelChange[];
  ended: LabelChange[];
  kept: LabelChange[];
};

/** A publication that cannot supersede (several sources, none, or older than the one already applied). */
export class PublicationRefused extends Error {}

/** The import's transaction (opened by importLabels, or its caller's). */
type Trx = Db;

/**
 * Starts applying a full publication inside the import's transaction: locks its source (a second import of the
 * same source waits, then finds this one applied), refuses a publication older than the source's latest dated
 * one (an undated publication, e.g. per-currency lists without --published, ends labels at the import's time), and
 * collects the publication's labels so that `close` can end the source's current labels it does not carry.
 * Labels it adds to a source that already had labels count from its date (`newLabelsFrom`); the first
 * publication of a source has no earlier history to bound them.
 */
export async function openPublication(
  trx: Trx,
  importId: number,
  records: readonly LabelRecord[],
  { publishedAt, dated = true }: { publishedAt: Date; dated?: boolean },
) {
  const sources = [...new Set(records.map((r) => r.source))];
  const [source] = sources;
  if (source === undefined) {
    throw new PublicationRefused('The publication holds no label: it would end every label of its source');
  }
  if (sources.length > 1) {
    throw new PublicationRefused(
      `A full publication has one source; this one has ${sources.length} (${sources.slice(0, 5).join(', ')}): ` +
        'give --source to name it',
    );
  }
  await trx
    .insertInto('label_sources')
    .values({ name: source, title: sourceTitle(source) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const locked = await trx
    .selectFrom('label_sources')
    .select(['title', 'last_published_at'])
    .where('name', '=', source)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (dated && locked.last_published_at && publishedAt < locked.last_published_at) {
    throw new PublicationRefused(
      `This publication of ${locked.title} (${day(publishedAt)}) is older than the one already imported ` +
        `(${day(locked.last_published_at)}): nothing was imported`,
    );
  }
  const before = await trx
    .selectFrom('labels')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('source', '=', source)
    .where('cluster_id', 'is', null)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', publishedAt)]))
    .executeTakeFirstOrThrow();
  await sql`CREATE TEMP TABLE publication_labels (b smallint, a text NOT NULL, e integer NOT NULL) ON COMMIT DROP`.execute(
    trx,
  );

  return {
    newLabelsFrom: Number(before.n) > 0 ? publishedAt : null,

    /** Remembers a batch of the publication's labels (after their entities exist). */
    async collect(batch: readonly LabelRecord[], entityIds: Map<string, number>): Promise<void> {
      const ids = batch.map((r) => entityIds.get(entityKey(r.entity.name, r.entity.category)) ?? null);
      await sql`
        INSERT INTO publication_labels (b, a, e)
        SELECT b, a, e FROM unnest(
          ${batch.map((r) => r.blockchain)}::smallint[],
          ${batch.map((r) => r.address)}::text[],
          ${ids}::integer[]
        ) AS x(b, a, e)
        WHERE e IS NOT NULL`.execute(trx);
    },

    /** Ends the source's current labels the publication does not carry, and says what it added, ended and kept. */
    async close(): Promise<PublicationChanges> {
      const ended = await sql<LabelChange>`
        WITH ended AS (
          UPDATE labels l SET valid_to = ${publishedAt}, ended_by_import = ${importId}
          WHERE l.source = ${source} AND l.cluster_id IS NULL AND l.address IS NOT NULL
            AND (l.valid_to IS NULL OR l.valid_to > ${publishedAt})
            AND NOT EXISTS (
              SELECT 1 FROM publication_labels p
              WHERE coalesce(p.b, -1) = coalesce(l.blockchain, -1) AND p.a = l.address AND p.e = l.entity_id)
          RETURNING l.blockchain, l.address, l.entity_id
        )
        SELECT ended.blockchain, ended.address, e.name AS entity
        FROM ended JOIN entities e ON e.id = ended.entity_id
        ORDER BY ended.blockchain NULLS FIRST, ended.address`.execute(trx);
      const current = await trx
        .selectFrom('labels as l')
        .innerJoin('entities as e', 'e.id', 'l.entity_id')
        .select(['l.blockchain', 'l.address', 'e.name as entity', 'l.added_by_import'])
        .where('l.source', '=', source)
        .where('l.cluster_id', 'is', null)
        .where((eb) => eb.or([eb('l.valid_to', 'is', null), eb('l.valid_to', '>', publishedAt)]))
        .orderBy('l.blockchain', (ob) => ob.nullsFirst())
        .orderBy('l.address')
        .execute();
      await trx
        .updateTable('label_sources')
        .set({ ...(dated ? { last_published_at: publishedAt } : {}), last_import_id: importId })
        .where('name', '=', source)
        .execute();
      const change = (r: {
        blockchain: number | null;
        address: string | null;
        entity: string;
      }): LabelChange => ({
        blockchain: r.blockchain,
        address: r.address ?? '',
        entity: r.entity,
      });
      return {
        source,
        title: locked.title,
        publishedAt: publishedAt.toISOString(),
        added: current.filter((r) => r.added_by_import === importId).map(change),
        ended: ended.rows.map(change),
        kept: current.filter((r) => r.added_by_import !== importId).map(change),
      };
    },
  };
}

/** Names the sources of an import that only adds labels, so every label's source has a row. */
export async function recordSources(trx: Trx, records: readonly LabelRecord[]): Promise<void> {
  const sources = [...new Set(records.map((r) => r.source))];
  if (sources.length === 0) return;
  await trx
    .insertInto('label_sources')
    .values(sources.map((name) => ({ name, title: sourceTitle(name) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

function day(time: Date): string {
  return time.toISOString().slice(0, 10);
}
