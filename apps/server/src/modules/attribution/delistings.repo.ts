import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { type ReadMemo, readOnce } from '../../lib/read-memo.ts';
import { isEvmChain } from './importers/chain-codes.ts';

/** An address a full publication stopped listing: its source (as named) and the publication's date. */
export type Delisting = { address: string; source: string; title: string; endedAt: Date };

/**
 * Addresses of a chain that a full publication imported after `since` (and up to `until`) stopped listing, and
 * that no label of the same source lists again at `until`, among `identifier` and the addresses `mentionedIn`
 * names (the previous screening's stored result: every counterparty it showed). Cheap when nothing was delisted
 * since: the publications are looked up first.
 */
export async function delistingsSince(
  db: Db,
  input: {
    blockchain: number;
    identifier: string;
    since: Date;
    until: Date;
    mentionedIn: () => Promise<string>;
    /** A batch's memo: the publications up to `until` are read once for the batch's screenings. */
    reads?: ReadMemo | undefined;
  },
): Promise<Delisting[]> {
  const { blockchain, identifier, since, until } = input;
  const publications = (
    await readOnce(input.reads, `delisting-publications:${until.toISOString()}`, () =>
      db
        .selectFrom('label_imports')
        .select(['id', 'created_at'])
        .where('supersedes', '=', true)
        .where('labels_ended', '>', 0)
        .where('created_at', '<=', until)
        .$if(!input.reads, (q) => q.where('created_at', '>', since))
        .execute(),
    )
  ).filter((p) => new Date(p.created_at) > since);
  if (publications.length === 0) return [];
  const text = await input.mentionedIn();
  const chainMatch = isEvmChain(blockchain)
    ? sql`(l.blockchain = ${blockchain} OR l.blockchain IS NULL)`
    : sql`l.blockchain = ${blockchain}`;
  const rows = await sql<{ address: string; source: string; title: string | null; valid_to: Date }>`
    SELECT DISTINCT l.address, l.source, s.title, l.valid_to
    FROM labels l
    LEFT JOIN label_sources s ON s.name = l.source
    WHERE l.ended_by_import IN (${sql.join(publications.map((p) => p.id))})
      AND l.valid_to <= ${until}
      AND ${chainMatch}
      AND (l.address = ${identifier} OR strpos(${text}, l.address) > 0)
      AND NOT EXISTS (
        SELECT 1 FROM labels c
        WHERE c.source = l.source AND c.address = l.address
          AND coalesce(c.blockchain, -1) = coalesce(l.blockchain, -1)
          AND (c.valid_to IS NULL OR c.valid_to > ${until})
          AND (c.valid_from IS NULL OR c.valid_from <= ${until}))
    ORDER BY l.valid_to, l.address`.execute(db);
  return rows.rows.map((r) => ({
    address: r.address,
    source: r.source,
    title: r.title ?? r.source,
    endedAt: new Date(r.valid_to),
  }));
}

/** The reason a re-screen gives: "delisted from OFAC SDN on 2025-03-21" (one per source and date). */
export function delistingReason(delistings: readonly Delisting[]): string | undefined {
  const reasons = [
    ...new Set(delistings.map((d) => `delisted from ${d.title} on ${d.endedAt.toISOString().slice(0, 10)}`)),
  ];
  return reasons.length > 0 ? reasons.join('; ') : undefined;
}
