import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
// The entry imports the shared package by file, not through its index: the index would bring every zod schema
// into the first JavaScript (the budget test, components/entity-list/initial-bundle.test.ts, watches this).
import { CACHE_MS, TIMERS_MS } from '@riskscreen/shared/constants/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { HelpViewsProvider } from '../components/layout/help-views.tsx';
import { isAccessFailure } from '../lib/access-failure.ts';
import { helpViews } from './help-views.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

// Query retry is off and stale time is 0 (spec part 3 §7.8); data is kept 10 minutes.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 0,
      gcTime: CACHE_MS.kept,
      refetchOnWindowFocus: false,
      throwOnError: isAccessFailure,
    },
  },
});

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {/* Bottom right: at the top they covered the workspace and user menu in the header. */}
          <Notifications autoClose={TIMERS_MS.toastAutoClose} position="bottom-right" />
          <HelpViewsProvider value={helpViews}>
            <RouterProvider router={router} />
          </HelpViewsProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
