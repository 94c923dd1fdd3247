import type { ArchiveLog, ArchiveLogListQuery } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

type Filters = Pick<ArchiveLogListQuery, 'q' | 'currency' | 'type'>;

/**
 * A page of the workspace's archive log, newest first, with how many match. Who archived is named as the member
 * lists name people (their name, else their e-mail); a deleted user's entries keep their row with no name.
 */
export async function listArchiveLogs(
  db: Db,
  workspaceId: number,
  filters: Filters,
  page: { offset: number; limit: number },
): Promise<{ rows: ArchiveLog[]; count: number }> {
  let query = db.selectFrom('archive_logs as l').where('l.workspace_id', '=', workspaceId);
  if (filters.q) query = query.where(sql<boolean>`strpos(lower(l.identifier), lower(${filters.q})) > 0`);
  if (filters.currency !== undefined) query = query.where('l.blockchain', '=', filters.currency);
  if (filters.type) query = query.where('l.type', '=', filters.type);
  const [rows, total] = await Promise.all([
    query
      .leftJoin('users as u', 'u.id', 'l.archived_by')
      .select([
        'l.id',
        'l.created_at',
        'l.original_caller',
        'l.type',
        'l.identifier',
        'l.blockchain',
        sql<string | null>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`.as(
          'name',
        ),
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    rows: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      archived_by: row.name,
      original_caller: row.original_caller === 'api' ? 'api' : 'web',
      type: row.type === 'transaction' ? 'transaction' : 'address',
      identifier: row.identifier,
      currency: row.blockchain,
    })),
  };
}
