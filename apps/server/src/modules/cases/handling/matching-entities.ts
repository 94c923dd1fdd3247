import {
  CASE_MATCHING_MAX,
  CASE_MATCHING_TOO_MANY,
  CASE_MATCHING_WRONG_LIST,
  type CaseMatchingSelection,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { listScreenedTransactions, parseTransactionListFilters } from '../../screening/index.ts';
import { type CaseEntityKind, type CaseEntityRef, describeEntities } from '../records/index.ts';
import { entityListMatchers } from './entity-list-matchers.ts';

const KIND_OF_LIST: Record<CaseMatchingSelection['entity'], CaseEntityKind> = {
  addresses: 'address',
  transactions: 'transaction',
  customers: 'customer',
};

async function matchingIds(db: Db, workspaceId: number, matching: CaseMatchingSelection) {
  const cap = CASE_MATCHING_MAX;
  switch (matching.entity) {
    case 'addresses':
      return entityListMatchers.get().addresses(db, workspaceId, matching.filters, cap);
    case 'customers':
      return entityListMatchers.get().customers(db, workspaceId, matching.filters, cap);
    case 'transactions': {
      // The list's own parsing (the same 400s on a bad filter); workspace and paging come from here, not the body.
      const filters = parseTransactionListFilters({
        ...matching.filters,
        workspace: '',
        offset: 0,
        limit: cap,
      });
      const { rows, count } = await listScreenedTransactions(db, workspaceId, filters, {
        offset: 0,
        limit: cap,
      });
      return { count, ids: rows.map((r) => r.id) };
    }
  }
}

/**
 * The entities of an entity list's "all matching" selection (its filters, as the list reads them), described: the
 * workspace's live ones only. More than CASE_MATCHING_MAX is refused (400 on `matching`) rather than cut short, so
 * a case never silently holds part of what the user selected. `kind`: the kind the call adds (the path's), if any.
 */
export async function matchingEntities(
  db: Db,
  workspaceId: number,
  matching: CaseMatchingSelection | undefined,
  kind?: CaseEntityKind,
) {
  if (!matching) return [];
  if (kind && KIND_OF_LIST[matching.entity] !== kind) {
    throw HttpError.fields({ 'matching.entity': [CASE_MATCHING_WRONG_LIST] });
  }
  const { count, ids } = await matchingIds(db, workspaceId, matching);
  if (count > CASE_MATCHING_MAX) throw HttpError.fields({ matching: [CASE_MATCHING_TOO_MANY] });
  const refs: CaseEntityRef[] = ids.map((id) => ({ type: KIND_OF_LIST[matching.entity], id }));
  return describeEntities(db, workspaceId, refs);
}

/** Entities named twice (by id and by the filters) join the case once. */
export function onceEach<T extends CaseEntityRef>(entities: readonly T[]): T[] {
  const seen = new Set<string>();
  return entities.filter((e) => {
    const key = `${e.type}:${e.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
