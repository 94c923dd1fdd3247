import {
  type ExposureExplanationDto,
  endpoints,
  PAGE_SIZE,
  type TransactionDetail,
} from '@riskscreen/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const TRANSACTIONS = endpoints.transactions;

export const transactionKeys = {
  all: (id: string) => ['transaction', id] as const,
  detail: (id: string) => ['transaction', id, 'detail'] as const,
  transfers: (id: string, list: TransferListName, page: number) => ['transaction', id, list, page] as const,
  legs: (id: string, list: LegListName, page: number) => ['transaction', id, list, page] as const,
};

/**
 * The screened transaction with its counterparty rows and investigation tree (get_extra_data): the screening
 * stored them, so one call serves the page.
 */
export function useTransactionDetail(id: string) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) =>
      api.call(TRANSACTIONS.detail, { params: { id }, query: { get_extra_data: 'true' }, signal }),
  });
}

export type TransferListName = 'internal-transactions' | 'token-transfers';

/** One page (1-based, 100 rows) of internal transactions or token transfers. */
export function useTransferList(id: string, list: TransferListName, page: number) {
  return useQuery({
    queryKey: transactionKeys.transfers(id, list, page),
    queryFn: ({ signal }) =>
      api.call(TRANSACTIONS.transfers[list], {
        params: { id },
        query: { offset: (page - 1) * PAGE_SIZE.transfers, limit: PAGE_SIZE.transfers },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Inputs (senders) or outputs (receivers) summed per address: on account chains the native transfers only. */
export type LegListName = 'aggregated-inputs' | 'aggregated-outputs';

/** One page (1-based, 100 rows) of the senders or receivers of the Transaction tab. */
export function useTransactionLegs(id: string, list: LegListName, page: number) {
  return useQuery({
    queryKey: transactionKeys.legs(id, list, page),
    queryFn: ({ signal }) =>
      api.call(TRANSACTIONS.legs[list], {
        params: { id },
        query: { offset: (page - 1) * PAGE_SIZE.transfers, limit: PAGE_SIZE.transfers },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The paths behind the figures of one direction and exposure type (the summary's 'Why?'). */
export function loadExplanations(
  id: string,
  direction: 'incoming' | 'outgoing',
  exposureType: 'direct' | 'indirect',
  signal: AbortSignal,
): Promise<ExposureExplanationDto[]> {
  return api.call(TRANSACTIONS.exposureExplanation, {
    params: { id },
    query: { direction, exposure_type: exposureType },
    signal,
  });
}

/**
 * "Unfreeze now" of a transaction the custody service froze: the custody API's unfreeze; on success the page's
 * copy says it is not frozen any more (the banner goes) and the detail is read again.
 */
export function useUnfreezeOnCustody(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.integrations.custodyUnfreeze, { params: { id } }),
    onSuccess: () => {
      queryClient.setQueryData<TransactionDetail>(transactionKeys.detail(id), (current) =>
        current ? { ...current, is_frozen_on_fireblocks: false } : current,
      );
      return queryClient.invalidateQueries({ queryKey: transactionKeys.all(id) });
    },
  });
}
