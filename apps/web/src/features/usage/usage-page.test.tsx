import { MantineProvider } from '@mantine/core';
import { endpoints } from '@riskscreen/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { UsagePage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const PLAN = { name: 'Enterprise', end_date: '2027-06-30', user_limit: 25, credit_limit: 10000 };
const row = (time_period_display: string, addresses: number, transactions: number) => ({
  time_period_display,
  addresses,
  transactions,
  total: addresses + transactions,
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/settings/organisation/usage?workspace=alpha']}>
          <UsagePage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('organisation usage page', () => {
  it('shows the plan and the usage rows, monthly or daily, every screening or unique', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.plan)]: () => ({ status: 200, body: PLAN }),
      [routeOf(endpoints.profile.creditUsageNonUnique)]: ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('interval') === 'daily'
            ? [row('Nov 26, 2026', 3, 1), row('Nov 25, 2026', 2, 0)]
            : [row('Nov 2026', 1234, 6)],
      }),
      [routeOf(endpoints.profile.creditUsage)]: () => ({ status: 200, body: [row('Nov 2026', 2, 1)] }),
    });
    renderPage();
    const plan = await screen.findByTestId('billing-plan');
    expect(await within(plan).findByText('Enterprise')).toBeTruthy();
    expect(within(plan).getByText('2027-06-30')).toBeTruthy();
    expect(within(plan).getByText('10,000')).toBeTruthy();
    expect(within(plan).getByText('25')).toBeTruthy();

    const month = (await screen.findByText('Nov 2026')).closest('tr') as HTMLElement;
    expect(within(month).getByText('1,234')).toBeTruthy();
    expect(within(month).getByText('6')).toBeTruthy();
    expect(within(month).getByText('1,240')).toBeTruthy();

    fireEvent.click(screen.getByText('Daily'));
    const day = (await screen.findByText('Nov 26, 2026')).closest('tr') as HTMLElement;
    expect(within(day).getByText('4')).toBeTruthy();
    expect(screen.getByText('Nov 25, 2026')).toBeTruthy();

    fireEvent.click(screen.getByText('Monthly'));
    fireEvent.click(screen.getByText('Unique'));
    const unique = (await screen.findByText('3')).closest('tr') as HTMLElement;
    expect(within(unique).getByText('Nov 2026')).toBeTruthy();

    const usageCalls = calls.filter((c) => c.path.startsWith('/profile/credit-usage'));
    // Going back to a seen view may refetch it; each view asked its own endpoint and interval.
    const asked = usageCalls.map((c) => `${c.path}?${c.query.get('interval')}`);
    expect(asked.slice(0, 2)).toEqual([
      '/profile/credit-usage-nonunique/?monthly',
      '/profile/credit-usage-nonunique/?daily',
    ]);
    expect(asked.at(-1)).toBe('/profile/credit-usage/?monthly');
    expect(usageCalls.every((c) => c.query.get('offset') === String(-new Date().getTimezoneOffset()))).toBe(
      true,
    );
  });

  it("says 'Error in loading Billing Plan' when the plan does not load", async () => {
    stubServer({
      [routeOf(endpoints.profile.plan)]: () => ({ status: 500, body: { detail: 'Internal Error!' } }),
      [routeOf(endpoints.profile.creditUsageNonUnique)]: () => ({ status: 200, body: [] }),
    });
    renderPage();
    expect(await screen.findByText('Error in loading Billing Plan')).toBeTruthy();
  });
});
