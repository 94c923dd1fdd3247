import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';

/** Renders a component with the app's providers (test environment: no transitions, no portals). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <Suspense fallback={<div>Loading</div>}>{ui}</Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
