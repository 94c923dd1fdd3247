import type { Db } from '../../../db/client.ts';
import type { RuleRow } from './rules.repo.ts';

/** Names of custom tags (custom lists) by id, as rules show them instead of the bare id. */
export type CustomTagNames = ReadonlyMap<number, string>;

/** The tags rules refer to: their own tag (what alert_and_tag applies) and each condition's (templates 6, 25, 26). */
function tagIdsOf(rows: readonly RuleRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.custom_tag_id !== null) ids.add(row.custom_tag_id);
    for (const condition of row.rule_conditions) {
      if (typeof condition.custom_tag === 'number') ids.add(condition.custom_tag);
    }
  }
  return [...ids];
}

/** One query for a page of rules; only the workspace's own tags are named. */
export async function customTagNames(
  db: Db,
  workspaceId: number,
  rows: readonly RuleRow[],
): Promise<CustomTagNames> {
  const ids = tagIdsOf(rows);
  if (ids.length === 0) return new Map();
  const tags = await db
    .selectFrom('custom_tags')
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
  return new Map(tags.map((tag) => [tag.id, tag.name]));
}
