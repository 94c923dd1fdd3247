import {
  endpoints,
  PAGE_SIZE,
  type Policy,
  type PolicyCreate,
  type PolicyListQuery,
  type PolicyRuleListQuery,
  type RuleDto,
  type RuleListQuery,
} from '@riskscreen/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

/** Calls of the policy and rule screens (spec part 3 §7.3). */
const POLICIES = endpoints.policies;
const RULES = endpoints.rules;

/** Filters as the screens hold them: undefined means "any". */
export type PolicyFilters = Omit<Partial<PolicyListQuery>, 'workspace' | 'offset' | 'limit'>;
export type PolicyRuleFilters = Omit<Partial<PolicyRuleListQuery>, 'workspace' | 'offset' | 'limit'>;
export type RuleFilters = Omit<Partial<RuleListQuery>, 'workspace' | 'offset' | 'limit'>;

/** Query keys carry the workspace, so switching workspace never shows another workspace's cached rows. */
export function usePolicyKeys() {
  const workspace = useWorkspaceSlug();
  return {
    all: ['policies', workspace] as const,
    list: (filters: PolicyFilters, offset: number) =>
      ['policies', workspace, 'list', filters, offset] as const,
    policy: (id: number) => ['policies', workspace, 'policy', id] as const,
    rules: ['policies', workspace, 'rules'] as const,
  };
}

/** A page query: arrays become comma lists, booleans 'true'/'false', undefined is dropped. */
function asQuery(filters: Record<string, unknown>, offset: number, limit: number) {
  const query: Record<string, string | number | (string | number)[]> = { offset, limit };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value as (string | number)[];
    } else query[key] = typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  return query;
}

export function usePolicies(filters: PolicyFilters, offset: number) {
  const keys = usePolicyKeys();
  return useQuery({
    queryKey: keys.list(filters, offset),
    queryFn: ({ signal }) =>
      api.call(POLICIES.list, { query: asQuery(filters, offset, PAGE_SIZE.policies), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePolicy(id: number) {
  const keys = usePolicyKeys();
  return useQuery({
    queryKey: keys.policy(id),
    queryFn: ({ signal }) => api.call(POLICIES.detail, { params: { id }, signal }),
    enabled: id > 0,
  });
}

/** One policy's sub-resource (charts, audit trail, rules), cached under the policy so edits refresh it. */
function usePolicyPart<T>(id: number, part: string, load: (signal: AbortSignal) => Promise<T>) {
  const keys = usePolicyKeys();
  return useQuery({ queryKey: [...keys.policy(id), part], queryFn: ({ signal }) => load(signal) });
}

export const useObjectsFlagged = (id: number) =>
  usePolicyPart(id, 'crypto-objects-flagged', (signal) =>
    api.call(POLICIES.objectsFlagged, { params: { id }, signal }),
  );
export const useMostTriggeredRules = (id: number) =>
  usePolicyPart(id, 'most-triggered-rules', (signal) =>
    api.call(POLICIES.mostTriggeredRules, { params: { id }, signal }),
  );
export const useAlertsOverTime = (id: number) =>
  usePolicyPart(id, 'alerts-triggered-over-time', (signal) =>
    api.call(POLICIES.alertsOverTime, { params: { id }, signal }),
  );
export const usePolicyHistory = (id: number) =>
  usePolicyPart(id, 'history', (signal) => api.call(POLICIES.history, { params: { id }, signal }));

export function usePolicyRules(id: number, filters: PolicyRuleFilters, offset: number) {
  const keys = usePolicyKeys();
  return useQuery({
    queryKey: [...keys.policy(id), 'classifiers', filters, offset],
    queryFn: ({ signal }) =>
      api.call(RULES.list, { params: { id }, query: asQuery(filters, offset, PAGE_SIZE.list), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRules(filters: RuleFilters, offset: number) {
  const keys = usePolicyKeys();
  return useQuery({
    queryKey: [...keys.rules, filters, offset],
    queryFn: ({ signal }) =>
      api.call(RULES.listAll, { query: asQuery(filters, offset, PAGE_SIZE.list), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Most rules a list filter offers (spec: classifiers for rule filters, limit 100). */
const RULE_CHOICES_LIMIT = 100;

/**
 * The workspace's rule names for a list's Rule filter: rule_type 1 address rules, 0 transaction rules (a rule's
 * type is its policy's). Names repeat across policies, so each is offered once, sorted.
 */
export function useRuleNameChoices(ruleType: 0 | 1) {
  const keys = usePolicyKeys();
  return useQuery({
    queryKey: [...keys.rules, 'names', ruleType],
    queryFn: ({ signal }) =>
      api.call(RULES.listAll, {
        query: { rule_type: ruleType, offset: 0, limit: RULE_CHOICES_LIMIT },
        signal,
      }),
    select: (page) =>
      [...new Set(page.results.map((rule) => rule.rule_name))].sort((a, b) => a.localeCompare(b)),
  });
}

/** A rule's sub-resource (history, analytics), cached under its policy. */
function useRulePart<T>(
  policyId: number,
  uuid: string,
  part: string,
  load: (signal: AbortSignal) => Promise<T>,
) {
  const keys = usePolicyKeys();
  return useQuery({
    queryKey: [...keys.policy(policyId), 'rule', uuid, part],
    queryFn: ({ signal }) => load(signal),
  });
}

export const useRuleHistory = (policyId: number, uuid: string) =>
  useRulePart(policyId, uuid, 'history', (signal) =>
    api.call(RULES.history, { params: { id: policyId, ruleId: uuid }, signal }),
  );
export const useRuleObjectsFlagged = (policyId: number, uuid: string) =>
  useRulePart(policyId, uuid, 'crypto-objects-flagged', (signal) =>
    api.call(RULES.objectsFlagged, { params: { id: policyId, ruleId: uuid }, signal }),
  );
export const useRuleAlertsOverTime = (policyId: number, uuid: string) =>
  useRulePart(policyId, uuid, 'alerts-triggered-over-time', (signal) =>
    api.call(RULES.alertsOverTime, { params: { id: policyId, ruleId: uuid }, signal }),
  );

/** After any policy or rule write, every list, chart and trail of the workspace may have changed. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  // Everything under 'policies', the rule page's own rule included, so a restored version shows at once.
  return () => queryClient.invalidateQueries({ queryKey: ['policies'] });
}

export function useCreatePolicy() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: PolicyCreate) => api.call(POLICIES.create, { body }),
    onSuccess: () => refresh(),
  });
}

export type PolicyChange = { name: string; description: string; is_enabled: boolean };

export function useUpdatePolicy() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ policy, change }: { policy: Policy; change: Partial<PolicyChange> }) => {
      // The specification's edit body: the whole policy travels; the server reads the fields the contract names.
      const body = {
        id: policy.id,
        name: change.name ?? policy.name,
        description: change.description ?? policy.description,
        type: policy.type,
        category: policy.category,
        is_enabled: change.is_enabled ?? policy.is_enabled,
      };
      return api.call(POLICIES.update, { params: { id: policy.id }, body });
    },
    onSuccess: () => refresh(),
  });
}

/** Live or disabled: the rule edit body with everything else as it is. */
export function useSetRuleEnabled() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ rule, is_enabled }: { rule: RuleDto; is_enabled: boolean }) => {
      // The specification's edit body: the whole rule travels; the server reads the fields the contract names.
      const body = {
        uuid: rule.uuid,
        action: rule.action,
        alert_level: rule.alert_level,
        custom_tag: rule.custom_tag,
        is_enabled,
        rule_category: rule.rule_category,
        rule_name: rule.rule_name,
        rule_type: rule.rule_type,
        rule_conditions: rule.rule_conditions,
        is_only_or_conditions: rule.is_only_or_conditions,
      };
      return api.call(RULES.update, { params: { id: rule.policy, ruleId: rule.uuid }, body });
    },
    onSuccess: () => refresh(),
  });
}

export function useRestoreRuleVersion() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ policyId, uuid, versionId }: { policyId: number; uuid: string; versionId: number }) =>
      api.call(RULES.revert, { params: { id: policyId, ruleId: uuid }, body: { version_id: versionId } }),
    onSuccess: () => refresh(),
  });
}

/** Queue the rules download (CSV) with the list's filters into the Download Manager. */
export async function downloadRules(filters: RuleFilters & { policy?: number }): Promise<void> {
  await api.call(RULES.download, { query: asQuery(filters, 0, 10_000) });
  notifyDownloadQueued();
}
