import {
  type CustomTag,
  endpointPath,
  endpoints,
  PolicyCategory,
  PolicyType,
  RULE_TEMPLATES,
  type RuleTemplateNumber,
  templatesFor,
} from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { RuleForm } from './components/rule-form.tsx';
import { type ConditionValue, emptyCondition, type RuleDraft, type RuleInput } from './rule-draft.ts';
import type { RuleErrors } from './rule-errors.ts';

// jsdom has no layout: Mantine's pickers scroll the chosen option into view.
Element.prototype.scrollIntoView ??= () => {};

/** A custom tag as the server answers it. */
const customTag = (tag: Pick<CustomTag, 'id' | 'name' | 'risk_level'>): CustomTag => ({
  description: '',
  type: 0,
  is_active: true,
  is_in_custom_list: false,
  added_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  address_count: 0,
  ...tag,
});

/** Custom tags the stubbed server knows (spec §7.4 GET /custom-tags/). */
export const CUSTOM_TAGS = [
  customTag({ id: 7, name: 'Known fraudsters', risk_level: 4 }),
  customTag({ id: 9, name: 'Partner exchanges', risk_level: 1 }),
];
/** The custom tag list the builder's pickers call. */
export const CUSTOM_TAGS_PATH = endpointPath(endpoints.customTags.list);

/** Answers the custom tag list and records every call; other calls answer 404. */
export function stubCustomTags() {
  return stubServer({
    [routeOf(endpoints.customTags.list)]: () => ({
      status: 200,
      body: { count: CUSTOM_TAGS.length, next: null, previous: null, results: CUSTOM_TAGS },
    }),
  });
}

export function withProviders(ui: ReactNode, path = '/') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The policy whose builder offers the template (system templates 25, 26: an address source-of-funds policy). */
export function policyFor(template: RuleTemplateNumber) {
  return {
    type: PolicyType.Address,
    category: RULE_TEMPLATES[template].category ?? PolicyCategory.SourceOfFunds,
  };
}

export function draftWith(template: RuleTemplateNumber, values: Record<string, ConditionValue>): RuleDraft {
  const condition = emptyCondition(template);
  return {
    rule_name: 'Watch rule',
    alert_level: 3,
    is_enabled: true,
    is_only_or_conditions: false,
    action: 'alert',
    custom_tag: null,
    conditions: [{ ...condition, values: { ...condition.values, ...values } }],
  };
}

/** The Rule Overview form of a rule with one condition of the template; system templates open as an edit. */
export function renderRuleForm(
  template: RuleTemplateNumber,
  draft: RuleDraft,
  options: { isEdit?: boolean; serverErrors?: RuleErrors } = {},
) {
  const policy = policyFor(template);
  const onSave = vi.fn<(input: RuleInput) => void>();
  const isEdit = options.isEdit ?? RULE_TEMPLATES[template].isSystem;
  withProviders(
    <RuleForm
      policy={policy}
      offered={templatesFor(policy.type, policy.category).map((t) => t.number)}
      initial={draft}
      isEdit={isEdit}
      isSaving={false}
      serverErrors={options.serverErrors ?? {}}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  return { onSave };
}
