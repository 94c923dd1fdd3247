import { paged, policySchema, type RuleDto, ruleDto } from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import type { RuleInput } from './rule-draft.ts';

const POLICIES = '/risk/api/v4/policies';
const CUSTOM_TAGS = '/risk/api/v4/custom-tags/';

export const ruleBuilderKeys = {
  policy: (policyId: string) => ['policies', policyId] as const,
  rule: (policyId: string, ruleId: string) => ['policies', policyId, 'rules', ruleId] as const,
  customTags: (q: string) => ['custom-tags', 'lite', q] as const,
};

export function usePolicy(policyId: string) {
  return useQuery({
    queryKey: ruleBuilderKeys.policy(policyId),
    queryFn: () => api.get(`${POLICIES}/${policyId}/`, { schema: policySchema }),
  });
}

export function useRule(policyId: string, ruleId: string) {
  return useQuery({
    queryKey: ruleBuilderKeys.rule(policyId, ruleId),
    queryFn: () => api.get(`${POLICIES}/${policyId}/classifiers/${ruleId}/`, { schema: ruleDto }),
  });
}

/** Add Rule (create body of spec §7.3: the edit body without uuid). */
export function useCreateRule(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleInput) =>
      api.post(`${POLICIES}/${policyId}/classifiers/`, { body, schema: ruleDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['policies'] }),
  });
}

/** Edit Rule: the server saves a new version. */
export function useEditRule(policyId: string, ruleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleInput & { uuid: string }) =>
      api.put(`${POLICIES}/${policyId}/classifiers/${ruleId}/`, { body, schema: ruleDto }),
    onSuccess: (saved: RuleDto) => {
      queryClient.setQueryData(ruleBuilderKeys.rule(policyId, ruleId), saved);
      return queryClient.invalidateQueries({ queryKey: ['policies'] });
    },
  });
}

/** A custom list (custom tag) as the picker needs it (spec §3 'Custom list'). */
export const customTagOption = z.object({ id: z.number().int(), name: z.string() }).loose();
export type CustomTagOption = z.infer<typeof customTagOption>;
const customTagPage = paged(customTagOption);

/** Active custom tags for the pickers of templates 6, 25 and 26 (spec §7.4 GET /custom-tags/ with lite). */
export function useCustomTags(q: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: ruleBuilderKeys.customTags(q),
    queryFn: () =>
      api.get(CUSTOM_TAGS, {
        query: { lite: true, is_active: true, q: q || undefined, offset: 0, limit: 100 },
        schema: customTagPage,
      }),
    placeholderData: (previous) => previous,
  });
}
