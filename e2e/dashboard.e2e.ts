import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RISK_LEVEL_LABELS, type RiskLevel } from '../packages/shared/src/index.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * The dashboard against the real server as the demo admin: the cards show the API's figures, a slice of the
 * pending addresses pie opens the address list filtered by its level, and the chosen preset survives a reload.
 */
const PORTS = { first: 8460, last: 8469 };
const SHOTS = '/tmp/shots/dashboard';
const DASHBOARD = '/risk/api/v4/dashboard/';
const QUEUED = 'Your request to download file is queued. You can check status by going to Download manager';
/** Pages render slowly while other suites load the machine. */
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 30_000 });

type Levels = Record<'1' | '2' | '3' | '4' | '5', number>;
type CasesAnswer = {
  cases_summary: Record<
    'total_cases_created' | 'total_cases_resolved' | 'total_cases_opened' | `previous_total_cases_${string}`,
    number
  >;
};
type AlertsAnswer = {
  alerts_summary: Record<
    | 'total_alerts_created'
    | 'total_alerts_resolved'
    | 'total_alerts_opened'
    | `previous_total_alerts_${string}`,
    number
  >;
};

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let page: Page;
let token: string;
let timeZone: string;

async function json<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const params = new URLSearchParams({ ...query, workspace: 'demo' });
  const res = await fetch(`${suite.server.baseUrl}${path}?${params}`, {
    headers: { authorization: `Bearer ${token}`, 'x-timezone': timeZone },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** A card's figure as shown ('1,234' → 1234). */
async function cardValue(testId: string): Promise<number> {
  const text = await page.getByTestId(testId).getByTestId('card-value').textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

/** Opens the dashboard and waits for the cases call; answers the range it asked for. */
async function openDashboard(): Promise<{ start: string; end: string }> {
  const request = page.waitForRequest((r) => r.url().includes(`${DASHBOARD}cases/`));
  await page.goto('/dashboard?workspace=demo');
  const url = new URL((await request).url());
  return { start: url.searchParams.get('start_date') ?? '', end: url.searchParams.get('end_date') ?? '' };
}

beforeAll(async () => {
  ({ page, token } = await suite.signedIn('admin@demo.test'));
  timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
}, 600_000);

describe('dashboard', () => {
  it("shows the API's figures on the cards, with the widgets drawn", async () => {
    const range = await openDashboard();
    // Last 7 Days by default: six days back through today.
    const days = (Date.parse(range.end) - Date.parse(range.start)) / 86_400_000;
    expect(days).toBe(6);
    await page.getByText(/^Welcome .+!$/).waitFor();
    const query = { start_date: range.start, end_date: range.end };
    const [cases, alerts] = await Promise.all([
      json<CasesAnswer>(`${DASHBOARD}cases/`, query),
      json<AlertsAnswer>(`${DASHBOARD}alerts/`, query),
    ]);
    await patient(() => cardValue('card-alerts-created')).toBe(alerts.alerts_summary.total_alerts_created);
    expect(await cardValue('card-alerts-closed')).toBe(alerts.alerts_summary.total_alerts_resolved);
    expect(await cardValue('card-alerts-opened')).toBe(alerts.alerts_summary.total_alerts_opened);
    await patient(() => cardValue('card-cases-created')).toBe(cases.cases_summary.total_cases_created);
    expect(await cardValue('card-cases-resolved')).toBe(cases.cases_summary.total_cases_resolved);
    expect(await cardValue('card-cases-opened')).toBe(cases.cases_summary.total_cases_opened);
    // The demo workspace has weeks of alerts: the figures are not all zero.
    expect(alerts.alerts_summary.total_alerts_created).toBeGreaterThan(0);
    // Refresh asks the server to recompute its kept snapshot of the period: a newer computed-at time.
    const kept = await json<{ last_refreshed_time: string }>(`${DASHBOARD}cases/`, query);
    const refreshed = page.waitForResponse(
      (r) => r.url().includes(`${DASHBOARD}cases/`) && r.url().includes('refresh=true'),
    );
    await page.getByTestId('dashboard-refresh').click();
    const answer = (await (await refreshed).json()) as { last_refreshed_time: string };
    expect(Date.parse(answer.last_refreshed_time)).toBeGreaterThan(Date.parse(kept.last_refreshed_time));
    await patient(() => page.getByTestId('last-refreshed').textContent()).toMatch(
      /^Last refreshed on .+ \S+$/,
    );
    // Every widget has left its skeleton.
    await patient(() => page.locator('[data-state="loading"]').count()).toBe(0);
    expect(await page.locator('[data-state="error"]').count()).toBe(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/dashboard-1440.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-1440-fold.png` });

    // Download queues the dashboard's figures; the toast stays until closed.
    await page.getByTestId('dashboard-download').click();
    await page.getByText(QUEUED).waitFor();
    await page.waitForTimeout(5_000);
    expect(await page.getByText(QUEUED).count()).toBe(1);
    // A widget's download (at most 10,000 records) is queued the same way.
    await page.getByTestId('alert-risk').getByTestId('widget-download').hover();
    await page.getByText('Maximum records: 10000').waitFor();
    await page.getByTestId('alert-risk').getByTestId('widget-download').click();
    await patient(() => page.getByText(QUEUED).count()).toBe(2);
  });

  it('opens the address list filtered by the level of a clicked slice', async () => {
    await openDashboard();
    const counts = (await json<{ address_risk_level_count: Levels }>(`${DASHBOARD}addresses/`))
      .address_risk_level_count;
    const level = [5, 4, 3, 2, 1].find((l) => counts[String(l) as keyof Levels] > 0);
    expect(level, 'the demo workspace has addresses with a risk level').toBeDefined();
    const label = RISK_LEVEL_LABELS[level as RiskLevel];
    const pie = page.getByTestId('pending-addresses');
    await patient(() => pie.getAttribute('data-state')).toBe('ready');
    // The first slice is the highest level with addresses.
    await pie.locator('.recharts-pie-sector').first().locator('path').first().dispatchEvent('click');
    await page.waitForURL(/\/addresses\?/);
    await patient(() => page.getByTestId('risk-tag').count()).toBeGreaterThan(0);
    // The level became the list's filter: every row has it, and the link's parameters left the URL.
    for (const tag of await page.getByTestId('risk-tag').allTextContents()) expect(tag).toBe(label);
    expect(new URL(page.url()).searchParams.get('risk_level')).toBeNull();
    // The Risk Level filter of the list shows the level.
    await patient(() =>
      page.getByTestId('address-filters').locator('.mantine-Pill-label').allTextContents(),
    ).toEqual([label]);
    const list = await json<{ count: number }>('/risk/api/v4/addresses/', { risk_level: String(level) });
    expect(list.count).toBe(counts[String(level) as keyof Levels]);
    await page.screenshot({ path: `${SHOTS}/address-list-from-pie.png` });
  });

  it('remembers the chosen preset after a reload', async () => {
    await openDashboard();
    await page.getByTestId('period-preset').click();
    const asked = page.waitForRequest((r) => r.url().includes(`${DASHBOARD}cases/`));
    await page.getByRole('option', { name: 'Last 90 Days', exact: true }).click();
    const url = new URL((await asked).url());
    const span =
      (Date.parse(url.searchParams.get('end_date') ?? '') -
        Date.parse(url.searchParams.get('start_date') ?? '')) /
      86_400_000;
    expect(span).toBe(89);
    // Only Last 7 Days, Last 30 Days and This Month say when they were computed.
    await patient(() => page.getByTestId('last-refreshed').count()).toBe(0);

    const range = await (async () => {
      const request = page.waitForRequest((r) => r.url().includes(`${DASHBOARD}cases/`));
      await page.reload();
      const reloaded = new URL((await request).url());
      return { start: reloaded.searchParams.get('start_date'), end: reloaded.searchParams.get('end_date') };
    })();
    expect(range).toEqual({
      start: url.searchParams.get('start_date'),
      end: url.searchParams.get('end_date'),
    });
    await patient(() => page.getByTestId('period-preset').inputValue()).toBe('Last 90 Days');
    await patient(() => page.locator('[data-state="loading"]').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-90-days.png`, fullPage: true });

    // Custom: a calendar from 2010 through today (later days cannot be picked).
    await page.getByTestId('period-range').click();
    await page.getByTestId('custom-range').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/dashboard-custom-range.png` });
    await page.keyboard.press('Escape');
  });

  it('opens the alert list on the tab of an alert card', async () => {
    await openDashboard();
    await patient(() => page.getByTestId('card-alerts-opened').getByTestId('card-link').count()).toBe(1);
    await page.getByTestId('card-alerts-opened').getByTestId('card-link').click();
    await page.waitForURL(/\/alerts\?/);
    await patient(() => page.getByTestId('list-tab-open').getAttribute('aria-selected')).toBe('true');
  });
});
