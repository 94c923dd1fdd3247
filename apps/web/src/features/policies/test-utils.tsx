import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { CONDITION, RULE } from '../../test/policy-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';

export { POLICY, RULE } from '../../test/policy-fixtures.ts';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
Element.prototype.scrollIntoView ??= () => {};

export type Reply = { status: number; body: unknown };
type Handler = (request: { url: URL; body: unknown }) => Reply | Promise<Reply>;
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Stubs fetch at the network boundary ('METHOD /path/' → reply); unrouted calls answer 404. */
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
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}

export const WORKSPACE = 'main';

/** The profile of an admin (role 1) or an agent (role 2) of the workspace. */
export function profileAs(role: 1 | 2) {
  return {
    ...PROFILE_FIXTURE,
    role,
    memberships: [{ workspace: WORKSPACE, workspace_name: 'Main', role }],
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders a page at `path` (matched by `route`) with the app's providers; other paths show where they led. */
export function renderAt(page: ReactNode, route: string, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[`${path}?workspace=${WORKSPACE}`]}>
            <Suspense fallback={<div>Loading</div>}>
              <Routes>
                <Route path={route} element={page} />
                <Route path="*" element={<Where />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export const paged = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const RULE_FIELDS = {
  rule_name: RULE.rule_name,
  alert_level: 4,
  is_enabled: true,
  rule_conditions: [CONDITION],
  is_only_or_conditions: false,
};

/** A rule's trail, newest first: version 2 disabled it (by Ada Lovelace), version 1 created it (System). */
export const RULE_HISTORY = [
  {
    id: 'rule-8',
    history_type: 2,
    kinds: ['rule_status_changed'],
    old_version: { id: 7, field_dict: RULE_FIELDS },
    new_version: { id: 8, field_dict: { ...RULE_FIELDS, is_enabled: false } },
    classifier_version: {
      id: 8,
      field_dict: { ...RULE_FIELDS, is_enabled: false },
      rule_uuid: RULE.uuid,
      rule_name: RULE.rule_name,
      version: 2,
    },
    changed_fields: [],
    revision: {
      user: { id: 7, first_name: 'Ada', last_name: 'Lovelace' },
      date_created: '2025-03-06T09:00:00.000Z',
    },
  },
  {
    id: 'rule-7',
    history_type: 1,
    kinds: ['rule_created'],
    old_version: null,
    new_version: { id: 7, field_dict: RULE_FIELDS },
    classifier_version: {
      id: 7,
      field_dict: RULE_FIELDS,
      rule_uuid: RULE.uuid,
      rule_name: RULE.rule_name,
      version: 1,
    },
    changed_fields: [],
    revision: { user: null, date_created: '2025-03-05T13:07:00.000Z' },
  },
];
