import {
  CACHE_MS,
  endpoints,
  PAGE_SIZE,
  type TransactionDetail,
  type TransactionPreview as TransactionPreviewDto,
} from '@riskscreen/shared';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type {
  AddressPreviewTarget,
  TransactionPreviewTarget,
} from '../../components/preview-drawer/index.ts';
import { api } from '../../lib/api-client.ts';

/**
 * Where a preview reads: the screened row (its id) when the workspace screened the object (the list preview), else
 * the preview endpoints (chain and identifier), which compute what screening would find without storing anything
 * (spec part 2 §7 Previews). Both answer the same sub-resources.
 */
export type PreviewBase = { id: number } | { currency: number; identifier: string };

export function addressBase(target: AddressPreviewTarget): PreviewBase {
  return target.id ? { id: target.id } : { currency: target.currency, identifier: target.address };
}

export function transactionBase(target: TransactionPreviewTarget): PreviewBase {
  return target.id ? { id: target.id } : { currency: target.currency, identifier: target.hash };
}

/** The graph side panel's transactions call: the preview variant for unscreened objects. */
export function investigatedEndpoint(isScreened: boolean) {
  return isScreened ? endpoints.transactions.investigated : endpoints.transactionPreviews.investigated;
}

const ADDRESSES = endpoints.addresses;
const ADDRESS_PREVIEWS = endpoints.addressPreviews;
const TRANSACTIONS = endpoints.transactions;
const TRANSACTION_PREVIEWS = endpoints.transactionPreviews;

const keyOf = (base: PreviewBase, ...rest: unknown[]) => ['preview', base, ...rest] as const;
/** A preview is live data: read again when the drawer opens again. */
const PREVIEW_QUERY = { retry: false, staleTime: 0 } as const;

export function useAddressPreview(target: AddressPreviewTarget) {
  const base = addressBase(target);
  return useQuery({
    queryKey: keyOf(base),
    queryFn: ({ signal }) =>
      'id' in base
        ? api.call(ADDRESSES.detail, { params: base, signal })
        : api.call(ADDRESS_PREVIEWS.detail, { params: base, signal }),
    ...PREVIEW_QUERY,
  });
}

export function useAddressCounterparties(base: PreviewBase, isEnabled: boolean) {
  const [incoming, outgoing] = useQueries({
    queries: (['incoming', 'outgoing'] as const).map((direction) => ({
      queryKey: keyOf(base, 'summary', direction),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        'id' in base
          ? api.call(ADDRESSES.counterparties[direction], { params: base, signal })
          : api.call(ADDRESS_PREVIEWS.counterparties[direction], { params: base, signal }),
      enabled: isEnabled,
      ...PREVIEW_QUERY,
    })),
  });
  return {
    incoming: incoming?.data,
    outgoing: outgoing?.data,
    isLoading: Boolean(incoming?.isLoading || outgoing?.isLoading),
    error: incoming?.error ?? outgoing?.error ?? null,
  };
}

export function useAddressTree(base: PreviewBase, isEnabled: boolean) {
  return useQuery({
    queryKey: keyOf(base, 'investigation-tree'),
    queryFn: ({ signal }) =>
      'id' in base
        ? api.call(ADDRESSES.investigationTree, { params: base, signal })
        : api.call(ADDRESS_PREVIEWS.investigationTree, { params: base, signal }),
    enabled: isEnabled,
    ...PREVIEW_QUERY,
  });
}

export function useAttributionTime(base: PreviewBase, isEnabled: boolean) {
  return useQuery({
    queryKey: keyOf(base, 'attribution-timestamp'),
    queryFn: ({ signal }) =>
      'id' in base
        ? api.call(ADDRESSES.attributionTimestamp, { params: base, signal })
        : api.call(ADDRESS_PREVIEWS.attributionTimestamp, { params: base, signal }),
    select: (data) => data.attribution_timestamp,
    enabled: isEnabled,
    ...PREVIEW_QUERY,
  });
}

/** One page (1-based) of the token summary, 20 per page; cached 300 s, kept 600 s (spec part 2 §9). */
export function useTokenSummaryPage(base: PreviewBase, page: number, isEnabled: boolean) {
  const query = { offset: (page - 1) * PAGE_SIZE.tokenSummary, limit: PAGE_SIZE.tokenSummary };
  return useQuery({
    queryKey: keyOf(base, 'token-summary', page),
    queryFn: ({ signal }) =>
      'id' in base
        ? api.call(ADDRESSES.tokenSummary, { params: base, query, signal })
        : api.call(ADDRESS_PREVIEWS.tokenSummary, { params: base, query, signal }),
    enabled: isEnabled,
    staleTime: CACHE_MS.fresh,
    gcTime: CACHE_MS.kept,
    placeholderData: keepPreviousData,
  });
}

/** offset_ts of the next page, read from the next link. */
function nextOffsetTs(next: string | null): number | undefined {
  if (!next) return undefined;
  const value = new URL(next, window.location.origin).searchParams.get('offset_ts');
  return value === null ? undefined : Number(value);
}

/** The address's transactions newest first, 20 at a time, paged by time (offset_ts of the last row). */
export function useAddressActivity(base: PreviewBase, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: keyOf(base, 'transactions'),
    queryFn: ({ pageParam, signal }) => {
      const query = { offset_ts: pageParam, limit: PAGE_SIZE.list };
      return 'id' in base
        ? api.call(ADDRESSES.transactions, { params: base, query, signal })
        : api.call(ADDRESS_PREVIEWS.transactions, { params: base, query, signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => nextOffsetTs(last.next),
    enabled: isEnabled,
    retry: false,
  });
}

/** A screened transaction answers the stored detail; an unscreened one the preview (id null). */
export type TransactionAnswer = TransactionDetail | TransactionPreviewDto;

export function useTransactionPreview(target: TransactionPreviewTarget, isEnabled: boolean) {
  const base = transactionBase(target);
  return useQuery({
    queryKey: keyOf(base),
    queryFn: ({ signal }): Promise<TransactionAnswer> =>
      'id' in base
        ? api.call(TRANSACTIONS.detail, { params: base, query: { get_extra_data: 'true' }, signal })
        : api.call(TRANSACTION_PREVIEWS.detail, { params: base, signal }),
    enabled: isEnabled,
    ...PREVIEW_QUERY,
  });
}

export type LegList = 'aggregated-inputs' | 'aggregated-outputs';
export type TransferList = 'internal-transactions' | 'token-transfers';

/** Senders or receivers summed per address, 100 per page. */
export function useTransactionLegs(base: PreviewBase, list: LegList, page: number) {
  const query = { offset: (page - 1) * PAGE_SIZE.transfers, limit: PAGE_SIZE.transfers };
  return useQuery({
    queryKey: keyOf(base, list, page),
    queryFn: ({ signal }) =>
      'id' in base
        ? api.call(TRANSACTIONS.legs[list], { params: base, query, signal })
        : api.call(TRANSACTION_PREVIEWS.legs[list], { params: base, query, signal }),
    placeholderData: keepPreviousData,
    ...PREVIEW_QUERY,
  });
}

/** Internal transactions or token transfers, 100 per page. */
export function useTransactionTransfers(base: PreviewBase, list: TransferList, page: number) {
  const query = { offset: (page - 1) * PAGE_SIZE.transfers, limit: PAGE_SIZE.transfers };
  return useQuery({
    queryKey: keyOf(base, list, page),
    queryFn: ({ signal }) =>
      'id' in base
        ? api.call(TRANSACTIONS.transfers[list], { params: base, query, signal })
        : api.call(TRANSACTION_PREVIEWS.transfers[list], { params: base, query, signal }),
    placeholderData: keepPreviousData,
    ...PREVIEW_QUERY,
  });
}
