import { endpoints } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

/** Most rules a list filter offers (spec part 2 §7: classifiers for rule filters, limit 100). */
const RULE_CHOICES_LIMIT = 100;

/**
 * The workspace's rule names for a list's Rule filter: rule_type 1 address (and customer) rules, 0 transaction
 * rules. Names repeat across policies, so each is offered once, sorted. It lives here rather than in the policies
 * feature so the list routes load no policy screens (and none of their chart code). The key sits under the
 * policies' rules key, so editing a rule refreshes these choices too.
 */
export function useRuleNameChoices(ruleType: 0 | 1) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['policies', workspace, 'rules', 'names', ruleType],
    queryFn: ({ signal }) =>
      api.call(endpoints.rules.listAll, {
        query: { rule_type: ruleType, offset: 0, limit: RULE_CHOICES_LIMIT },
        signal,
      }),
    select: (page) =>
      [...new Set(page.results.map((rule) => rule.rule_name))].sort((a, b) => a.localeCompare(b)),
  });
}
