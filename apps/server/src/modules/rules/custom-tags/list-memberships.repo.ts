import type { RiskLevel } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/** An active custom list or tag holding an address. */
export type ListMembership = { listId: number; name: string; type: number; riskLevel: RiskLevel };

/**
 * The workspace's active lists and tags holding each of these addresses on this chain (an entry counts on the
 * chains its format fits). One query whatever the number of addresses.
 */
export async function loadListMemberships(
  db: Db,
  workspaceId: number,
  blockchain: number,
  identifiers: readonly string[],
): Promise<Map<string, ListMembership[]>> {
  const out = new Map<string, ListMembership[]>();
  if (identifiers.length === 0) return out;
  const rows = await db
    .selectFrom('custom_tagged_addresses as a')
    .innerJoin('custom_tags as t', 't.id', 'a.custom_tag_id')
    .select(['a.identifier', 't.id', 't.name', 't.type', 't.risk_level'])
    .where('a.workspace_id', '=', workspaceId)
    .where('t.workspace_id', '=', workspaceId)
    .where('t.is_active', '=', true)
    .where('a.identifier', 'in', [...new Set(identifiers)])
    .where((eb) => eb(eb.val(blockchain), '=', eb.fn.any('a.currencies')))
    .orderBy('t.id')
    .execute();
  for (const row of rows) {
    const list = out.get(row.identifier) ?? [];
    list.push({ listId: row.id, name: row.name, type: row.type, riskLevel: row.risk_level as RiskLevel });
    out.set(row.identifier, list);
  }
  return out;
}
