import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { pdfText, squeeze } from '../apps/server/src/modules/reporting/reports/pdf-text.test-support.ts';
import { browserSuite } from './helpers/suite.ts';

/** Export Report from the address page in a real browser: a section unticked, the PDF downloaded and read back. */
const PORTS = { first: 8470, last: 8479 };
const SHOTS = '/tmp/shots';
const RISKY = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let page: Page;
let addressId: number;
let token: string;

async function post(path: string, body: unknown): Promise<{ id: number }> {
  const res = await fetch(`${suite.server.baseUrl}${path}?workspace=demo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

/** Export Report from a page's action menu, every section on: the downloaded PDF's file name and text. */
async function exportFrom(menu: string, dialog: string): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: 'Export Report' }).click();
  const modal = page.getByRole('dialog', { name: dialog });
  await modal.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Export' }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await pdfText(readFileSync(await download.path())) };
}

beforeAll(async () => {
  ({ page, token } = await suite.signedIn('agent@demo.test'));
  addressId = (
    await post('/risk/api/v4/addresses/', { identifier: RISKY.address, currency: RISKY.blockchain })
  ).id;
});

describe('Export Report', () => {
  it('downloads the address report as a PDF without the section left unticked', async () => {
    await page.goto(`/addresses/${addressId}?workspace=demo`);
    await page.getByRole('button', { name: 'Address actions' }).click();
    await page.getByRole('menuitem', { name: 'Export Report' }).click();
    const modal = page.getByRole('dialog', { name: 'Export Address Report' });
    await modal.waitFor();
    const counterparties = modal.getByLabel('Counterparty Summary');
    expect(await counterparties.isChecked()).toBe(true);
    await counterparties.uncheck();
    await page.screenshot({ path: `${SHOTS}/export-report-modal.png` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^address-report-${RISKY.address}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(squeeze(text)).toContain(RISKY.address);
    expect(text).toContain('Address Details');
    expect(text).toContain('Flow Analysis');
    expect(text).not.toContain('Counterparty Summary');
    await modal.waitFor({ state: 'detached' });
  });

  it('exports from the transaction, customer and case pages too', async () => {
    const hash = demoObject(DEFAULT_DEMO_SEED, 'eth.whale');
    await post('/risk/api/v4/addresses/', {
      identifier: hash.address,
      currency: hash.blockchain,
      customer_id: 'CUST-E2E-REPORT',
      type: 1,
    });
    const caseId = (
      await post('/resolutioncenter/api/v4/cases/', { name: 'E2E report case', addresses: [addressId] })
    ).id;

    await page.goto(`/customers/CUST-E2E-REPORT?workspace=demo`);
    const customer = await exportFrom('Customer actions', 'Export Customer Report');
    expect(customer.name).toMatch(/^customer-report-CUST-E2E-REPORT-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(customer.text).toContain('Customer Details');
    expect(squeeze(customer.text)).toContain(hash.address);

    await page.goto(`/cases/${caseId}?workspace=demo`);
    const report = await exportFrom('Case actions', 'Export Case Report');
    expect(report.name).toMatch(/^case-report-CASE-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(report.text).toContain('E2E report case');
    expect(squeeze(report.text)).toContain(RISKY.address);

    const txRes = await fetch(`${suite.server.baseUrl}/risk/api/v4/transactions/?workspace=demo&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const first = ((await txRes.json()) as { results: { id: number; identifier: string }[] }).results[0];
    // The demo workspace has screened transactions.
    if (!first) throw new Error('No screened transaction in the demo workspace');
    await page.goto(`/transactions/${first.id}?workspace=demo`);
    const tx = await exportFrom('Transaction actions', 'Export Transaction Report');
    expect(tx.name.startsWith('transaction-report-')).toBe(true);
    expect(squeeze(tx.text)).toContain(first.identifier);
  });
});
