import { endpoints } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

/** Most tags one pick list offers (the server's page limit). */
const CHOICES_LIMIT = 1000;

/**
 * Every custom tag and list of the workspace (custom lists and the system white and black lists too): what the
 * address list's Custom Tags filter offers. Here rather than in the custom-tags feature so the list route loads
 * none of the tag management screens; the key sits under 'custom-tags', so editing a tag refreshes it.
 */
export function useCustomTagFilterChoices(isEnabled: boolean) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['custom-tags', 'filter-choices', workspace],
    queryFn: ({ signal }) =>
      api.call(endpoints.customTags.list, { query: { offset: 0, limit: CHOICES_LIMIT }, signal }),
    select: (page) => page.results,
    enabled: isEnabled,
  });
}
