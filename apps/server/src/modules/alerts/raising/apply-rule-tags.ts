import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { parseListAddress } from '../../rules/index.ts';
import type { AlertObject } from './raise-alerts.ts';

/**
 * The alert_and_tag action (DESIGN.md §5): a firing rule puts its custom tag on the screened object. Tags are
 * stored as the custom-tags module stores them, one custom_tagged_addresses row per (tag, identifier) with the
 * chains it holds on: an address with the chains its format fits (as update-custom-tags does), a transaction by
 * its hash on its chain. Only the workspace's active tags are applied; added_by is empty (a rule, not a person,
 * tagged it). Returns the ids of the tags newly put on the object.
 */
export async function applyRuleTags(
  db: Db,
  workspaceId: number,
  object: AlertObject,
  tagIds: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length === 0 || object.type === 'customer' || object.blockchain === null) return [];
  const blockchain = object.blockchain;
  const tags = await db
    .selectFrom('custom_tags')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', wanted)
    .where('is_active', '=', true)
    .execute();
  if (tags.length === 0) return [];
  const formatChains =
    object.type === 'address' ? (parseListAddress(object.identifier)?.currencies ?? []) : [];
  const currencies = formatChains.includes(blockchain) ? formatChains : [...formatChains, blockchain];
  const added = await db
    .insertInto('custom_tagged_addresses')
    .values(
      tags.map((tag) => ({
        workspace_id: workspaceId,
        custom_tag_id: tag.id,
        identifier: object.identifier,
        currencies,
        added_by: null,
      })),
    )
    // Already tagged: make sure the row holds this chain too.
    .onConflict((oc) =>
      oc.columns(['custom_tag_id', 'identifier']).doUpdateSet({
        currencies: sql`CASE WHEN ${blockchain} = ANY(custom_tagged_addresses.currencies)
          THEN custom_tagged_addresses.currencies
          ELSE array_append(custom_tagged_addresses.currencies, ${blockchain}::int) END`,
      }),
    )
    .returning(['custom_tag_id', sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
  return added.filter((row) => row.inserted).map((row) => row.custom_tag_id);
}
