import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';

type Reply = { status: number; body: unknown };
type Handler = (request: { url: URL; body: unknown }) => Reply | Promise<Reply>;
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Stubs fetch at the network boundary: each route is 'METHOD /path/' and answers with a status and JSON body.
 * Unrouted calls answer 404 so a test fails visibly instead of hanging.
 */
export function stubServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? await handler({ url, body }) : { status: 404, body: { detail: 'Not found.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

/** Renders a page with the app's providers; /accounts/logout is a marker route for navigation checks. */
export function renderPage(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={['/settings']}>
            <Routes>
              <Route path="/settings" element={page} />
              <Route path="/accounts/logout" element={<div>Logging out</div>} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The shared profile fixture, as an admin (the API keys page is a workspace-settings page). */
export const PROFILE = { ...PROFILE_FIXTURE, role: 1 };
