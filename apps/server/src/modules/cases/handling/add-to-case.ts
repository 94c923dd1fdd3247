import { CASE_MESSAGES, type caseAddCustomersBody, type caseAddScreenedBody } from '@riskscreen/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import type { Caller, WorkspaceScope } from '../../../plugins/auth.ts';
import type { ExposureDeps } from '../../exposure/index.ts';
import { findLiveRowOf, screenAddress, screenTransaction } from '../../screening/index.ts';
import {
  addCaseEntities,
  type CaseEntityKind,
  type CaseEntityRef,
  describeEntities,
} from '../records/index.ts';
import { lockCases } from './change-case.ts';
import { matchingEntities, onceEach } from './matching-entities.ts';

type ScreenedBody = z.output<typeof caseAddScreenedBody>;
type CustomersBody = z.output<typeof caseAddCustomersBody>;

type Who = { deps: ExposureDeps & { db: Db }; scope: WorkspaceScope; caller: Caller };

const INVALID: Record<'address' | 'transaction', string> = {
  address: CASE_MESSAGES.addressInvalid,
  transaction: CASE_MESSAGES.transactionInvalid,
};

/**
 * The screened rows that `rows` name (identifier and blockchain): the workspace's live row, or one screened now
 * (a screening is its own unit of work). A row the chain refuses is flagged with the specification's message on
 * `rows.<index>.identifier`; any flag refuses the whole request (400) so the user fixes the rows and sends again.
 */
async function resolveScreenedRows(
  who: Who,
  kind: 'address' | 'transaction',
  rows: ScreenedBody['rows'],
): Promise<CaseEntityRef[]> {
  const refs: CaseEntityRef[] = [];
  const errors: Record<string, string[]> = {};
  for (const [index, row] of rows.entries()) {
    if (row.identifier === '') continue;
    const { workspaceId } = who.scope;
    const existing = await findLiveRowOf(who.deps.db, kind, workspaceId, {
      blockchain: row.currency,
      identifier: row.identifier,
    });
    if (existing) {
      refs.push({ type: kind, id: existing.id });
      continue;
    }
    try {
      const input = { identifier: row.identifier, currency: row.currency };
      const screened =
        kind === 'address'
          ? await screenAddress(who.deps, who.scope, who.caller, input)
          : await screenTransaction(who.deps, who.scope, who.caller, input);
      refs.push({ type: kind, id: screened.row.id });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      errors[`rows.${index}.identifier`] = [INVALID[kind]];
    }
  }
  if (Object.keys(errors).length > 0) throw HttpError.fields(errors);
  return refs;
}

async function resolveCustomerRows(db: Db, workspaceId: number, rows: CustomersBody['rows']) {
  const refs: CaseEntityRef[] = [];
  const errors: Record<string, string[]> = {};
  for (const [index, row] of rows.entries()) {
    if (row.customer_id === '') continue;
    const found = await db
      .selectFrom('customers')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('customer_id', '=', row.customer_id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (found) refs.push({ type: 'customer', id: found.id });
    else errors[`rows.${index}.customer_id`] = [CASE_MESSAGES.customerInvalid];
  }
  if (Object.keys(errors).length > 0) throw HttpError.fields(errors);
  return refs;
}

/** Entities named by id must be the workspace's live ones: 400 on `ids` naming the others. */
export async function entitiesByIds(
  db: Db,
  workspaceId: number,
  kind: CaseEntityKind,
  ids: readonly number[],
) {
  const refs = ids.map((id) => ({ type: kind, id }));
  const found = await describeEntities(db, workspaceId, refs);
  const known = new Set(found.map((e) => e.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw HttpError.fields({ ids: [`Invalid pk "${missing[0]}" - object does not exist.`] });
  return found;
}

/**
 * Add entities to a case (by ids, by rows: identifiers to screen or customer ids, or by a list's filters for "all
 * matching"); answers how many joined.
 */
export async function addToCase(
  who: Who,
  caseId: number,
  kind: CaseEntityKind,
  body: ScreenedBody | CustomersBody,
): Promise<{ added: number }> {
  const { db } = who.deps;
  const { workspaceId } = who.scope;
  const exists = await db
    .selectFrom('cases')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (!exists) throw notFound();
  const byIds = await entitiesByIds(db, workspaceId, kind, body.ids);
  const byRows =
    kind === 'customer'
      ? await resolveCustomerRows(db, workspaceId, (body as CustomersBody).rows)
      : await resolveScreenedRows(who, kind, (body as ScreenedBody).rows);
  const entities = [...byIds, ...(await describeEntities(db, workspaceId, byRows))];
  return inTransaction(db, async (trx) => {
    const [locked] = await lockCases(trx, workspaceId, [caseId]);
    if (!locked) throw notFound();
    // An "all matching" selection is resolved in the transaction that adds it: what matches now, all or nothing.
    const matching = await matchingEntities(trx, workspaceId, body.matching, kind);
    const all = onceEach([...entities, ...matching]);
    return { added: await addCaseEntities(trx, { workspaceId, caseId }, all, who.caller.userId) };
  });
}
