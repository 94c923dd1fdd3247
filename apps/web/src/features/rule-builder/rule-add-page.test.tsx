import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from '../../test/stub-server.ts';
import { RuleAddPage } from './components/rule-add-page.tsx';
import { CUSTOM_TAGS, CUSTOM_TAGS_PATH, withProviders } from './test-render.tsx';

afterEach(() => vi.unstubAllGlobals());

const POLICY = {
  id: 12,
  name: 'Transaction exposure',
  description: 'Exposure of screened transactions',
  type: 0,
  type_verbose: 'Transaction',
  category: 1,
  category_verbose: 'Source of Funds',
  is_enabled: true,
  is_for_custom_list: false,
  rule_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

type Reply = { status: number; body: unknown };

/** The policy, the custom tags, and a create answer chosen by the test; records what was sent. */
function stubPolicyServer(createReply: Reply, policy: typeof POLICY = POLICY) {
  const sent: unknown[] = [];
  const tagCalls: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const route = `${method} ${url.pathname}`;
      let reply: Reply = { status: 404, body: { detail: 'Not found.' } };
      if (route === routeOf(endpoints.policies.detail, { id: 12 })) reply = { status: 200, body: policy };
      if (route === `GET ${CUSTOM_TAGS_PATH}`) {
        tagCalls.push(url.searchParams);
        reply = { status: 200, body: { count: 2, next: null, previous: null, results: CUSTOM_TAGS } };
      }
      if (route === routeOf(endpoints.rules.create, { id: 12 })) {
        sent.push(JSON.parse(String(init?.body)));
        reply = createReply;
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { sent, tagCalls };
}

function first(elements: HTMLElement[]): HTMLElement {
  const [element] = elements;
  if (!element) throw new Error('No element');
  return element;
}

/** The options of one picker (Mantine keeps every picker's options in the document under test). */
async function optionsOf(label: string | RegExp): Promise<HTMLElement[]> {
  return within(await screen.findByRole('listbox', { name: label })).getAllByRole('option');
}

async function choose(label: string | RegExp, option: string) {
  fireEvent.click(first(screen.getAllByLabelText(label)));
  const match = (await optionsOf(label)).find((o) => o.textContent === option);
  if (!match) throw new Error(`No option ${option}`);
  fireEvent.click(match);
}

function renderAddPage() {
  withProviders(
    <Routes>
      <Route path="/settings/workspace/policies/:policyId/rules/add" element={<RuleAddPage />} />
      <Route path="/settings/workspace/policies/:policyId" element={<div>Policy page</div>} />
    </Routes>,
    '/settings/workspace/policies/12/rules/add',
  );
}

describe('Add Rule page', () => {
  it('offers a transaction policy only templates 1-3 and 18-20', async () => {
    stubPolicyServer({ status: 400, body: {} });
    renderAddPage();
    const condition = await screen.findByRole('region', { name: 'Condition 1' });
    fireEvent.click(first(within(condition).getAllByLabelText('Condition 1')));
    const options = await optionsOf('Condition 1');
    expect(options.map((o) => o.textContent?.split('.')[0])).toEqual(['1', '2', '3', '18', '19', '20']);
    expect(screen.getByText('All Risk Policies')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rule Overview' })).toBeTruthy();
  });

  it('loads the custom tag picker with the active tags (spec §7.4 lite call)', async () => {
    const { tagCalls } = stubPolicyServer({ status: 400, body: {} });
    renderAddPage();
    await screen.findByRole('region', { name: 'Condition 1' });
    await waitFor(() => expect(tagCalls.length).toBeGreaterThan(0));
    expect(tagCalls[0]?.get('lite')).toBe('true');
    expect(tagCalls[0]?.get('is_active')).toBe('true');
    fireEvent.click(first(screen.getAllByLabelText('Custom Tag')));
    await waitFor(async () =>
      expect((await optionsOf('Custom Tag')).map((o) => o.textContent)).toEqual([
        'Known fraudsters',
        'Partner exchanges',
      ]),
    );
  });

  it('shows the server field errors under the fields it names', async () => {
    const { sent } = stubPolicyServer({
      status: 400,
      body: {
        rule_name: ['Rule name already used'],
        'rule_conditions.0.threshold_amount_usd': ['Too small here'],
      },
    });
    renderAddPage();
    const condition = await screen.findByRole('region', { name: 'Condition 1' });
    fireEvent.change(screen.getAllByLabelText(/^Rule Name/)[0] as HTMLElement, {
      target: { value: 'Exposure' },
    });
    await choose(/^Risk Level/, 'High');
    await choose('Entity types', 'Sanctions');
    fireEvent.change(within(condition).getByLabelText('Amount at least (USD)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Rule name already used');
    expect(within(condition).getByText('Too small here')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      rule_name: 'Exposure',
      alert_level: 4,
      action: 'alert',
      rule_conditions: [{ rule_condition_type: 1, entity_types: ['Sanctions'], threshold_amount_usd: 100 }],
    });
  });

  it('offers the object itself on direct exposure outside Transaction policies, with the amount optional', async () => {
    const { sent } = stubPolicyServer(
      { status: 400, body: { rule_name: ['Stop here'] } },
      { ...POLICY, name: 'Address exposure', type: 1, type_verbose: 'Address' },
    );
    renderAddPage();
    const condition = await screen.findByRole('region', { name: 'Condition 1' });
    fireEvent.change(screen.getAllByLabelText(/^Rule Name/)[0] as HTMLElement, {
      target: { value: 'Sanctioned itself' },
    });
    await choose(/^Risk Level/, 'Critical');
    await choose('Entity types', 'Sanctions');
    await choose('Payment type', 'The object itself');
    expect(within(condition).getByText('Optional: what the object itself received and sent')).toBeTruthy();
    expect(within(condition).getByTestId('condition-sentence').textContent).toBe(
      'The object itself is attributed to Sanctions',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Stop here');
    expect(sent[0]).toMatchObject({
      rule_conditions: [{ rule_condition_type: 1, risk_types: [3], entity_types: ['Sanctions'] }],
    });
    expect((sent[0] as { rule_conditions: Record<string, unknown>[] }).rule_conditions[0]).not.toHaveProperty(
      'threshold_amount_usd',
      expect.any(Number),
    );
  });

  it('does not offer the object itself in a Transaction policy (a transaction carries no attribution)', async () => {
    stubPolicyServer({ status: 400, body: {} });
    renderAddPage();
    await screen.findByRole('region', { name: 'Condition 1' });
    fireEvent.click(first(screen.getAllByLabelText('Payment type')));
    expect((await optionsOf('Payment type')).map((o) => o.textContent)).toEqual([
      'Received from',
      'Sent to',
      'Received from and sent to',
    ]);
  });
});
