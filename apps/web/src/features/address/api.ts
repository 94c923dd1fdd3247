import {
  type AddressCustomTag,
  addressCustomTagsResponse,
  addressDetail,
  addressTransactionsPage,
  CACHE_MS,
  counterpartySummaryRow,
  type ExposureExplanationDto,
  exposureExplanation,
  investigationTree,
  PAGE_SIZE,
  tokenSummaryPage,
} from '@riskscreen/shared';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api-client.ts';
import { fileNameOf, saveFile } from '../../lib/download-file.ts';

const BASE = '/risk/api/v4/addresses';
/** The graph panel's transactions between node addresses (spec part 2 §7, Transactions). */
export const investigatedTransactionsPath = (currency: number) =>
  `/risk/api/v4/transactions/investigated-transactions/${currency}/`;

export const addressKeys = {
  all: (id: string) => ['address', id] as const,
  detail: (id: string) => ['address', id, 'detail'] as const,
  summary: (id: string, direction: string) => ['address', id, 'summary', direction] as const,
  tree: (id: string) => ['address', id, 'investigation-tree'] as const,
  tokens: (id: string, page: number) => ['address', id, 'token-summary', page] as const,
  attribution: (id: string) => ['address', id, 'attribution-timestamp'] as const,
  transactions: (id: string, filters: TransactionFilters) =>
    ['address', id, 'transactions', filters] as const,
};

/**
 * The screened address. The counterparty summary and the graph are read by their own calls, so each card has
 * its own loading and error state (spec part 2 §8).
 */
export function useAddressDetail(id: string) {
  return useQuery({
    queryKey: addressKeys.detail(id),
    queryFn: ({ signal }) => api.get(`${BASE}/${id}/`, { schema: addressDetail, signal }),
  });
}

/** Incoming and outgoing counterparty rows, loaded together. */
export function useCounterpartySummary(id: string, isEnabled: boolean) {
  const [incoming, outgoing] = useQueries({
    queries: (['incoming', 'outgoing'] as const).map((direction) => ({
      queryKey: addressKeys.summary(id, direction),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get(`${BASE}/${id}/tag-aggregated-${direction}-values/`, {
          schema: z.array(counterpartySummaryRow),
          signal,
        }),
      enabled: isEnabled,
    })),
  });
  return {
    incoming: incoming?.data,
    outgoing: outgoing?.data,
    isLoading: Boolean(incoming?.isLoading || outgoing?.isLoading),
    error: incoming?.error ?? outgoing?.error ?? null,
  };
}

export function useInvestigationTree(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: addressKeys.tree(id),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/${id}/investigation-tree/`, { schema: investigationTree, signal }),
    enabled: isEnabled,
  });
}

/** The paths behind the figures of one direction and exposure type (the summary's 'Why?'). */
export function loadExplanations(
  id: string,
  direction: 'incoming' | 'outgoing',
  exposureType: 'direct' | 'indirect',
  signal: AbortSignal,
): Promise<ExposureExplanationDto[]> {
  return api.get(`${BASE}/${id}/exposure-explanation/`, {
    query: { direction, exposure_type: exposureType },
    schema: z.array(exposureExplanation),
    signal,
  });
}

/** One page (1-based) of the token summary; multi-asset chains only; cached 300 s, kept 600 s (spec §9). */
export function useTokenSummary(id: string, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: addressKeys.tokens(id, page),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/${id}/token-summary/`, {
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

export function useAttributionTimestamp(id: string) {
  return useQuery({
    queryKey: addressKeys.attribution(id),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/${id}/attribution-timestamp/`, {
        schema: z.object({ attribution_timestamp: z.number().nullable() }),
        signal,
      }),
    select: (data) => data.attribution_timestamp,
  });
}

/** Archive (DELETE): the address leaves the workspace's lists. */
export function archiveAddress(id: string): Promise<unknown> {
  return api.delete(`${BASE}/${id}/`);
}

/** Set the address's custom tags and lists: the ids not named are taken off (spec part 2 §7). */
export async function updateAddressCustomTags(
  id: string,
  customTagIds: number[],
): Promise<AddressCustomTag[]> {
  const answer = await api.post(`${BASE}/${id}/update-custom-tags/`, {
    body: { custom_tag_ids: customTagIds },
    schema: addressCustomTagsResponse,
  });
  return answer.custom_tags;
}

/** Filters of the transactions table, as the server takes them (empty values are dropped). */
export type TransactionFilters = {
  transaction_type: string | null;
  direction: '1' | '-1' | null;
  token_symbol: string | null;
  start_date: string | null;
  end_date: string | null;
};
export const NO_TRANSACTION_FILTERS: TransactionFilters = {
  transaction_type: null,
  direction: null,
  token_symbol: null,
  start_date: null,
  end_date: null,
};

/** offset_ts of the next page, read from the next link. */
function nextOffsetTs(next: string | null): number | undefined {
  if (!next) return undefined;
  const value = new URL(next, window.location.origin).searchParams.get('offset_ts');
  return value === null ? undefined : Number(value);
}

/** Transactions newest first, 20 at a time, paged by time (offset_ts from the last row). */
export function useAddressTransactions(id: string, filters: TransactionFilters, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: addressKeys.transactions(id, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${BASE}/${id}/transactions/`, {
        query: { ...filters, offset_ts: pageParam, limit: PAGE_SIZE.list },
        schema: addressTransactionsPage,
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => nextOffsetTs(last.next),
    enabled: isEnabled,
  });
}

/** The filtered transactions as CSV, handed to the browser. */
export async function exportTransactions(id: string, filters: TransactionFilters): Promise<void> {
  const { transaction_type, direction, token_symbol, start_date, end_date } = filters;
  const res = await api.raw('GET', `${BASE}/${id}/transactions/export/`, {
    query: { transaction_type, direction, token_symbol, start_date, end_date },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), 'transactions.csv'));
}
