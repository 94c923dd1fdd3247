import { notifications } from '@mantine/notifications';
import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PolicyListPage } from './index.ts';
import { filtersKey } from './stored-filters.ts';
import { POLICY, paged, profileAs, renderAt, stubServer, WORKSPACE } from './test-utils.tsx';

const PROFILE = endpointPath(endpoints.profile.me);
const POLICIES = endpointPath(endpoints.policies.list);

beforeEach(() => localStorage.clear());
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const render = () =>
  renderAt(<PolicyListPage />, '/settings/workspace/policies', '/settings/workspace/policies');

describe('policy list', () => {
  it('lists Live policies by default and keeps a changed filter per workspace', async () => {
    const { calls } = stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [`GET ${POLICIES}`]: () => ({ status: 200, body: paged([POLICY]) }),
    });
    render();
    expect(await screen.findByRole('link', { name: POLICY.name })).toBeTruthy();
    const first = calls.find((c) => c.path === POLICIES);
    expect(first?.query.get('is_enabled')).toBe('true');
    expect(first?.query.get('limit')).toBe('25');
    expect(first?.query.get('type')).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === POLICIES)
          .at(-1)
          ?.query.has('is_enabled'),
      ).toBe(false),
    );
    expect(JSON.parse(localStorage.getItem(filtersKey('policies', WORKSPACE)) ?? '{}').status).toBe('all');
  });

  it('asks before deactivating a policy, then saves and says so', async () => {
    const { calls } = stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [`GET ${POLICIES}`]: () => ({ status: 200, body: paged([POLICY]) }),
      [`PUT ${POLICIES}12/`]: ({ body }) => ({ status: 200, body: { ...POLICY, ...(body as object) } }),
    });
    render();
    fireEvent.click(await screen.findByRole('switch', { name: `${POLICY.name} status` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/active alerts become inactive/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Policy Updated Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 12, is_enabled: false, type: 1 });
  });

  it('requires every field of a new policy and offers only Source of Funds for a Transaction policy', async () => {
    const { calls } = stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [`GET ${POLICIES}`]: () => ({ status: 200, body: paged([]) }),
      [`POST ${POLICIES}`]: ({ body }) => ({ status: 200, body: { ...POLICY, ...(body as object), id: 13 } }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Policy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Policy' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(4));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Policy Name' }), {
      target: { value: 'Big transfers' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Over 1M' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Policy Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Transaction' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Policy Category' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Source of Funds']);
    fireEvent.click(screen.getByRole('option', { name: 'Source of Funds' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Policy' }));

    expect(await screen.findByText('Policy created successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Big transfers',
      description: 'Over 1M',
      type: 0,
      category: 1,
      is_enabled: true,
    });
  });

  it("shows the server's refusal of a plan feature", async () => {
    const refusal = 'Behaviour Rules feature is not enabled. Please contact support team to subscribe.';
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(1) }),
      [`GET ${POLICIES}`]: () => ({ status: 200, body: paged([]) }),
      [`POST ${POLICIES}`]: () => ({ status: 403, body: { detail: refusal } }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Policy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Policy Name' }), {
      target: { value: 'Flows' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Odd flows' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Policy Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Address' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Policy Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Behaviour' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Policy' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('shows a non-admin the policies without any write control', async () => {
    stubServer({
      [`GET ${PROFILE}`]: () => ({ status: 200, body: profileAs(2) }),
      [`GET ${POLICIES}`]: () => ({ status: 200, body: paged([POLICY]) }),
    });
    render();
    await screen.findByRole('link', { name: POLICY.name });
    expect(screen.queryByRole('button', { name: 'Create Policy' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    const row = screen.getByRole('link', { name: POLICY.name }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Live')).toBeTruthy();
  });
});
