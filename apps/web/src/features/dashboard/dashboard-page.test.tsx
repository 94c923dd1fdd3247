import { DOWNLOAD_QUEUED_MESSAGE, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, probedLocation } from '../../test/location-probe.tsx';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { addDays, presetRange, todayIn } from './date-range.ts';
import { DashboardPage } from './index.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const levels = (c: number, h: number, m: number, ca: number, i: number) => ({
  5: c,
  4: h,
  3: m,
  2: ca,
  1: i,
});

function answer(url: URL, isSnapshot = true) {
  return {
    start_date: url.searchParams.get('start_date') ?? '',
    end_date: url.searchParams.get('end_date') ?? '',
    time_zone: 'UTC',
    last_refreshed_time: '2026-11-26T10:15:00.000Z',
    is_snapshot: isSnapshot,
  };
}

/** The dashboard's calls; `options` is read on each call, so a test can let a failed call succeed later. */
function serve(options: { casesStatus?: number | undefined } = {}) {
  const ok = (body: unknown) => ({ status: 200, body });
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ok(PROFILE_FIXTURE),
    [routeOf(endpoints.dashboard.cases)]: ({ url }) =>
      options.casesStatus
        ? { status: options.casesStatus, body: { detail: 'Internal Error!' } }
        : ok({
            ...answer(url),
            cases_summary: {
              total_cases_created: 1234,
              total_cases_resolved: 3,
              total_cases_opened: 8,
              auto_created_cases: 1200,
              manual_created_cases: 34,
              previous_total_cases_created: 1000,
              previous_total_cases_resolved: 0,
              previous_total_cases_opened: 12,
              previous_auto_created_cases: 1,
              previous_manual_created_cases: 1,
              case_risk_level_count: { 0: 0, ...levels(1, 2, 3, 0, 0) },
              time_series_by_risk_level: [
                { date: '2026-11-25', case_level_counts: { 0: 0, ...levels(1, 0, 0, 0, 0) } },
                { date: '2026-11-26', case_level_counts: { 0: 0, ...levels(0, 2, 0, 0, 0) } },
              ],
            },
          }),
    [routeOf(endpoints.dashboard.alerts)]: ({ url }) =>
      ok({
        ...answer(url),
        alerts_summary: {
          total_alerts_created: 40,
          total_alerts_resolved: 10,
          total_alerts_opened: 30,
          previous_total_alerts_created: 20,
          previous_total_alerts_resolved: 30,
          previous_total_alerts_opened: 30,
          alerts_status_data: { 0: 25, 1: 5, 2: 10 },
        },
      }),
    [routeOf(endpoints.dashboard.addresses)]: ({ url }) =>
      ok({ ...answer(url), address_risk_level_count: levels(7, 0, 2, 0, 1), address_currency_count: [] }),
    [routeOf(endpoints.dashboard.transactions)]: ({ url }) =>
      ok({
        ...answer(url),
        transaction_risk_level_count: levels(0, 0, 0, 0, 0),
        transaction_currency_count: [],
      }),
    [routeOf(endpoints.dashboard.customers)]: ({ url }) =>
      ok({ ...answer(url), customer_risk_level_count: levels(0, 1, 0, 0, 0) }),
    [routeOf(endpoints.dashboard.entities)]: ({ url }) =>
      ok({
        ...answer(url),
        entities_summary: {
          address_risk_level_count: levels(0, 0, 0, 0, 0),
          transaction_risk_level_count: levels(0, 0, 0, 0, 0),
          customer_risk_level_count: levels(0, 0, 0, 0, 0),
          address_currency_count: [{ currency: 1, count: 12 }],
          transaction_currency_count: [{ currency: 0, count: 3 }],
        },
      }),
    [routeOf(endpoints.dashboard.rules)]: ({ url }) =>
      ok({
        ...answer(url),
        rules_summary: [
          {
            rule_id: 'r1',
            rule_name: 'Direct exposure to sanctioned entities',
            policy_name: 'Sanctions exposure',
            count: 9,
          },
        ],
      }),
    [routeOf(endpoints.dashboard.alertsEntity)]: ({ url }) =>
      ok({
        ...answer(url),
        alerts_risk_data: levels(4, 3, 2, 1, 0),
        address_alerts_risk_data: levels(4, 3, 2, 1, 0),
        transaction_alerts_risk_data: levels(0, 0, 0, 0, 0),
        customer_alerts_risk_data: levels(0, 0, 0, 0, 0),
      }),
    [routeOf(endpoints.dashboard.alertsResolutionRecord)]: ({ url }) =>
      ok({
        ...answer(url),
        alerts_resolution_record: [
          { key: '0_24', label: '0 to 24 hours', count: 5 },
          { key: '24_48', label: '24 to 48 hours', count: 0 },
          { key: '48_plus', label: 'over 48 hours', count: 5 },
        ],
      }),
    [routeOf(endpoints.dashboard.report)]: () => ok({ id: 'd1', detail: DOWNLOAD_QUEUED_MESSAGE }),
  });
}

function renderDashboard(path = '/dashboard?workspace=demo') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/addresses" element={<div>address list</div>} />
        <Route path="/alerts" element={<div>alert list</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (id: string) => screen.findByTestId(id);

describe('the dashboard', () => {
  it('greets the user and shows the cards with their change', async () => {
    serve();
    renderDashboard();
    expect(await screen.findByText(`Welcome ${PROFILE_FIXTURE.first_name}!`)).toBeTruthy();
    const created = await card('card-cases-created');
    await waitFor(() => expect(within(created).getByTestId('card-value').textContent).toBe('1,234'));
    expect(within(created).getByTestId('card-change').textContent).toBe('+23.40%');
    // The previous period had none resolved: no percentage can be computed.
    expect(within(await card('card-cases-resolved')).getByTestId('card-change').textContent).toBe('NA');
    const alertsClosed = await card('card-alerts-closed');
    await waitFor(() => expect(within(alertsClosed).getByTestId('card-value').textContent).toBe('10'));
    expect(within(alertsClosed).getByTestId('card-change').textContent).toBe('-66.67%');
    expect(within(alertsClosed).getByTestId('card-link').getAttribute('href')).toBe(
      '/alerts?tab=closed&workspace=demo',
    );
  });

  it('asks for the last 7 days by default and says when the figures were computed', async () => {
    const { calls } = serve();
    renderDashboard();
    expect(await screen.findByTestId('last-refreshed')).toBeTruthy();
    expect(screen.getByTestId('last-refreshed').textContent).toContain('Last refreshed on');
    expect(screen.getByTestId('last-refreshed').textContent).toContain('UTC');
    const cases = calls.find((c) => c.path === endpoints.dashboard.cases.path);
    const expected = presetRange('last_7_days', todayIn(undefined));
    expect(cases?.query.get('start_date')).toBe(expected.start);
    expect(cases?.query.get('end_date')).toBe(expected.end);
    expect(cases?.query.get('refresh')).toBeNull();

    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === endpoints.dashboard.cases.path && c.query.get('refresh') === 'true'),
      ).toBe(true),
    );
  });

  it("hides 'Last refreshed on' for other presets, and remembers the preset chosen", async () => {
    localStorage.setItem('rs.dashboard-period', JSON.stringify({ preset: 'last_90_days' }));
    const { calls } = serve();
    renderDashboard();
    const created = await card('card-cases-created');
    await waitFor(() => expect(within(created).getByTestId('card-value').textContent).toBe('1,234'));
    expect(screen.queryByTestId('last-refreshed')).toBeNull();
    const expected = presetRange('last_90_days', todayIn(undefined));
    expect(calls.find((c) => c.path === endpoints.dashboard.cases.path)?.query.get('start_date')).toBe(
      expected.start,
    );
  });

  it('stores the preset chosen and asks for its range', async () => {
    const { calls } = serve();
    renderDashboard();
    await screen.findByTestId('last-refreshed');
    fireEvent.click(screen.getByTestId('period-preset'));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 30 Days' }));
    const expected = presetRange('last_30_days', todayIn(undefined));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === endpoints.dashboard.alerts.path && c.query.get('start_date') === expected.start,
        ),
      ).toBe(true),
    );
    expect(JSON.parse(localStorage.getItem('rs.dashboard-period') ?? '{}')).toEqual({
      preset: 'last_30_days',
    });
    // Last 30 Days is one of the three presets that say when they were computed.
    expect(await screen.findByTestId('last-refreshed')).toBeTruthy();
    fireEvent.click(screen.getByTestId('period-preset'));
    fireEvent.click(await screen.findByRole('option', { name: 'Last Year' }));
    await waitFor(() => expect(screen.queryByTestId('last-refreshed')).toBeNull());
    expect(JSON.parse(localStorage.getItem('rs.dashboard-period') ?? '{}')).toEqual({ preset: 'last_year' });
  });

  it('applies a custom range chosen on the calendar, never a future day', async () => {
    const { calls } = serve();
    renderDashboard();
    await screen.findByTestId('last-refreshed');
    fireEvent.click(screen.getByTestId('period-range'));
    const picker = await screen.findByTestId('custom-range');
    const today = todayIn(undefined);
    // Mantine names each day 'D MMMM YYYY'; a day outside its month shows twice (greyed), the month's own once.
    const dayButton = (day: string) =>
      picker.querySelector<HTMLButtonElement>(
        `button[aria-label="${dayjs(day).format('D MMMM YYYY')}"]:not([data-outside])`,
      );
    const start = presetRange('last_7_days', today).start;
    // Tomorrow, when the calendar shows it, cannot be chosen.
    const tomorrow = dayButton(addDays(today, 1));
    if (tomorrow) expect(tomorrow.disabled || tomorrow.hasAttribute('data-disabled')).toBe(true);
    fireEvent.click(dayButton(start) as HTMLButtonElement);
    fireEvent.click(dayButton(addDays(start, 2)) as HTMLButtonElement);
    fireEvent.click(within(picker).getByTestId('custom-range-apply'));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === endpoints.dashboard.cases.path &&
            c.query.get('start_date') === start &&
            c.query.get('end_date') === addDays(start, 2),
        ),
      ).toBe(true),
    );
    expect(JSON.parse(localStorage.getItem('rs.dashboard-period') ?? '{}')).toEqual({
      preset: 'custom',
      range: { start, end: addDays(start, 2) },
    });
    await waitFor(() => expect(screen.queryByTestId('last-refreshed')).toBeNull());
  });

  it('opens a range the URL names as Custom', async () => {
    const { calls } = serve();
    renderDashboard('/dashboard?workspace=demo&start_date=2026-01-01&end_date=2026-01-31');
    await card('card-cases-created');
    await waitFor(() => expect(calls.some((c) => c.path === endpoints.dashboard.cases.path)).toBe(true));
    const cases = calls.find((c) => c.path === endpoints.dashboard.cases.path);
    expect(cases?.query.get('start_date')).toBe('2026-01-01');
    expect(cases?.query.get('end_date')).toBe('2026-01-31');
    expect(screen.queryByTestId('last-refreshed')).toBeNull();
  });

  it('links the pies of pending objects to the lists filtered by level', async () => {
    serve();
    renderDashboard();
    const pie = await screen.findByTestId('pending-addresses');
    await waitFor(() => expect(pie.getAttribute('data-state')).toBe('ready'));
    expect(within(pie).getByTestId('pending-legend-5').getAttribute('href')).toBe(
      '/addresses?risk_level=5&tab=all_addresses&workspace=demo',
    );
    expect(within(pie).getByTestId('pending-view-all').getAttribute('href')).toBe(
      '/addresses?risk_level=5%2C4%2C3%2C2%2C1&tab=all_addresses&workspace=demo',
    );
    // The pies count the objects now: the period does not apply, and the struck-through calendar says so.
    expect(within(pie).getByTestId('period-ignored').getAttribute('aria-label')).toBe(
      'The time period filter is not applied to this widget',
    );
    expect(within(await screen.findByTestId('case-overview')).queryByTestId('period-ignored')).toBeNull();
    // No transaction has a level: the pie says so rather than drawing nothing.
    const transactions = await screen.findByTestId('pending-transactions');
    await waitFor(() => expect(transactions.getAttribute('data-state')).toBe('empty'));
    fireEvent.click(within(pie).getByTestId('pending-legend-5'));
    await screen.findByText('address list');
    expect(probedLocation.current).toBe('/addresses?risk_level=5&tab=all_addresses&workspace=demo');
  });

  it("says 'Error Loading Data' where a call failed, and the rest still shows", async () => {
    serve({ casesStatus: 500 });
    renderDashboard();
    const created = await card('card-cases-created');
    await waitFor(() =>
      expect(within(created).getByTestId('card-error').textContent).toBe('Error Loading Data'),
    );
    const distribution = await screen.findByTestId('case-distribution');
    expect(within(distribution).getByTestId('widget-error').textContent).toBe('Error Loading Data');
    const alerts = await card('card-alerts-created');
    await waitFor(() => expect(within(alerts).getByTestId('card-value').textContent).toBe('40'));
  });

  it('offers to try again after a 500, and shows the figures when that works', async () => {
    const options: { casesStatus?: number | undefined } = { casesStatus: 500 };
    const { calls } = serve(options);
    renderDashboard();
    const distribution = await screen.findByTestId('case-distribution');
    await waitFor(() => expect(within(distribution).getByTestId('widget-error')).toBeTruthy());
    const asked = calls.filter((c) => c.path === endpoints.dashboard.cases.path).length;
    options.casesStatus = undefined;
    fireEvent.click(within(distribution).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(distribution.getAttribute('data-state')).toBe('ready'));
    expect(calls.filter((c) => c.path === endpoints.dashboard.cases.path).length).toBeGreaterThan(asked);
  });

  it('queues the download and keeps the toast open', async () => {
    const { calls } = serve();
    renderDashboard();
    fireEvent.click(await screen.findByTestId('dashboard-download'));
    expect(await screen.findByText(DOWNLOAD_QUEUED_MESSAGE)).toBeTruthy();
    expect(calls.some((c) => c.path === endpoints.dashboard.report.path)).toBe(true);
  });

  it('links Print to the print variant over the same days, in the same workspace', async () => {
    const { calls } = serve();
    renderDashboard();
    const print = await screen.findByTestId('dashboard-print');
    const href = new URL(print.getAttribute('href') ?? '', 'http://app.local');
    expect(href.pathname).toBe('/pdf/dashboard-report/');
    expect(href.searchParams.get('workspace')).toBe('demo');
    const asked = await waitFor(() => {
      const call = calls.find((c) => c.path === endpoints.dashboard.cases.path);
      if (!call) throw new Error('not asked yet');
      return call;
    });
    expect(href.searchParams.get('start_date')).toBe(asked.query.get('start_date'));
    expect(href.searchParams.get('end_date')).toBe(asked.query.get('end_date'));
    expect(print.getAttribute('target')).toBe('_blank');
  });
});
