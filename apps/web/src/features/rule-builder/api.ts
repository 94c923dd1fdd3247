import { endpoints, type RuleDto } from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { RuleInput } from './rule-draft.ts';

export const ruleBuilderKeys = {
  policy: (policyId: string) => ['policies', policyId] as const,
  rule: (policyId: string, ruleId: string) => ['policies', policyId, 'rules', ruleId] as const,
  customTags: (q: string) => ['custom-tags', 'lite', q] as const,
};

export function usePolicy(policyId: string) {
  return useQuery({
    queryKey: ruleBuilderKeys.policy(policyId),
    queryFn: () => api.call(endpoints.policies.detail, { params: { id: policyId } }),
  });
}

export function useRule(policyId: string, ruleId: string) {
  return useQuery({
    queryKey: ruleBuilderKeys.rule(policyId, ruleId),
    queryFn: () => api.call(endpoints.rules.detail, { params: { id: policyId, ruleId } }),
  });
}

/** Add Rule (create body of spec §7.3: the edit body without uuid). */
export function useCreateRule(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleInput) => api.call(endpoints.rules.create, { params: { id: policyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['policies'] }),
  });
}

/** Edit Rule: the server saves a new version. */
export function useEditRule(policyId: string, ruleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleInput & { uuid: string }) =>
      api.call(endpoints.rules.update, { params: { id: policyId, ruleId }, body }),
    onSuccess: (saved: RuleDto) => {
      queryClient.setQueryData(ruleBuilderKeys.rule(policyId, ruleId), saved);
      return queryClient.invalidateQueries({ queryKey: ['policies'] });
    },
  });
}

/** Active custom tags for the pickers of templates 6, 25 and 26 (spec §7.4 GET /custom-tags/ with lite). */
export function useCustomTags(q: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: ruleBuilderKeys.customTags(q),
    queryFn: () =>
      api.call(endpoints.customTags.list, {
        query: { lite: true, is_active: true, q: q || undefined, offset: 0, limit: 100 },
      }),
    placeholderData: (previous) => previous,
  });
}
