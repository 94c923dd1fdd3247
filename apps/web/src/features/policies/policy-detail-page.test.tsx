import { notifications } from '@mantine/notifications';
import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicyDetailPage } from './index.ts';
import { POLICY, paged, profileAs, RULE, RULE_HISTORY, renderAt, stubServer } from './test-utils.tsx';

const PROFILE = endpointPath(endpoints.profile.me);
const BASE = endpointPath(endpoints.policies.detail, { id: 12 });
const RULE_PATH = `${BASE}classifiers/${RULE.uuid}/`;

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

function policyServer(role: 1 | 2, extra: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(role) }),
    [`GET ${BASE}`]: () => ({ status: 200, body: POLICY }),
    [`GET ${BASE}crypto-objects-flagged/`]: () => ({
      status: 200,
      body: { total_count: 1250, flagged_count: 42, hit_rate: 3.36 },
    }),
    [`GET ${BASE}most-triggered-rules/`]: () => ({ status: 200, body: [] }),
    [`GET ${BASE}alerts-triggered-over-time/`]: () => ({
      status: 200,
      body: [{ date: '2025-03-06', count: 4 }],
    }),
    [`GET ${BASE}classifiers/`]: () => ({ status: 200, body: paged([RULE]) }),
    [`GET ${BASE}history/`]: () => ({ status: 200, body: RULE_HISTORY }),
    ...extra,
  });
}

const render = () =>
  renderAt(<PolicyDetailPage />, '/settings/workspace/policies/:policyId', '/settings/workspace/policies/12');

function openAt(tab: string) {
  render();
  return screen.findByRole('tab', { name: tab }).then((t) => fireEvent.click(t));
}

describe('policy detail', () => {
  it('shows the overview with its charts and saves edited details', async () => {
    const { calls } = policyServer(1, {
      [`PUT ${BASE}`]: ({ body }) => ({ status: 200, body: { ...POLICY, ...(body as object) } }),
    });
    render();
    expect(await screen.findByText('All Risk Policies')).toBeTruthy();
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(screen.getByText('3.36%')).toBeTruthy();
    expect(await screen.findByText("No alerts raised by this policy's rules yet")).toBeTruthy();
    expect(screen.getByText('Source of Funds')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Policy Details' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Policy Name' });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Illicit exposure' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Policy Updated Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: 12,
      name: 'Illicit exposure',
      description: POLICY.description,
      type: 1,
      category: 1,
      is_enabled: true,
    });
  });

  it('expands rules to their conditions and disables a rule after confirmation', async () => {
    const { calls } = policyServer(1, {
      [`PUT ${RULE_PATH}`]: ({ body }) => ({ status: 200, body: { ...RULE, ...(body as object) } }),
    });
    await openAt('Rule List');
    await screen.findByRole('link', { name: RULE.rule_name });
    expect(screen.queryByText(RULE.condition_sentences[0] as string)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getByText(RULE.condition_sentences[0] as string)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collapse All' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Rule' }).getAttribute('href')).toBe(
      '/settings/workspace/policies/12/rules/add?workspace=main',
    );

    fireEvent.click(screen.getByRole('switch', { name: `${RULE.rule_name} status` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("The rule's active alerts will become inactive.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Rule updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      uuid: RULE.uuid,
      action: 'alert',
      alert_level: 4,
      custom_tag: null,
      is_enabled: false,
      rule_category: 1,
      rule_name: RULE.rule_name,
      rule_type: 1,
      rule_conditions: RULE.rule_conditions,
      is_only_or_conditions: false,
    });
  });

  it("shows the server's message when the plan does not allow editing rules", async () => {
    const refusal = 'Custom Rules feature is not enabled. Please contact support team to subscribe.';
    policyServer(1, { [`PUT ${RULE_PATH}`]: () => ({ status: 403, body: { detail: refusal } }) });
    await openAt('Rule List');
    fireEvent.click(await screen.findByRole('switch', { name: `${RULE.rule_name} status` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('opens a rule when its row is clicked', async () => {
    policyServer(1);
    await openAt('Rule List');
    await screen.findByRole('link', { name: RULE.rule_name });
    fireEvent.click(screen.getByText('1 condition'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/settings/workspace/policies/12/rules/${RULE.uuid}`,
      ),
    );
  });

  it('reads the audit trail: who, when and what, without Restore', async () => {
    policyServer(1);
    await openAt('Audit Trail');
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries).toHaveLength(2);
    const latest = entries[0] as HTMLElement;
    expect(within(latest).getByText(`Rule '${RULE.rule_name}'`)).toBeTruthy();
    expect(within(latest).getByText('Rule disabled')).toBeTruthy();
    // Europe/Paris: 09:00 UTC is 10:00.
    expect(within(latest).getByText('Ada Lovelace · Mar 6, 2025 10:00 AM')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText(/^System · /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('gives a non-admin no write control', async () => {
    policyServer(2);
    render();
    await screen.findByText('1,250');
    expect(screen.queryByRole('button', { name: 'Edit Policy Details' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Rule List' }));
    await screen.findByRole('link', { name: RULE.rule_name });
    expect(screen.queryByRole('link', { name: 'Add Rule' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a missing policy as a page that could not be found', async () => {
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [`GET ${BASE}`]: () => ({ status: 404, body: { detail: 'Not found.' } }),
    });
    render();
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
