import { type DataCoverage, UNKNOWN_TAG } from '@riskscreen/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Database } from '../../../db/schema.ts';
import type { DateRange } from '../../../lib/date-range.ts';
import type { TagView } from '../../exposure/index.ts';
import { holdsAnyTag } from '../../rules/index.ts';
import { alertedByRuleNamed } from '../../screening/index.ts';

/** A list row: the columns and the address's own tag from the stored report (not the whole snapshot). */
export type ListedAddress = {
  id: number;
  blockchain: number;
  identifier: string;
  destination_tag: number | null;
  customer_id: string | null;
  customer_type: number | null;
  risk_level: number;
  own: TagView;
  /** What the screening rested on (null on rows stored before it was recorded: has_facts tells). */
  data_coverage: DataCoverage | null;
  has_facts: boolean;
  created_at: Date;
  last_screened_time: Date;
};

/** The stored report's parts a list row shows: its own tag and what the screening rested on. */
const reportColumns = [
  sql<TagView>`result->'own'`.as('own'),
  sql<DataCoverage | null>`result->>'dataCoverage'`.as('data_coverage'),
  sql<boolean>`coalesce(jsonb_typeof(result->'facts') = 'object', false)`.as('has_facts'),
] as const;

export type AddressListFilter = {
  q?: string | undefined;
  riskLevels?: number[] | undefined;
  blockchains?: number[] | undefined;
  created?: DateRange;
  screened?: DateRange;
  tagTypes?: string[] | undefined;
  tagNames?: string[] | undefined;
  ids?: number[] | undefined;
  /** Alerted by the workspace's rule of this name (any stage). */
  ruleName?: string | undefined;
  /** Held by some case (true) or by none (false). */
  includedInCase?: boolean | undefined;
  /** Holding any of these custom tags or lists. */
  customTagIds?: number[] | undefined;
};

/** LIKE pattern text matching itself literally (backslash is PostgreSQL's default LIKE escape). */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function matches(workspaceId: number, f: AddressListFilter) {
  return (eb: ExpressionBuilder<Database, 'screened_addresses'>) => {
    const and: Expression<SqlBool>[] = [eb('workspace_id', '=', workspaceId), eb('archived_at', 'is', null)];
    if (f.q) {
      const pattern = `%${likeLiteral(f.q.toLowerCase())}%`;
      and.push(
        eb.or([eb(sql`lower(identifier)`, 'like', pattern), eb(sql`lower(customer_id)`, 'like', pattern)]),
      );
    }
    if (f.ids) and.push(f.ids.length ? eb('id', 'in', f.ids) : eb.val(false));
    if (f.riskLevels?.length) and.push(eb('risk_level', 'in', f.riskLevels));
    if (f.includedInCase !== undefined) {
      const held = sql<SqlBool>`EXISTS (SELECT 1 FROM case_entities ce WHERE ce.workspace_id = ${workspaceId}
        AND ce.entity_type = 'address' AND ce.object_id = screened_addresses.id)`;
      and.push(f.includedInCase ? held : eb.not(held));
    }
    if (f.blockchains?.length) and.push(eb('blockchain', 'in', f.blockchains));
    if (f.created?.from) and.push(eb('created_at', '>=', f.created.from));
    if (f.created?.until) and.push(eb('created_at', '<', f.created.until));
    if (f.screened?.from) and.push(eb('last_screened_time', '>=', f.screened.from));
    if (f.screened?.until) and.push(eb('last_screened_time', '<', f.screened.until));
    if (f.tagTypes?.length) {
      const types = f.tagTypes.filter((t) => t.toLowerCase() !== UNKNOWN_TAG.toLowerCase());
      const either = [eb(sql<string>`result->'own'->>'type'`, 'in', types.length ? types : [''])];
      if (types.length < f.tagTypes.length) either.push(eb(sql`result->'own'->>'type'`, 'is', null));
      and.push(eb.or(either));
    }
    if (f.tagNames?.length) and.push(eb(sql<string>`result->'own'->>'name'`, 'in', f.tagNames));
    if (f.ruleName) {
      and.push(alertedByRuleNamed(workspaceId, 'address', eb.ref('screened_addresses.id'), f.ruleName));
    }
    if (f.customTagIds?.length) {
      const address = {
        identifier: eb.ref('screened_addresses.identifier'),
        blockchain: eb.ref('screened_addresses.blockchain'),
      };
      and.push(holdsAnyTag(workspaceId, f.customTagIds, address));
    }
    return eb.and(and);
  };
}

const listColumns = [
  'id',
  'blockchain',
  'identifier',
  'destination_tag',
  'customer_id',
  'customer_type',
  'risk_level',
  'created_at',
  'last_screened_time',
] as const;

/** The workspace's live screened addresses, newest first. */
export async function listScreenedAddresses(
  db: Db,
  workspaceId: number,
  filter: AddressListFilter,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: ListedAddress[] }> {
  const where = matches(workspaceId, filter);
  const counted = await db
    .selectFrom('screened_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('screened_addresses')
    .select([...listColumns, ...reportColumns])
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { count: Number(counted?.n ?? 0), rows: rows as ListedAddress[] };
}

/** Entity names of the workspace's screened addresses (their own tags), for the list filter. */
export async function screenedEntityNames(db: Db, workspaceId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('screened_addresses')
    .select(sql<string>`result->'own'->>'name'`.as('name'))
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('archived_at', 'is', null)
    .where(sql`result->'own'->>'name'`, 'is not', null)
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

/** The workspace's live row for an address (and destination tag), if it screened it. */
export async function findLiveScreenedAddress(
  db: Db,
  workspaceId: number,
  blockchain: number,
  identifier: string,
  destinationTag: number | null,
): Promise<ListedAddress | undefined> {
  const row = await db
    .selectFrom('screened_addresses')
    .select([...listColumns, ...reportColumns])
    .where('workspace_id', '=', workspaceId)
    .where('blockchain', '=', blockchain)
    .where('identifier', '=', identifier)
    .where(sql<boolean>`coalesce(destination_tag, -1) = ${destinationTag ?? -1}`)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row as ListedAddress | undefined;
}
