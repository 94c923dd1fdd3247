import {
  type AddressCommentDto,
  type AddressCustomTag,
  CACHE_MS,
  CustomTagType,
  type ExposureExplanationDto,
  endpoints,
  PAGE_SIZE,
} from '@riskscreen/shared';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/download-file.ts';
import { saveQueuedDownload } from '../../lib/queued-download.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

const ADDRESSES = endpoints.addresses;

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
    queryFn: ({ signal }) => api.call(ADDRESSES.detail, { params: { id }, signal }),
  });
}

/** Incoming and outgoing counterparty rows, loaded together. */
export function useCounterpartySummary(id: string, isEnabled: boolean) {
  const [incoming, outgoing] = useQueries({
    queries: (['incoming', 'outgoing'] as const).map((direction) => ({
      queryKey: addressKeys.summary(id, direction),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(ADDRESSES.counterparties[direction], { params: { id }, signal }),
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
    queryFn: ({ signal }) => api.call(ADDRESSES.investigationTree, { params: { id }, signal }),
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
  return api.call(ADDRESSES.exposureExplanation, {
    params: { id },
    query: { direction, exposure_type: exposureType },
    signal,
  });
}

/**
 * The tokens the address moved or holds (every row of its token summary): what the transactions table's Token
 * filter offers. Balances alone would miss tokens moved in and out again.
 */
export function useMovedTokens(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...addressKeys.all(id), 'moved-tokens'],
    queryFn: ({ signal }) =>
      api.call(ADDRESSES.tokenSummary, {
        params: { id },
        query: { offset: 0, limit: TOKEN_SUMMARY_MAX },
        signal,
      }),
    select: (page) => [...new Set(page.results.map((row) => row.token_symbol))],
    enabled: isEnabled,
    staleTime: CACHE_MS.fresh,
    gcTime: CACHE_MS.kept,
  });
}
/** The most token rows one call answers. */
const TOKEN_SUMMARY_MAX = 1000;

/** One page (1-based) of the token summary; multi-asset chains only; cached 300 s, kept 600 s (spec §9). */
export function useTokenSummary(id: string, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: addressKeys.tokens(id, page),
    queryFn: ({ signal }) =>
      api.call(ADDRESSES.tokenSummary, {
        params: { id },
        query: { offset: (page - 1) * PAGE_SIZE.tokenSummary, limit: PAGE_SIZE.tokenSummary },
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
    queryFn: ({ signal }) => api.call(ADDRESSES.attributionTimestamp, { params: { id }, signal }),
    select: (data) => data.attribution_timestamp,
  });
}

/** Archive (DELETE): the address leaves the workspace's lists. */
export function archiveAddress(id: string): Promise<void> {
  return api.call(ADDRESSES.archive, { params: { id } });
}

/** Set the address's custom tags and lists: the ids not named are taken off (spec part 2 §7). */
export async function updateAddressCustomTags(
  id: string,
  customTagIds: number[],
): Promise<AddressCustomTag[]> {
  const answer = await api.call(ADDRESSES.updateCustomTags, {
    params: { id },
    body: { custom_tag_ids: customTagIds },
  });
  return answer.custom_tags;
}

/** Most tags an address can be given from one pick list (the server's page limit). */
const TAG_CHOICES_LIMIT = 1000;

/**
 * The workspace's active custom tags (type Custom, not lists): what an address can be tagged with. The key sits
 * under 'custom-tags', so editing a tag on its settings page refreshes this list.
 */
export function useTaggableCustomTags() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['custom-tags', 'choices', workspace],
    queryFn: ({ signal }) =>
      api.call(endpoints.customTags.list, {
        query: { is_in_custom_list: false, is_active: true, offset: 0, limit: TAG_CHOICES_LIMIT },
        signal,
      }),
    select: (page) => page.results.filter((tag) => tag.type === CustomTagType.Custom),
  });
}

/**
 * Filters of the transactions table (spec part 2 §2): type, direction, token symbols, date range, and the
 * counterparties' entity names, types, subtypes and addresses.
 */
export type TransactionFilters = {
  transaction_type: string | null;
  direction: '1' | '-1' | null;
  token_symbol: string[];
  start_date: string | null;
  end_date: string | null;
  entity_names: string[];
  entity_types: string[];
  entity_subtypes: string[];
  addresses: string[];
};
export const NO_TRANSACTION_FILTERS: TransactionFilters = {
  transaction_type: null,
  direction: null,
  token_symbol: [],
  start_date: null,
  end_date: null,
  entity_names: [],
  entity_types: [],
  entity_subtypes: [],
  addresses: [],
};

/** The filters as query parameters: lists become comma lists, empty values are left out. */
export function transactionQuery(filters: TransactionFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(filters) as [string, string | string[] | null][]) {
    if (value === null || value.length === 0) continue;
    query[key] = value;
  }
  return query;
}

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
      api.call(ADDRESSES.transactions, {
        params: { id },
        query: { ...transactionQuery(filters), offset_ts: pageParam, limit: PAGE_SIZE.list },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => nextOffsetTs(last.next),
    enabled: isEnabled,
  });
}

/**
 * The filtered transactions as CSV, handed to the browser: queued (it is listed in the Download Manager too), then
 * fetched here once produced, as the spec's 'Your file is being prepared…' then success texts promise.
 */
export async function exportTransactions(id: string, filters: TransactionFilters): Promise<void> {
  const queued = await api.call(ADDRESSES.transactionsExport, {
    params: { id },
    query: transactionQuery(filters),
  });
  await saveQueuedDownload(queued.id, 'transactions.csv');
}

const COMMENTS = endpoints.addressComments;
/** Comments shown in the "I know this address" modal. */
const COMMENTS_SHOWN = 20;

export const addressCommentKeys = {
  list: (currency: number, identifier: string) => ['address-comments', currency, identifier] as const,
};

/** What the team noted about an address (newest first), across its screenings. */
export function useAddressComments(currency: number, identifier: string, isEnabled: boolean) {
  return useQuery({
    queryKey: addressCommentKeys.list(currency, identifier),
    queryFn: ({ signal }) =>
      api.call(COMMENTS.list, { query: { identifier, currency, offset: 0, limit: COMMENTS_SHOWN }, signal }),
    enabled: isEnabled,
  });
}

/** "I know this address": the comment and its optional support file, as multipart/form-data. */
export function saveAddressComment(input: {
  identifier: string;
  currency: number;
  comment: string;
  file: File | null;
}): Promise<AddressCommentDto> {
  const body = new FormData();
  body.set('identifier', input.identifier);
  body.set('currency', String(input.currency));
  body.set('comment', input.comment);
  if (input.file) body.set('support_file', input.file, input.file.name);
  return api.call(COMMENTS.create, { body });
}

/** A comment's support file, handed to the browser. */
export async function downloadSupportFile(comment: AddressCommentDto): Promise<void> {
  if (!comment.support_file) return;
  const res = await api.raw(COMMENTS.supportFile, { params: { id: comment.id } });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  saveFile(await res.blob(), comment.support_file.file_name);
}

/** Activate (is_ignored false) or deactivate monitoring of the address, with the analyst's comment (HTML). */
export function setAddressMonitoring(body: {
  identifier: string;
  currency: number;
  is_ignored: boolean;
  comment: string;
}) {
  return api.call(endpoints.monitoring.addAddress, { body });
}

/** Mute the address's monitoring for `days`, or unmute it. */
export function muteAddressMonitoring(id: string, body: { is_muted: boolean; days?: number }) {
  return api.call(endpoints.monitoring.muteAddress, { params: { id }, body });
}
