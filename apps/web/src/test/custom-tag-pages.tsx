import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
type Handler = (request: { url: URL; body: unknown }) => Reply | Promise<Reply>;
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Stubs fetch: routes are 'METHOD /path/'; unrouted calls answer 404 so a test fails visibly. */
export function stubServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, query: url.searchParams, body });
      const handler = routes[`${method} ${url.pathname}`];
      const reply = handler ? await handler({ url, body }) : { status: 404, body: { detail: 'Not found.' } };
      return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}

/** Renders a settings page at `path` with the app's providers. */
export function renderAt(path: string, page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const route = path.split('?')[0] ?? path;
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A custom tag or list as the server answers it. */
export function tagFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'VIP desk',
    description: 'Counterparties of the VIP desk',
    risk_level: 0,
    type: 0,
    is_active: true,
    is_in_custom_list: false,
    added_by: 'Ada Admin',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    address_count: 0,
    ...overrides,
  };
}

export const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
