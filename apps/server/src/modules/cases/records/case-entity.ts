import type { Db } from '../../../db/client.ts';

export type CaseEntityKind = 'address' | 'transaction' | 'customer';
export type CaseEntityRef = { type: CaseEntityKind; id: number };

/** What the timeline and the case name say of an entity. */
export type EntityDescription = CaseEntityRef & {
  identifier: string;
  currency: number | null;
  riskLevel: number;
};

/**
 * The workspace's live entities among `refs` (archived rows and rows of other workspaces are left out), described.
 * Addresses and transactions are screened rows; customers are customers rows.
 */
export async function describeEntities(
  db: Db,
  workspaceId: number,
  refs: readonly CaseEntityRef[],
): Promise<EntityDescription[]> {
  const idsOf = (type: CaseEntityKind) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const [addressIds, transactionIds, customerIds] = [
    idsOf('address'),
    idsOf('transaction'),
    idsOf('customer'),
  ];
  const screened = async (table: 'screened_addresses' | 'screened_transactions', ids: number[]) =>
    ids.length === 0
      ? []
      : db
          .selectFrom(table)
          .select(['id', 'identifier', 'blockchain', 'risk_level'])
          .where('workspace_id', '=', workspaceId)
          .where('id', 'in', ids)
          .where('archived_at', 'is', null)
          .execute();
  const [addresses, transactions, customers] = await Promise.all([
    screened('screened_addresses', addressIds),
    screened('screened_transactions', transactionIds),
    customerIds.length === 0
      ? []
      : db
          .selectFrom('customers')
          .select(['id', 'customer_id', 'risk_level'])
          .where('workspace_id', '=', workspaceId)
          .where('id', 'in', customerIds)
          .where('archived_at', 'is', null)
          .execute(),
  ]);
  const found = new Map<string, EntityDescription>();
  for (const r of addresses) {
    found.set(`address:${r.id}`, {
      type: 'address',
      id: r.id,
      identifier: r.identifier,
      currency: r.blockchain,
      riskLevel: r.risk_level,
    });
  }
  for (const r of transactions) {
    found.set(`transaction:${r.id}`, {
      type: 'transaction',
      id: r.id,
      identifier: r.identifier,
      currency: r.blockchain,
      riskLevel: r.risk_level,
    });
  }
  for (const r of customers) {
    found.set(`customer:${r.id}`, {
      type: 'customer',
      id: r.id,
      identifier: r.customer_id,
      currency: null,
      riskLevel: r.risk_level,
    });
  }
  // In the order asked, once each.
  const seen = new Set<string>();
  return refs.flatMap((ref) => {
    const key = `${ref.type}:${ref.id}`;
    const entity = found.get(key);
    if (!entity || seen.has(key)) return [];
    seen.add(key);
    return [entity];
  });
}
