import { validateAddress } from '@riskscreen/engine';
import {
  type AddressTransactionFilters,
  ENTITY_SUBTYPES,
  TAG_CATEGORIES,
  type TagCategory,
  UNKNOWN_TAG,
} from '@riskscreen/shared';
import { dateRange } from '../../../lib/date-range.ts';

/** What narrows an address's transaction rows, resolved to the store's spelling (see address-activity.repo.ts). */
export type ActivityFilters = {
  types?: number[];
  direction?: 1 | -1;
  /** Upper-case symbols. */
  tokens?: string[];
  from?: Date;
  until?: Date;
  /** Canonical counterparty addresses. */
  counterparties?: string[];
  entity?: EntityFilter;
};

/** Counterparty attribution filter: a counterparty matches when one of its labels meets every given list. */
export type EntityFilter = {
  /** Lower-case entity names. */
  names?: string[];
  categories?: string[];
  subtypes?: number[];
  /** 'Unknown' was among the types: unattributed counterparties match too. */
  includeUnknown: boolean;
};

export function activityFilters(blockchain: number, query: AddressTransactionFilters): ActivityFilters {
  const range = dateRange(query.start_date, query.end_date);
  const filters: ActivityFilters = { ...range };
  if (query.transaction_type?.length) filters.types = query.transaction_type;
  if (query.direction) filters.direction = query.direction === '1' ? 1 : -1;
  if (query.token_symbol?.length) filters.tokens = query.token_symbol.map((s) => s.toUpperCase());
  if (query.addresses?.length) {
    filters.counterparties = query.addresses.map((raw) => {
      const check = validateAddress(blockchain, raw);
      return check.ok ? check.address : raw;
    });
  }
  const entity = entityFilter(query);
  if (entity) filters.entity = entity;
  return filters;
}

function entityFilter(query: AddressTransactionFilters): EntityFilter | undefined {
  const names = query.entity_names ?? [];
  const types = query.entity_types ?? [];
  const subtypes = query.entity_subtypes ?? [];
  if (!names.length && !types.length && !subtypes.length) return undefined;
  const includeUnknown = types.some((t) => t.toLowerCase() === UNKNOWN_TAG.toLowerCase());
  const categories = types
    .filter((t) => t.toLowerCase() !== UNKNOWN_TAG.toLowerCase())
    .map((t) => canonicalCategory(t) ?? t);
  return {
    includeUnknown,
    ...(names.length ? { names: names.map((n) => n.toLowerCase()) } : {}),
    // Types given: a label must have one of them (only Unknown given: no label qualifies, unattributed do).
    ...(types.length ? { categories } : {}),
    ...(subtypes.length ? { subtypes: subtypes.flatMap(subtypeCodes) } : {}),
  };
}

function canonicalCategory(value: string): TagCategory | undefined {
  return TAG_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
}

/** A subtype given by number or by name (names repeat across categories: every match counts). */
function subtypeCodes(value: string): number[] {
  if (/^\d{1,6}$/.test(value)) return [Number(value)];
  const codes = ENTITY_SUBTYPES.filter((s) => s.name.toLowerCase() === value.toLowerCase()).map(
    (s) => s.code,
  );
  // An unknown subtype name matches nothing (rather than being ignored and matching everything).
  return codes.length ? codes : [-1];
}
