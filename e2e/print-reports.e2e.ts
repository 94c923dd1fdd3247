import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { squeeze } from '../apps/server/src/modules/reporting/reports/pdf-text.test-support.ts';
import { newSession } from './helpers/browser.ts';
import { DEMO_PASSWORD } from './helpers/server.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * The printable report pages (/pdf/…) in a real browser, opened as a link would open them: a fresh profile with no
 * session, the token and workspace in the URL, print=0 to look at the page. Headings and figures against the API;
 * the address page printed to PDF by the browser and read back with pdftotext.
 */
const PORTS = { first: 8515, last: 8519 };
const SHOTS = '/tmp/print-shots';
const RISKY = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
const WHALE = demoObject(DEFAULT_DEMO_SEED, 'eth.whale');
const CUSTOMER_ID = 'CUST-E2E-PRINT';
/** Pages render slowly while other suites load the machine. */
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 30_000 });

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let token: string;
let addressId: number;
let caseId: number;

async function call<T>(method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...query, workspace: 'demo' });
  const res = await fetch(`${suite.server.baseUrl}${path}?${params}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-timezone': 'UTC',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A printable page in a fresh browser profile (no session of its own), once everything on it has loaded. */
async function openReport(path: string, query: Record<string, string> = {}): Promise<Page> {
  const { page } = await newSession(suite.browser, suite.server.baseUrl);
  await page.emulateMedia({ media: 'print' });
  const params = new URLSearchParams({ token, workspace: 'demo', print: '0', tz: 'UTC', ...query });
  await page.goto(`${path}?${params}`);
  await page.locator('[data-print-state="ready"]').waitFor({ timeout: 60_000 });
  return page;
}

const sectionTitles = (page: Page) => page.locator('.rs-print-section > h2').allTextContents();

beforeAll(async () => {
  const admin = await suite.signedIn('admin@demo.test');
  token = admin.token;
  await admin.page.close();
  addressId = (
    await call<{ id: number }>('POST', '/risk/api/v4/addresses/', {
      identifier: RISKY.address,
      currency: RISKY.blockchain,
    })
  ).id;
  await call('POST', '/risk/api/v4/addresses/', {
    identifier: WHALE.address,
    currency: WHALE.blockchain,
    customer_id: CUSTOMER_ID,
    type: 1,
  });
  caseId = (
    await call<{ id: number }>('POST', '/resolutioncenter/api/v4/cases/', {
      name: 'E2E print case',
      addresses: [addressId],
    })
  ).id;
}, 600_000);

describe('printable report pages', () => {
  it('prints the address report with its branding, figures and every section, and to PDF', async () => {
    const detail = await call<{ total_incoming_value_usd: number; risk_level: number }>(
      'GET',
      `/risk/api/v4/addresses/${addressId}/`,
    );
    const branding = await call<{ organization: string }>('GET', '/risk/api/v4/reports/branding/');
    const page = await openReport(`/pdf/address-report/${addressId}`);
    expect(await page.getByTestId('print-title').textContent()).toBe('Address Report');
    expect(await page.getByTestId('print-subject').textContent()).toContain(RISKY.address);
    expect(await page.getByTestId('print-confidential').textContent()).toBe('Private and Confidential');
    expect(await page.getByTestId('print-organisation').textContent()).toBe(branding.organization);
    expect(await sectionTitles(page)).toEqual([
      'Address Details',
      'Token Summary',
      'Flow Analysis',
      'Counterparty Summary',
      'Alerts',
      'Comments',
      'Appendix A: Rules',
    ]);
    const incoming = `$${detail.total_incoming_value_usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const facts = (await page.getByTestId('print-section-addressDetails').textContent()) ?? '';
    expect(facts).toContain(`Total Incoming${incoming}`);
    // No comment yet: the section says so in the spec's words.
    expect(await page.getByTestId('print-comments-unavailable').textContent()).toBe(
      'Unable to Load Comments',
    );
    expect(await page.getByTestId('print-cap-note').first().textContent()).toContain('maximum of 200 rows');
    // The page did not sign anyone in: the token stays in the URL, out of the browser's storage.
    expect(await page.evaluate(() => localStorage.getItem('rs.access_token'))).toBeNull();
    await page.screenshot({ path: `${SHOTS}/address-report.png`, fullPage: true });

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    writeFileSync(`${SHOTS}/address-report.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', `${SHOTS}/address-report.pdf`, '-'], {
      encoding: 'utf8',
    });
    expect(squeeze(text)).toContain(RISKY.address);
    expect(text).toContain('Private and Confidential');
    expect(text).toContain('Address Details');
    expect(text).toContain('Appendix A: Rules');
    expect(text).toContain(incoming);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '2',
      `${SHOTS}/address-report.pdf`,
      `${SHOTS}/address-pdf`,
    ]);
    await page.close();
  });

  it('brands a page opened with an API key as one opened with a token', async () => {
    const branding = await call<{ organization: string; workspace_name: string }>(
      'GET',
      '/risk/api/v4/reports/branding/',
    );
    const key = await call<{ key: string }>('POST', '/profile/api/v1/keys/', { password: DEMO_PASSWORD });
    const { page } = await newSession(suite.browser, suite.server.baseUrl);
    const params = new URLSearchParams({ api_key: key.key, workspace: 'demo', print: '0', tz: 'UTC' });
    await page.goto(`/pdf/address-report/${addressId}?${params}`);
    await page.locator('[data-print-state="ready"]').waitFor({ timeout: 60_000 });
    // Once read, the key leaves the address bar (and the history); the rest of the address stays.
    const address = new URL(page.url());
    expect(address.searchParams.has('api_key')).toBe(false);
    expect(page.url()).not.toContain(key.key);
    expect(address.searchParams.get('workspace')).toBe('demo');
    await page.screenshot({ path: `${SHOTS}/api-key-report.png` });
    expect(await page.getByTestId('print-organisation').textContent()).toBe(branding.organization);
    expect(await page.getByTestId('print-subject').textContent()).toContain(RISKY.address);
    expect(await page.getByText(branding.workspace_name, { exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('prints only the sections `entities` names, and one alert group by its own name', async () => {
    const page = await openReport(`/pdf/address-report/${addressId}`, {
      entities: 'addressDetails,openAlerts,comments',
    });
    expect(await sectionTitles(page)).toEqual(['Address Details', 'Alerts', 'Comments']);
    expect(await page.getByTestId('print-alerts-openAlerts').count()).toBe(1);
    expect(await page.getByTestId('print-alerts-closedAlerts').count()).toBe(0);
    await page.close();
  });

  it('prints the transaction, customer and case reports with the API figures', async () => {
    // A transaction of the address, screened here: its id and hash.
    const activity = await call<{ results: { transaction_id: string }[] }>(
      'GET',
      `/risk/api/v4/addresses/${addressId}/transactions/`,
      undefined,
      { limit: '1' },
    );
    const hash = activity.results[0]?.transaction_id;
    if (!hash) throw new Error('The risky demo address has no transaction');
    const first = await call<{ id: number; identifier: string }>('POST', '/risk/api/v4/transactions/', {
      identifier: hash,
      currency: RISKY.blockchain,
    });
    const tx = await openReport(`/pdf/transaction-report/${first.id}`);
    expect(await tx.getByTestId('print-title').textContent()).toBe('Transaction Report');
    expect(await tx.getByTestId('print-subject').textContent()).toContain(first.identifier);
    expect((await sectionTitles(tx))[0]).toBe('Transaction Details');
    expect(await sectionTitles(tx)).toContain('Inputs and Outputs');
    await tx.screenshot({ path: `${SHOTS}/transaction-report.png`, fullPage: true });
    await tx.close();

    const customer = await call<{ id: number; deposit_addresses_count: number }>(
      'GET',
      '/risk/api/v4/customers/lookup/',
      undefined,
      { customer_id: CUSTOMER_ID },
    );
    const cp = await openReport(`/pdf/customer-report/${CUSTOMER_ID}`);
    expect(await cp.getByTestId('print-title').textContent()).toBe('Customer Report');
    expect(await cp.getByTestId('print-subject').textContent()).toBe(CUSTOMER_ID);
    const facts = (await cp.getByTestId('print-section-customerDetails').textContent()) ?? '';
    expect(facts).toContain(`Deposit Addresses${customer.deposit_addresses_count}`);
    expect(squeeze((await cp.getByTestId('print-section-addressSummary').textContent()) ?? '')).toContain(
      WHALE.address,
    );
    await cp.screenshot({ path: `${SHOTS}/customer-report.png`, fullPage: true });
    await cp.close();

    const detail = await call<{ case_id: string; addresses_count: number }>(
      'GET',
      `/resolutioncenter/api/v4/cases/${caseId}/`,
    );
    const cs = await openReport(`/pdf/case-report/${caseId}`);
    expect(await cs.getByTestId('print-title').textContent()).toBe('Case Report');
    expect(await cs.getByTestId('print-subject').textContent()).toBe(`${detail.case_id} · E2E print case`);
    expect(await sectionTitles(cs)).toEqual([
      'Case Details',
      'Addresses',
      'Transactions',
      'Customers',
      'Timeline',
      'Comments',
    ]);
    expect(await cs.getByTestId('print-section-addressesList').locator('tbody tr').count()).toBe(
      detail.addresses_count,
    );
    await cs.screenshot({ path: `${SHOTS}/case-report.png`, fullPage: true });
    await cs.close();
  });

  it('lays the dashboard out in pages headed by the workspace name, with the API figures', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const range = { start_date: start, end_date: today };
    const alerts = await call<{ alerts_summary: { total_alerts_created: number } }>(
      'GET',
      '/risk/api/v4/dashboard/alerts/',
      undefined,
      range,
    );
    const profile = await call<{ workspaces: { slug: string; name: string }[] }>(
      'GET',
      '/profile/api/v1/team-members/me/',
    );
    const name = profile.workspaces.find((w) => w.slug === 'demo')?.name ?? '';
    const page = await openReport('/pdf/dashboard-report/', range);
    const sheets = page.getByTestId('dashboard-sheet');
    expect(await sheets.count()).toBe(5);
    for (const heading of await sheets.locator('h2').allTextContents())
      expect(heading.startsWith(name)).toBe(true);
    await patient(async () =>
      Number(
        (
          (await page.getByTestId('card-alerts-created').getByTestId('card-value').textContent()) ?? ''
        ).replace(/,/g, ''),
      ),
    ).toBe(alerts.alerts_summary.total_alerts_created);
    await page.screenshot({ path: `${SHOTS}/dashboard-report.png`, fullPage: true });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    writeFileSync(`${SHOTS}/dashboard-report.pdf`, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '50', `${SHOTS}/dashboard-report.pdf`, `${SHOTS}/dashboard-pdf`]);
    const text = execFileSync('pdftotext', [`${SHOTS}/dashboard-report.pdf`, '-'], { encoding: 'utf8' });
    expect(text).toContain('Private and Confidential');
    // One printed page per sheet: no widget spills onto a page without its heading.
    const info = execFileSync('pdfinfo', [`${SHOTS}/dashboard-report.pdf`], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+5\n/);
    await page.close();
  });

  it('opens the print dialog a second after loading unless print=0', async () => {
    const { page } = await newSession(suite.browser, suite.server.baseUrl);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto(`/pdf/case-report/${caseId}?${new URLSearchParams({ token, workspace: 'demo' })}`);
    await page.locator('[data-print-state="ready"]').waitFor({ timeout: 60_000 });
    await patient(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.close();
  });

  it('says why without valid credentials, and 404 for an object of no report', async () => {
    const { page } = await newSession(suite.browser, suite.server.baseUrl);
    await page.goto(`/pdf/address-report/${addressId}?workspace=demo&print=0`);
    await page.getByText('This report cannot be opened').waitFor();
    await page.goto(`/pdf/address-report/${addressId}?workspace=demo&print=0&token=not-a-token`);
    await page.getByText('This report link is not valid').waitFor();
    await page.screenshot({ path: `${SHOTS}/invalid-token.png` });
    await page.goto(
      `/pdf/address-report/999999?${new URLSearchParams({ token, workspace: 'demo', print: '0' })}`,
    );
    await page.getByText('This report could not be found').waitFor();
    await page.close();
  });
});
