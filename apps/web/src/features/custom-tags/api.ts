import {
  type CustomTag,
  type CustomTagCreateRequest,
  CustomTagType,
  type CustomTagUpdateRequest,
  endpoints,
  PAGE_SIZE,
} from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

export const customTagKeys = {
  all: ['custom-tags'] as const,
  page: (q: string, offset: number) => ['custom-tags', q, offset] as const,
  choices: ['custom-tags', 'choices'] as const,
  filterChoices: (workspace: string | null) => ['custom-tags', 'filter-choices', workspace] as const,
};

/** The workspace's custom tags (not lists), searched by name or description. */
export function useCustomTags(q: string, offset: number) {
  return useQuery({
    queryKey: customTagKeys.page(q, offset),
    queryFn: () =>
      api.call(endpoints.customTags.list, {
        query: { is_in_custom_list: false, q: q || undefined, offset, limit: PAGE_SIZE.list },
      }),
    placeholderData: (previous) => previous,
  });
}

/** Most tags an address can be given from one pick list (the server's page limit). */
const CHOICES_LIMIT = 1000;

/** The workspace's active custom tags (type Custom, not lists): what an address can be tagged with. */
export function useCustomTagChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: customTagKeys.choices,
    queryFn: ({ signal }) =>
      api.call(endpoints.customTags.list, {
        query: { is_in_custom_list: false, is_active: true, offset: 0, limit: CHOICES_LIMIT },
        signal,
      }),
    select: (page) => page.results.filter((tag) => tag.type === CustomTagType.Custom),
    enabled: isEnabled,
  });
}

/**
 * Every custom tag and list of the workspace (custom lists and the system white and black lists too): what the
 * address list's Custom Tags filter offers.
 */
export function useCustomTagFilterChoices(isEnabled: boolean) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: customTagKeys.filterChoices(workspace),
    queryFn: ({ signal }) =>
      api.call(endpoints.customTags.list, { query: { offset: 0, limit: CHOICES_LIMIT }, signal }),
    select: (page) => page.results,
    enabled: isEnabled,
  });
}

function useTagMutation<V>(run: (vars: V) => Promise<CustomTag | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customTagKeys.all }),
  });
}

export function useCreateCustomTag() {
  return useTagMutation((body: CustomTagCreateRequest) =>
    api.call(endpoints.customTags.create, { body: { ...body, is_in_custom_list: false } }),
  );
}

export function useUpdateCustomTag() {
  return useTagMutation(({ id, ...body }: CustomTagUpdateRequest & { id: number }) =>
    api.call(endpoints.customTags.update, { params: { id }, body }),
  );
}

export function useDeleteCustomTag() {
  return useTagMutation(async (id: number) => {
    await api.call(endpoints.customTags.delete, { params: { id } });
    return null;
  });
}

/** Export Tags: queued into the Download Manager. */
export async function exportCustomTags(): Promise<void> {
  await api.call(endpoints.customTags.export, { query: { is_in_custom_list: false } });
  notifyDownloadQueued();
}
