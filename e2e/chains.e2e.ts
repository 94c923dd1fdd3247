import { type HealthCheckResponse, healthCheckResponse } from '@riskscreen/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/suite.ts';

/** The help menu's Supported Digital Assets and Chain Synchronization views against the real server. */
const PORTS = { first: 8140, last: 8149 };
const SHOTS = '/tmp/shots';

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let page: Page;

beforeAll(async () => {
  ({ page } = await suite.signedIn('agent@demo.test'));
});

/** From a freshly loaded dashboard, so that each test starts with no view open. */
async function openFromHelp(entry: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** A queued export once Complete: its file through the signed link (name from Content-Disposition). */
async function queuedFile(id: string): Promise<{ name: string; text: string }> {
  const token = await page.evaluate(() => localStorage.getItem('rs.access_token'));
  const get = (path: string) =>
    fetch(`${suite.server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.json(),
    );
  await expect
    .poll(
      async () =>
        (
          (await get('/utils/downloaded-assets?workspace=demo')) as {
            results: { id: string; status: number }[];
          }
        ).results.find((d) => d.id === id)?.status,
      { timeout: 30_000 },
    )
    .toBe(3);
  const link = (await get(`/utils/downloaded-assets/${id}/get-link/?workspace=demo`)) as {
    download_url: string;
  };
  // The link opens with the credentials of the user who got it only (it is no bearer link).
  const res = await fetch(`${suite.server.baseUrl}${link.download_url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return { name, text: await res.text() };
}

/** Names in the first column of the table's body rows. */
function assetNames(drawer: Locator): Promise<string[]> {
  return drawer.locator('tbody tr td:first-child').allInnerTexts();
}

/** What the server says about chain sync, asked with the signed-in browser's own token. */
async function chainStatuses(): Promise<HealthCheckResponse['statuses_by_blockchain']> {
  const token = await page.evaluate(() => localStorage.getItem('rs.access_token'));
  const res = await fetch(`${suite.server.baseUrl}/api/v4/health-check/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return healthCheckResponse.parse(await res.json()).statuses_by_blockchain;
}

describe('supported assets and chain status', () => {
  it('searches, filters by blockchain and exports the supported assets', async () => {
    await openFromHelp('Supported Digital Assets');
    const drawer = page.getByTestId('supported-assets');
    await drawer.locator('tbody td:first-child', { hasText: /^Bitcoin$/ }).waitFor();
    await expect.poll(() => drawer.locator('tbody tr').count()).toBe(20);
    // Page 2 of the whole catalogue, 20 a page.
    await drawer.getByRole('button', { name: '2', exact: true }).click();
    await drawer.locator('tbody td:first-child', { hasText: /^Bitcoin$/ }).waitFor({ state: 'detached' });
    await expect.poll(() => drawer.locator('tbody tr').count()).toBe(20);
    await page.screenshot({ path: `${SHOTS}/chains-assets-page2.png` });

    await drawer.getByLabel('Search').fill('USDT');
    await expect.poll(() => assetNames(drawer)).toEqual(['Tether USD']);
    const tether = drawer.locator('tbody tr').first();
    expect(await tether.locator('td').nth(1).textContent()).toBe('USDT');
    const badges = await tether.locator('td').nth(2).locator('.mantine-Badge-label').allInnerTexts();
    expect(badges).toEqual(['Ethereum', 'Tron', 'Binance Smart Chain', 'Polygon', '+6']);
    expect(await tether.locator('td').nth(3).textContent()).toBe('Full');
    await page.screenshot({ path: `${SHOTS}/chains-assets-search.png` });

    const chains = drawer.getByRole('combobox', { name: 'Blockchains' });
    await chains.click();
    await chains.fill('Tron');
    await page.getByRole('option', { name: 'Tron', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => assetNames(drawer)).toEqual(['Tether USD']);
    await drawer.getByRole('button', { name: 'Clear search' }).click();
    await expect
      .poll(() => assetNames(drawer))
      .toEqual(['Tron', 'Tether USD', 'TrueUSD', 'Wrapped TRX', 'BitTorrent', 'Decentralized USD']);
    expect(await drawer.getByTestId('asset-count').textContent()).toBe('6 assets');
    await page.screenshot({ path: `${SHOTS}/chains-assets-tron.png` });

    // The export is queued into the Download Manager; its file is read back through the signed link.
    const queued = page.waitForResponse((res) => res.url().includes('/digital-assets/download/'));
    await drawer.getByRole('button', { name: 'Export' }).click();
    const { id } = (await (await queued).json()) as { id: string };
    await page
      .getByText(/Your request to download file is queued/)
      .first()
      .waitFor();
    const file = await queuedFile(id);
    expect(file.name).toBe('digital-assets.csv');
    const lines = file.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Symbol,Blockchains,Coverage');
    expect(lines).toHaveLength(7);
    const tetherRow = lines.find((line) => line.startsWith('Tether USD,USDT,'));
    expect(tetherRow).toMatch(/^Tether USD,USDT,"?Ethereum; Tron; .*Linea"?,Full$/);
    // Only the queued toast, no failure.
    await page.locator('.mantine-Notification-root button').first().click();
    expect(await page.getByText(/failed/i).count()).toBe(0);

    // Two chosen chains are named, the rest counted.
    for (const chain of ['Binance Smart Chain', 'Avalanche C-Chain']) {
      await chains.click();
      await chains.fill(chain);
      await page.getByRole('option', { name: chain, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await expect
      .poll(() => drawer.locator('.mantine-Pill-label').allInnerTexts())
      .toEqual(['Tron', 'Binance Smart Chain', '+1 more']);
    await page.screenshot({ path: `${SHOTS}/chains-assets-filters.png` });
  });

  it('shows the demo chains with their last synced block and update time', async () => {
    // The demo world, generated on the server's first start, syncs these four chains.
    const statuses = await chainStatuses();
    expect(statuses.map((s) => s.blockchain_verbose)).toEqual(
      expect.arrayContaining(['Bitcoin', 'Ethereum', 'Binance Smart Chain', 'Tron']),
    );
    await openFromHelp('Chain Synchronization');
    const drawer = page.getByTestId('chain-sync');
    // The drawer slides in and fills its table as the statuses arrive: on a loaded machine that takes seconds.
    await expect
      .poll(() => drawer.locator('tbody td:first-child').allInnerTexts(), { timeout: 30_000 })
      .toEqual(statuses.map((s) => s.blockchain_verbose));
    for (const status of statuses) {
      const row = drawer.locator('tbody tr', { hasText: status.blockchain_verbose });
      // Grouped digits, e.g. 840,000.
      const block = status.last_synced_block?.toLocaleString('en-US') ?? '—';
      expect(await row.locator('td').nth(1).textContent()).toContain(block);
      // The demo profile's zone is UTC; the relative time ends with 'ago'.
      expect(await row.locator('td').nth(2).textContent()).toMatch(
        /^\w{3} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M.+ ago$/,
      );
    }
    await page.screenshot({ path: `${SHOTS}/chains-sync.png` });
  });
});
