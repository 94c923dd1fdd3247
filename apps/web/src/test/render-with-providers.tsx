import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';

/** A query client for one test: no retries and nothing kept fresh, so each answer comes from the test's stub server. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
}

/**
 * Renders a component with the app's providers (test environment: no transitions, no portals), Mantine's modals
 * among them; a test that seeds the cache passes its own query client.
 */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <Suspense fallback={<div>Loading</div>}>{ui}</Suspense>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
