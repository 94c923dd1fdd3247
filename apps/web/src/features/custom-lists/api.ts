import {
  CUSTOM_LIST_PREVIEW_PAGE_SIZE,
  type CustomTagCreateRequest,
  type CustomTagUpdateRequest,
  endpoints,
  PAGE_SIZE,
} from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';

/** Custom lists are custom tags with is_in_custom_list (spec part 3 §3); their addresses are tagged addresses. */
const LISTS = endpoints.customTags;
const ADDRESSES = endpoints.customLists;

export const customListKeys = {
  all: ['custom-lists'] as const,
  page: (q: string, offset: number) => ['custom-lists', 'page', q, offset] as const,
  one: (id: number) => ['custom-lists', 'one', id] as const,
  addresses: (id: number, q: string, offset: number) => ['custom-lists', 'addresses', id, q, offset] as const,
};

export function useCustomLists(q: string, offset: number) {
  return useQuery({
    queryKey: customListKeys.page(q, offset),
    queryFn: () =>
      api.call(LISTS.list, {
        query: { is_in_custom_list: true, q: q || undefined, offset, limit: PAGE_SIZE.list },
      }),
    placeholderData: (previous) => previous,
  });
}

/** One list, found in the workspace's lists (the API has no single-list read). */
export function useCustomList(id: number | null) {
  return useQuery({
    queryKey: customListKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const all = await api.call(LISTS.list, { query: { is_in_custom_list: true, limit: 1000 } });
      return all.results.find((l) => l.id === id) ?? null;
    },
  });
}

export function useListAddresses(id: number, q: string, offset: number) {
  return useQuery({
    queryKey: customListKeys.addresses(id, q, offset),
    queryFn: () =>
      api.call(ADDRESSES.addresses, {
        query: { custom_tag_id: id, q: q || undefined, offset, limit: CUSTOM_LIST_PREVIEW_PAGE_SIZE },
      }),
    placeholderData: (previous) => previous,
  });
}

function useListMutation<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customListKeys.all }),
  });
}

export function useCreateCustomList() {
  return useListMutation((body: CustomTagCreateRequest) =>
    api.call(LISTS.create, { body: { ...body, is_in_custom_list: true } }),
  );
}

export function useUpdateCustomList() {
  return useListMutation(({ id, ...body }: CustomTagUpdateRequest & { id: number }) =>
    api.call(LISTS.update, { params: { id }, body }),
  );
}

export function useDeleteCustomList() {
  return useListMutation((id: number) => api.call(LISTS.delete, { params: { id } }));
}

export function useAddAddresses() {
  return useListMutation((body: { custom_tag_id: number; addresses: string[] }) =>
    api.call(ADDRESSES.addAddresses, { body }),
  );
}

export function useRemoveAddress() {
  return useListMutation((id: number) => api.call(ADDRESSES.removeAddress, { params: { id } }));
}

/** Export: the list's addresses, queued into the Download Manager. */
export async function exportListAddresses(id: number): Promise<void> {
  await api.call(ADDRESSES.exportAddresses, { query: { custom_tag_id: id } });
  notifyDownloadQueued();
}
