import {
  addressDetail,
  addressTransactionsPage,
  CACHE_MS,
  counterpartySummaryRow,
  investigationTree,
  PAGE_SIZE,
  paged,
  tokenSummaryPage,
  transactionDetail,
  transferEntry,
  transferRow,
} from '@riskscreen/shared';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import type { AddressPreviewTarget, TransactionPreviewTarget } from './preview-store.ts';

const RISK = '/risk/api/v4';

/**
 * Where a preview reads: the screened row's paths when the workspace screened the object (the list preview), else
 * the preview paths, which compute what screening would find without storing anything (spec part 2 §7 Previews).
 * Both answer the same sub-paths.
 */
export function addressBase(target: AddressPreviewTarget): string {
  return target.id
    ? `${RISK}/addresses/${target.id}`
    : `${RISK}/${target.currency}/address-preview/${encodeURIComponent(target.address)}`;
}

export function transactionBase(target: TransactionPreviewTarget): string {
  return target.id
    ? `${RISK}/transactions/${target.id}`
    : `${RISK}/${target.currency}/transaction-preview/${encodeURIComponent(target.hash)}`;
}

/** The graph side panel's transactions call: the preview variant for unscreened objects. */
export function investigatedPath(currency: number, isScreened: boolean): string {
  return isScreened
    ? `${RISK}/transactions/investigated-transactions/${currency}/`
    : `${RISK}/${currency}/transaction-preview/investigated-transactions/`;
}

const keyOf = (base: string, ...rest: unknown[]) => ['preview', base, ...rest] as const;
/** A preview is live data: read again when the drawer opens again. */
const PREVIEW_QUERY = { retry: false, staleTime: 0 } as const;

export function useAddressPreview(target: AddressPreviewTarget) {
  const base = addressBase(target);
  return useQuery({
    queryKey: keyOf(base),
    queryFn: ({ signal }) => api.get(`${base}/`, { schema: addressDetail, signal }),
    ...PREVIEW_QUERY,
  });
}

export function useAddressCounterparties(base: string, isEnabled: boolean) {
  const [incoming, outgoing] = useQueries({
    queries: (['incoming', 'outgoing'] as const).map((direction) => ({
      queryKey: keyOf(base, 'summary', direction),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get(`${base}/tag-aggregated-${direction}-values/`, {
          schema: z.array(counterpartySummaryRow),
          signal,
        }),
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

export function useAddressTree(base: string, isEnabled: boolean) {
  return useQuery({
    queryKey: keyOf(base, 'investigation-tree'),
    queryFn: ({ signal }) => api.get(`${base}/investigation-tree/`, { schema: investigationTree, signal }),
    enabled: isEnabled,
    ...PREVIEW_QUERY,
  });
}

export function useAttributionTime(base: string, isEnabled: boolean) {
  return useQuery({
    queryKey: keyOf(base, 'attribution-timestamp'),
    queryFn: ({ signal }) =>
      api.get(`${base}/attribution-timestamp/`, {
        schema: z.object({ attribution_timestamp: z.number().nullable() }),
        signal,
      }),
    select: (data) => data.attribution_timestamp,
    enabled: isEnabled,
    ...PREVIEW_QUERY,
  });
}

/** One page (1-based) of the token summary, 20 per page; cached 300 s, kept 600 s (spec part 2 §9). */
export function useTokenSummaryPage(base: string, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: keyOf(base, 'token-summary', page),
    queryFn: ({ signal }) =>
      api.get(`${base}/token-summary/`, {
        query: { offset: (page - 1) * PAGE_SIZE.tokenSummary, limit: PAGE_SIZE.tokenSummary },
        schema: tokenSummaryPage,
        signal,
      }),
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
export function useAddressActivity(base: string, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: keyOf(base, 'transactions'),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${base}/transactions/`, {
        query: { offset_ts: pageParam, limit: PAGE_SIZE.list },
        schema: addressTransactionsPage,
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => nextOffsetTs(last.next),
    enabled: isEnabled,
    retry: false,
  });
}

/** A screened transaction answers the stored detail; an unscreened one the preview (id null). */
const transactionAnswer = transactionDetail.extend({ id: z.number().int().nullable() });
export type TransactionAnswer = z.infer<typeof transactionAnswer>;

export function useTransactionPreview(target: TransactionPreviewTarget, isEnabled: boolean) {
  const base = transactionBase(target);
  return useQuery({
    queryKey: keyOf(base),
    queryFn: ({ signal }) =>
      api.get(`${base}/`, { query: { get_extra_data: 'true' }, schema: transactionAnswer, signal }),
    enabled: isEnabled,
    ...PREVIEW_QUERY,
  });
}

export type LegList = 'aggregated-inputs' | 'aggregated-outputs';
export type TransferList = 'internal-transactions' | 'token-transfers';

/** Senders or receivers summed per address, 100 per page. */
export function useTransactionLegs(base: string, list: LegList, page: number) {
  return useQuery({
    queryKey: keyOf(base, list, page),
    queryFn: ({ signal }) =>
      api.get(`${base}/${list}/`, {
        query: { offset: (page - 1) * PAGE_SIZE.transfers, limit: PAGE_SIZE.transfers },
        schema: paged(transferEntry),
        signal,
      }),
    placeholderData: keepPreviousData,
    ...PREVIEW_QUERY,
  });
}

/** Internal transactions or token transfers, 100 per page. */
export function useTransactionTransfers(base: string, list: TransferList, page: number) {
  return useQuery({
    queryKey: keyOf(base, list, page),
    queryFn: ({ signal }) =>
      api.get(`${base}/${list}/`, {
        query: { offset: (page - 1) * PAGE_SIZE.transfers, limit: PAGE_SIZE.transfers },
        schema: paged(transferRow),
        signal,
      }),
    placeholderData: keepPreviousData,
    ...PREVIEW_QUERY,
  });
}
