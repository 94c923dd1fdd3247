import { type SelectQueryBuilder, sql } from 'kysely';

export type Page = { offset: number; limit: number };

/**
 * One page of an ordered list query and how many rows the query matches in all (counted by the same query
 * without its selection and order, so the page and the count always agree on the filters).
 */
export async function pageWithCount<DB, TB extends keyof DB, O>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  page: Page,
) {
  const [rows, counted] = await Promise.all([
    ordered.offset(page.offset).limit(page.limit).execute(),
    ordered
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('n'))
      .$castTo<{ n: string }>()
      .executeTakeFirst(),
  ]);
  return { rows, count: Number(counted?.n ?? 0) };
}

/** The sort an `ordering` parameter names among `columns`: 'name' ascending, '-name' descending. */
export function sortOf<C extends Record<string, unknown>>(
  ordering: string,
  columns: C,
): { column: C[keyof C]; direction: 'asc' | 'desc' } {
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  return { column: columns[ordering.replace(/^-/, '') as keyof C], direction };
}
