import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { endpoints } from '@riskscreen/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { WorkspacesPage } from './index.ts';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const ALPHA = {
  id: 1,
  name: 'Alpha',
  slug: 'alpha',
  role_counts: [
    { role: 1, role_verbose: 'Admin', count: 1 },
    { role: 2, role_verbose: 'Agent', count: 3 },
  ],
  policy_count: 6,
  created_at: '2025-01-01T00:00:00.000Z',
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={['/settings/organisation/workspaces?workspace=alpha']}>
            <WorkspacesPage />
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('organisation workspaces page', () => {
  it('lists name, slug, role counts and policy count, and creates a workspace', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.workspaces.list)]: () => ({ status: 200, body: [ALPHA] }),
      [routeOf(endpoints.workspaces.create)]: ({ body }) =>
        (body as { slug?: string }).slug === 'alpha'
          ? { status: 400, body: { detail: 'x', slug: ['A workspace with this slug already exists.'] } }
          : { status: 201, body: { ...ALPHA, id: 2, name: 'Risk', slug: 'risk', role_counts: [] } },
    });
    renderPage();
    const row = (await screen.findByText('Alpha')).closest('tr') as HTMLElement;
    expect(within(row).getByText('alpha')).toBeTruthy();
    expect(within(row).getByText('Admin: 1')).toBeTruthy();
    expect(within(row).getByText('Agent: 3')).toBeTruthy();
    expect(within(row).getByText('6')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Risk' } });
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'alpha' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A workspace with this slug already exists.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workspace created successfully!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Risk', slug: 'alpha' },
      { name: 'Risk' },
    ]);
  });
});
