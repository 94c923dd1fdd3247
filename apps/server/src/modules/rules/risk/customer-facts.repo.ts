import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { DirectionSnapshot, TagView } from '../../exposure/index.ts';

/** One of the customer's live addresses, as its last screening stored it (only what customer rules read). */
export type CustomerAddressFacts = {
  blockchain: number;
  identifier: string;
  incoming: DirectionSnapshot | null;
  outgoing: DirectionSnapshot | null;
  own: TagView;
  ownCategories: string[] | null;
  firstSeen: string | null;
};

type Party = { address: string; valueUsd: number; tokenSymbol: string; tag: TagView };

/** One of the customer's recorded deposits (type 1) or withdrawals (type 2), as its screening stored it. */
export type CustomerTransferFacts = {
  blockchain: number;
  identifier: string;
  customerType: number | null;
  customerAddress: string | null;
  incoming: DirectionSnapshot | null;
  outgoing: DirectionSnapshot | null;
  blockTime: number | null;
  feeUsd: number | null;
  incomingValueUsd: number | null;
  senders: Party[] | null;
  receivers: Party[] | null;
};

/**
 * The live screened rows naming the customer id, with the parts of their stored reports the customer rules read:
 * never the investigation trees (the largest part of a report), read from the rows, not traced again, so it runs
 * inside the unit of work that changed one of them.
 */
export async function loadCustomerFacts(
  db: Db,
  workspaceId: number,
  customerId: string,
): Promise<{ addresses: CustomerAddressFacts[]; transfers: CustomerTransferFacts[] }> {
  const [addresses, transfers] = await Promise.all([
    db
      .selectFrom('screened_addresses')
      .select([
        'blockchain',
        'identifier',
        sql<DirectionSnapshot | null>`result->'exposure'->'incoming'`.as('incoming'),
        sql<DirectionSnapshot | null>`result->'exposure'->'outgoing'`.as('outgoing'),
        sql<TagView>`result->'own'`.as('own'),
        sql<string[] | null>`result->'ownCategories'`.as('ownCategories'),
        sql<string | null>`result->'facts'->>'firstSeen'`.as('firstSeen'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('customer_id', '=', customerId)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('screened_transactions')
      .select([
        'blockchain',
        'identifier',
        'customer_type as customerType',
        'customer_address as customerAddress',
        sql<DirectionSnapshot | null>`result->'exposure'->'incoming'`.as('incoming'),
        sql<DirectionSnapshot | null>`result->'exposure'->'outgoing'`.as('outgoing'),
        sql<number | null>`(result->>'blockTime')::float8`.as('blockTime'),
        sql<number | null>`(result->>'feeUsd')::float8`.as('feeUsd'),
        sql<number | null>`(result->>'incomingValueUsd')::float8`.as('incomingValueUsd'),
        sql<Party[] | null>`result->'senders'`.as('senders'),
        sql<Party[] | null>`result->'receivers'`.as('receivers'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('customer_id', '=', customerId)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute(),
  ]);
  return { addresses, transfers };
}
