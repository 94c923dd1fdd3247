import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHELL_MESSAGES } from '../packages/shared/src/index.ts';
import { browserSuite } from './helpers/suite.ts';

/** The Download Manager: a queued export of the address list, produced by the server's job, fetched by its link. */
const PORTS = { first: 8490, last: 8499 };
const SHOTS = '/tmp/shots/downloads';
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 30_000 });

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  ({ context, page, token } = await suite.signedIn('agent@demo.test'));
}, 300_000);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${suite.server.baseUrl}${path}${path.includes('?') ? '&' : '?'}workspace=demo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

describe('the Download Manager', () => {
  it('queues the address list export, shows it Complete, and its link downloads the file', async () => {
    await page.goto('/addresses?workspace=demo');
    await patient(() => page.getByTestId('table-row').count()).toBeGreaterThan(1);
    const shown = await page.getByTestId('address-identifier').allTextContents();
    expect(shown.length).toBeGreaterThan(1);

    // Export the first two rows: the server queues it and says where to look (the toast stays).
    await page.getByTestId('row-select').nth(0).click();
    await page.getByTestId('row-select').nth(1).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByText(SHELL_MESSAGES.downloadQueued).waitFor();

    await page.getByRole('button', { name: 'Download Manager' }).click();
    const panel = page.getByTestId('download-manager');
    const row = panel.getByRole('row').filter({ hasText: 'Addresses export' }).first();
    await patient(() => row.textContent()).toContain('Complete');
    await page.screenshot({ path: `${SHOTS}/download-manager.png` });

    // The link is fetched with the signed-in user's token (it is no bearer link) and saved as the server names it.
    const downloaded = new Promise<Download>((resolve) => {
      page.once('download', resolve);
      context.once('page', (tab) => tab.once('download', resolve));
    });
    await row.getByRole('button', { name: 'Download' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('addresses.csv');
    const records = parse(readFileSync(await download.path(), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(2);

    // The file holds the two rows ticked, as the API lists them.
    const listed = await api<{ results: { id: number; identifier: string }[] }>(
      '/risk/api/v4/addresses/?limit=2',
    );
    expect(records.map((r) => r.Identifier).sort()).toEqual(listed.results.map((r) => r.identifier).sort());
    const downloads = await api<{ results: { title: string; status: number }[] }>('/utils/downloaded-assets');
    expect(downloads.results[0]).toMatchObject({ title: 'Addresses export', status: 3 });
  }, 180_000);
});
