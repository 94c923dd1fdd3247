import { endpoints } from '@riskscreen/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from '../../test/stub-server.ts';
import { RuleAddPage } from './components/rule-add-page.tsx';
import { RuleEditPage, type RulePanelProps } from './components/rule-edit-page.tsx';
import { withProviders } from './test-render.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The system policy of custom lists (spec part 3 §2.8, §6): its rules follow their lists. */
const LIST_POLICY = {
  id: 30,
  name: 'Custom Lists',
  description: 'Alerts on addresses that are on the blacklist or on a custom list.',
  type: 1,
  type_verbose: 'Address',
  category: 1,
  category_verbose: 'Source of Funds',
  is_enabled: true,
  is_for_custom_list: true,
  rule_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const LIST_RULE = {
  uuid: '0b7c3c57-8f55-4d0b-9b1e-1f1b0d9f2a31',
  policy: 30,
  policy_name: 'Custom Lists',
  policy_enabled: true,
  policy_type: 1,
  policy_type_verbose: 'Address',
  policy_category: 1,
  policy_category_verbose: 'Source of Funds',
  policy_is_for_custom_list: true,
  rule_name: 'Known fraudsters',
  is_enabled: true,
  alert_level: 4,
  alert_level_verbose: 'High',
  custom_tag: 7,
  custom_tag_name: 'Known fraudsters',
  action: 'alert',
  rule_category: 1,
  rule_type: 1,
  rule_conditions: [{ rule_condition_type: 26, custom_tag: 7 }],
  condition_sentences: ['Address is on the custom list Known fraudsters'],
  is_only_or_conditions: false,
  risk_types: [],
  risk_type_verbose: '',
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function stubListPolicy() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(route);
      const bodies: Record<string, unknown> = {
        [routeOf(endpoints.policies.detail, { id: 30 })]: LIST_POLICY,
        [routeOf(endpoints.rules.detail, { id: 30, ruleId: LIST_RULE.uuid })]: LIST_RULE,
        [routeOf(endpoints.customTags.list)]: { count: 0, next: null, previous: null, results: [] },
      };
      const body = bodies[route];
      return new Response(JSON.stringify(body ?? { detail: 'Not found.' }), {
        status: body ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}

describe('a rule of the Custom Lists policy', () => {
  it('shows what the rule is, points to Custom Lists, and offers nothing to change', async () => {
    stubListPolicy();
    const panels: RulePanelProps[] = [];
    withProviders(
      <Routes>
        <Route
          path="/settings/workspace/policies/:policyId/rules/:ruleId"
          element={
            <RuleEditPage
              auditTrail={(ids) => {
                panels.push(ids);
                return <div>trail</div>;
              }}
            />
          }
        />
      </Routes>,
      `/settings/workspace/policies/30/rules/${LIST_RULE.uuid}`,
    );
    const view = await screen.findByTestId('custom-list-rule');
    expect(view.textContent).toContain('Address is on the custom list Known fraudsters');
    expect(view.textContent).toContain('High');
    const note = within(view).getByRole('alert');
    expect(within(note).getByText('This rule follows its custom list')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Custom Lists' }).getAttribute('href')).toContain(
      '/settings/workspace/custom-lists',
    );
    for (const name of ['Save', 'Add Condition', 'Remove condition 1']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    // Its audit trail is told the rule is read-only (no Restore).
    screen.getByRole('tab', { name: 'Audit Trail' }).click();
    await waitFor(() => expect(panels.at(-1)).toMatchObject({ policyId: '30', isReadOnly: true }));
  });

  it('does not offer the rule builder on Add Rule, and says where such rules come from', async () => {
    const { calls } = stubListPolicy();
    withProviders(
      <Routes>
        <Route path="/settings/workspace/policies/:policyId/rules/add" element={<RuleAddPage />} />
      </Routes>,
      '/settings/workspace/policies/30/rules/add',
    );
    const note = (await screen.findByText('Rules of this policy come from custom lists')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(note).getByRole('link', { name: 'Custom Lists' }).getAttribute('href')).toContain(
      '/settings/workspace/custom-lists',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Condition 1' })).toBeNull();
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
  });
});
