import type { Db } from '../db/client.ts';

/**
 * Screened objects and screening events written straight to their tables, for tests whose figures (lists,
 * dashboard, summaries) read them: no chain data and no screening run behind them. An empty report, on Ethereum.
 */
export type NewScreenedObject = {
  workspaceId: number;
  identifier: string;
  /** When it was screened (created and last screened). */
  at: Date;
  riskLevel?: number;
  customer?: { id: string; type: number; address?: string };
};

/** The columns screened addresses and transactions share. */
const screenedColumns = (row: NewScreenedObject) => ({
  workspace_id: row.workspaceId,
  blockchain: 1,
  identifier: row.identifier,
  customer_id: row.customer?.id ?? null,
  customer_type: row.customer?.type ?? null,
  ...(row.riskLevel !== undefined && { risk_level: row.riskLevel }),
  result: JSON.stringify({}),
  screened_by: null,
  created_at: row.at,
  last_screened_time: row.at,
});

export async function insertScreenedAddress(
  db: Db,
  row: NewScreenedObject & { archived?: boolean },
): Promise<number> {
  const archived = row.archived !== undefined && { archived_at: row.archived ? row.at : null };
  const { id } = await db
    .insertInto('screened_addresses')
    .values({ ...screenedColumns(row), destination_tag: null, ...archived })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertScreenedTransaction(db: Db, row: NewScreenedObject): Promise<number> {
  const { id } = await db
    .insertInto('screened_transactions')
    .values({ ...screenedColumns(row), customer_address: row.customer?.address ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Screening events: `count` of a kind on a chain at an instant (one statement, as a bulk upload would). */
export async function insertScreeningEvents(
  db: Db,
  workspaceId: number,
  objectType: 'address' | 'transaction',
  blockchain: number,
  at: string,
  count = 1,
): Promise<void> {
  await db
    .insertInto('screening_events')
    .values(
      Array.from({ length: count }, (_, i) => ({
        workspace_id: workspaceId,
        user_id: null,
        object_type: objectType,
        blockchain,
        identifier: `${objectType}-${blockchain}-${at}-${i}`,
        risk_level: 3,
        duration_ms: 5,
        created_at: new Date(at),
      })),
    )
    .execute();
}
