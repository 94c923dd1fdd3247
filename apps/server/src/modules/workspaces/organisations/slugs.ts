import type { Db } from '../../../db/client.ts';

/** A slug made of a name: lowercase letters and digits joined by single hyphens ('Acme Corp.' → 'acme-corp'). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `ws-${slug || 'new'}`;
}

/** The slug itself when free, else the first free one with a number ('alpha-2', 'alpha-3', …). */
export async function freeSlug(db: Db, table: 'workspaces' | 'organizations', base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom(table)
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
