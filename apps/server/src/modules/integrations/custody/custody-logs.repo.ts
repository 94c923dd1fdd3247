import type { CustodyLog } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { CustodyLogStatus } from '../../../db/integrations-schema.ts';
import { pageWithCount } from '../../../lib/list-page.ts';

export type CustodyLogRow = {
  id: string;
  workspace_id: number;
  integration_id: number;
  payload: Record<string, unknown>;
  custody_tx_id: string | null;
  status: CustodyLogStatus;
  status_verbose: string;
  screened_transaction_id: number | null;
  risk_level: number | null;
  created_at: Date;
  processed_time: Date | null;
};

const COLUMNS = [
  'id',
  'workspace_id',
  'integration_id',
  'payload',
  'custody_tx_id',
  'status',
  'status_verbose',
  'screened_transaction_id',
  'risk_level',
  'created_at',
  'processed_time',
] as const;

/** Record an event of the custody service (or an action on one) as received. */
export async function insertCustodyLog(
  db: Db,
  values: {
    workspaceId: number;
    integrationId: number;
    payload: Record<string, unknown>;
    custodyTxId: string | null;
    status?: CustodyLogStatus;
    statusVerbose?: string;
    screenedTransactionId?: number | null;
    processedTime?: Date | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('custody_logs')
    .values({
      workspace_id: values.workspaceId,
      integration_id: values.integrationId,
      payload: JSON.stringify(values.payload),
      custody_tx_id: values.custodyTxId,
      status: values.status,
      status_verbose: values.statusVerbose,
      screened_transaction_id: values.screenedTransactionId ?? null,
      processed_time: values.processedTime ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export function findCustodyLog(db: Db, id: string): Promise<CustodyLogRow | undefined> {
  return db.selectFrom('custody_logs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** What processing found and did; `processed` ends it (a retried job finds it done). */
export async function updateCustodyLog(
  db: Db,
  id: string,
  values: {
    status: CustodyLogStatus;
    statusVerbose: string;
    screenedTransactionId?: number;
    riskLevel?: number;
    processed?: Date;
  },
): Promise<void> {
  await db
    .updateTable('custody_logs')
    .set({
      status: values.status,
      status_verbose: values.statusVerbose,
      ...(values.screenedTransactionId !== undefined && {
        screened_transaction_id: values.screenedTransactionId,
      }),
      ...(values.riskLevel !== undefined && { risk_level: values.riskLevel }),
      ...(values.processed && { processed_time: values.processed }),
    })
    .where('id', '=', id)
    .execute();
}

/** Whether the custody service's transaction was screened already (its later status events are not screened again). */
export async function wasCustodyTransactionScreened(
  db: Db,
  workspaceId: number,
  custodyTxId: string,
  exceptLogId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('custody_logs')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('custody_tx_id', '=', custodyTxId)
    .where('screened_transaction_id', 'is not', null)
    .where('id', '!=', exceptLogId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The custody service's id of the transaction a screened transaction was frozen as (the latest freeze). */
export async function frozenCustodyTxOf(
  db: Db,
  workspaceId: number,
  screenedTransactionId: number,
): Promise<{ custodyTxId: string; integrationId: number } | undefined> {
  const row = await db
    .selectFrom('custody_logs')
    .select(['custody_tx_id', 'integration_id'])
    .where('workspace_id', '=', workspaceId)
    .where('screened_transaction_id', '=', screenedTransactionId)
    .where('status', '=', 'frozen')
    .where('custody_tx_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.custody_tx_id
    ? { custodyTxId: row.custody_tx_id, integrationId: row.integration_id }
    : undefined;
}

/** The custody log, newest first (spec part 3 §7.5: offset, limit 20). */
export async function listCustodyLogs(
  db: Db,
  workspaceId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: CustodyLog[]; total: number }> {
  const base = db.selectFrom('custody_logs').where('workspace_id', '=', workspaceId);
  const { rows, count } = await pageWithCount(base.select(COLUMNS).orderBy('id', 'desc'), page);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      payload: row.payload,
      status: row.status,
      status_verbose: row.status_verbose,
      transaction_id: row.screened_transaction_id,
      risk_level: row.risk_level,
      created_at: row.created_at.toISOString(),
      processed_time: row.processed_time?.toISOString() ?? null,
    })),
    total: count,
  };
}
