import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { serverArgs } from '../test-support/server-bundle.ts';
import { sharedData } from '../test-support/shared-data.ts';
import { workspaceCall } from './helpers/api.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * Global search and the preview drawers against the real server, as a new user of the Research workspace would
 * use them: search, preview, screen, land on the entity page; a sanctions-only chain, a token account and a failed
 * screening; a new identifier the chain data does not hold, offered on every chain it fits (Bitcoin SV among them,
 * whose drawer says it is no longer supported); an address of the OFAC list on a sanctions-only chain.
 */
const PORTS = { first: 8300, last: 8319 };
const SHOTS = '/tmp/shots/search-previews';
const repoRoot = resolve(import.meta.dirname, '..');
const DEX_USER = demoObject(DEFAULT_DEMO_SEED, 'eth.dex-user');
const TOKEN_ACCOUNT = demoObject(DEFAULT_DEMO_SEED, 'eth.token-account');
const TOKEN_OWNER = demoObject(DEFAULT_DEMO_SEED, 'eth.token-account-owner');
/** A Dash address on the OFAC list (Dash is screened for sanctions only). */
const DASH_SANCTIONED = 'XnPFsRWTaSgiVauosEwQ6dEitGYXgwznz2';
/** The OFAC list's Zcash addresses (Zcash is screened for sanctions only), imported as published. */
const OFAC_ZEC_LIST = sharedData('ofac-0xb10c/sanctioned_addresses_ZEC.txt');
const OFAC_ZEC = 't1g7wowvQ8gn2v8jrU1biyJ26sieNqNsBJy';
/** An Ethereum address the demo world and attribution do not know (the ethers.js documentation's example). */
const NEW_EVM = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
/** The first Bitcoin address, outside the demo world: it fits Bitcoin, Bitcoin Cash, eCash and Bitcoin SV. */
const NEW_BTC = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';

let page: Page;
let token: string;

/** A label on a chain the demo world does not simulate, imported with the operator CLI before the start. */
async function importLabels(dir: string): Promise<void> {
  const csv = join(dir, 'labels.csv');
  await writeFile(
    csv,
    ['address,blockchain,entity_name,category', `${DASH_SANCTIONED},23,OFAC SDN Dash Wallet,Sanctions`].join(
      '\n',
    ),
  );
  const cliArgs = await serverArgs('cli');
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, [...cliArgs, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
  cli('import-labels', '--format', 'csv', csv);
  cli('import-labels', '--format', 'ofac-list', OFAC_ZEC_LIST);
}

function call(path: string): Promise<Response> {
  return workspaceCall(suite.server.baseUrl, token, 'GET', path, undefined, 'research');
}

const drawer = () => page.getByRole('dialog', { name: /Preview/ });

async function search(q: string): Promise<void> {
  // A drawer left open by a failed step would cover the header.
  if ((await drawer().count()) > 0) await page.keyboard.press('Escape');
  const input = page.getByLabel('Global search');
  await input.fill(q);
  await input.press('Enter');
  // The page may already show an earlier search: wait for this query's answer, not just any results page.
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q.trim());
  await page.getByTestId('search-results').getByText(`for “${q.trim()}”`).waitFor();
}

const tabNames = async () => drawer().getByRole('tab').allTextContents();

// The labels are imported into the server's own data folder before it opens it.
const suite = browserSuite({ ports: PORTS, shots: SHOTS, beforeStart: importLabels });

beforeAll(async () => {
  ({ page, token } = await suite.signedIn('analyst@research.test'));
});

describe('global search and previews', () => {
  it('hints, suggests, finds an unscreened address, previews it and screens it onto its page', async () => {
    const input = page.getByLabel('Global search');
    await input.fill(' 0x8b\u200B ');
    await expect
      .poll(() => page.getByTestId('search-hint').textContent())
      .toBe('Please enter at least 5 characters');
    await input.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await input.fill(DEX_USER.address.slice(0, 10));
    await expect.poll(() => page.getByTestId('search-hint').textContent()).toBe('Press enter to search');
    await page.getByTestId('search-suggestion').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/01-suggestions.png` });

    // The tab bar is on by default.
    await search(DEX_USER.address);
    // On the search page the tab bar keeps the tabs with results, with their counts.
    await expect
      .poll(() => page.getByTestId('tab-bar').getByRole('tab').allTextContents())
      .toEqual(['Addresses (1)']);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(DEX_USER.address);
    expect(url.searchParams.get('search_entity_type')).toBe('all');
    expect(await page.getByTestId('group-full').textContent()).toContain('Full Coverage - (1)');
    expect(await page.getByTestId('group-lite').textContent()).toContain('Sanction Screening Only - (0)');
    expect(await page.getByTestId('search-result-badge').allTextContents()).toEqual(['Unscreened']);
    expect(await page.getByTestId('search-footer-note').textContent()).toBe(
      'Showing the most relevant results.',
    );
    await page.screenshot({ path: `${SHOTS}/02-results.png` });

    await page.getByTestId('search-result').first().click();
    await drawer().getByTestId('address-preview').waitFor();
    expect(await tabNames()).toEqual([
      'Overview',
      'Address Summary',
      'Transactions',
      'Counterparty Summary',
      'Investigation mode',
    ]);
    expect(await drawer().getByTestId('preview-screened-badge').textContent()).toBe('Unscreened');
    await page.screenshot({ path: `${SHOTS}/03-address-preview.png` });
    await drawer().getByRole('tab', { name: 'Counterparty Summary' }).click();
    await drawer().getByTestId('summary-row').first().waitFor();
    await drawer().getByRole('tab', { name: 'Investigation mode' }).click();
    await drawer().locator('canvas').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/04-address-preview-graph.png` });
    // The screen button lives on Overview.
    expect(await drawer().getByTestId('preview-screen').count()).toBe(0);
    await drawer().getByRole('tab', { name: 'Overview' }).click();

    await drawer().getByRole('button', { name: 'Screen Address' }).click();
    await page.waitForURL(/\/addresses\/\d+\?/);
    await page.getByTestId('address-page').waitFor();
    expect(await page.getByTestId('address-full').textContent()).toBe(DEX_USER.address);
    // The drawer closes on navigation (after its closing transition).
    await expect.poll(() => drawer().count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/05-address-page.png` });
  });

  it('opens a screened address as its list preview; a failed rescreen toasts and returns with screen=false', async () => {
    await search(DEX_USER.address);
    expect(await page.getByTestId('search-result-badge').allTextContents()).toEqual(['Screened']);
    await page.getByTestId('search-result').first().click();
    await drawer().getByTestId('address-preview').waitFor();
    expect(await drawer().getByTestId('preview-screened-badge').textContent()).toBe('Screened');
    expect(await drawer().getByTestId('preview-view-entity').isVisible()).toBe(true);

    // The connection drops while the screening runs.
    await page.route('**/risk/api/v4/addresses/?*', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await drawer().getByRole('button', { name: 'Screen Address' }).click();
    const toast = page.getByTestId('screening-failed-toast');
    await toast.waitFor();
    const toastText = await page.locator('.mantine-Notification-root').first().textContent();
    expect(toastText).toContain(`Failed to screen the ${DEX_USER.address}.`);
    expect(toastText).toContain('Ethereum (ETH)');
    expect(toastText).toContain('Please try again after some time.');
    await page.waitForURL(/screen=false/);
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/^\/addresses\/\d+$/);
    expect(url.searchParams.get('last_screened_time')).toBeTruthy();
    await page.getByTestId('screen-failed').waitFor();
    await page.screenshot({ path: `${SHOTS}/06-failed-screening.png` });
    await page.unroute('**/risk/api/v4/addresses/?*');
  });

  it('previews an unscreened transaction with its tabs and note, and screens it', async () => {
    const activity = (await (
      await call(`/risk/api/v4/1/address-preview/${DEX_USER.address}/transactions/?limit=20`)
    ).json()) as { results: { transaction_id: string; transaction_types: number[] }[] };
    const hash = activity.results.find((r) => r.transaction_types.includes(1))?.transaction_id ?? '';
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

    await search(hash);
    await page.getByTestId('section-un_screened_transactions').waitFor();
    await page.getByTestId('section-un_screened_transactions').getByTestId('search-result').click();
    await drawer().getByTestId('transaction-preview').waitFor();
    expect(await tabNames()).toEqual(['Overview', 'Transfers', 'Counterparty Summary', 'Investigation Mode']);
    expect(await drawer().getByTestId('preview-footer-note').textContent()).toBe(
      'Basic screening can flag false positives. Advanced workflow screening is recommended for transactions.',
    );
    const parties = `${await drawer().getByTestId('preview-senders').textContent()} ${await drawer()
      .getByTestId('preview-receivers')
      .textContent()}`;
    expect(parties).toContain(DEX_USER.address.slice(0, 8));
    await page.screenshot({ path: `${SHOTS}/07-transaction-preview.png` });
    await drawer().getByRole('tab', { name: 'Transfers' }).click();
    await drawer()
      .getByTestId('transaction-transfers')
      .locator('tbody tr:not([data-testid="skeleton-row"])')
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/08-transaction-transfers.png` });
    await drawer().getByRole('tab', { name: 'Counterparty Summary' }).click();
    await drawer().getByTestId('counterparty-summary').waitFor();

    await drawer().getByRole('button', { name: 'Screen Transaction (Basic)' }).click();
    await page.waitForURL(/\/transactions\/\d+\?/);
    // The transaction page's code loads while the results stay shown.
    await page.getByTestId('search-results').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/09-transaction-page.png` });
  });

  it('groups a sanctions-only chain apart, previews it with the Overview only and screens it', async () => {
    await search(DASH_SANCTIONED);
    expect(await page.getByTestId('group-full').textContent()).toContain('Full Coverage - (0)');
    expect(await page.getByTestId('group-lite').textContent()).toContain('Sanction Screening Only - (1)');
    // Open by default because nothing is fully covered.
    await page.getByTestId('group-lite').getByTestId('search-result').waitFor();
    expect(await page.getByTestId('search-result-name').textContent()).toBe('OFAC SDN Dash Wallet');
    await page.screenshot({ path: `${SHOTS}/10-sanctions-only-results.png` });

    await page.getByTestId('search-result').click();
    await drawer().getByTestId('address-preview').waitFor();
    expect(await tabNames()).toEqual(['Overview']);
    expect(await drawer().getByTestId('lite-banner').isVisible()).toBe(true);
    expect(await drawer().getByTestId('lite-overview').textContent()).toContain(
      'This address is on a sanctions list.',
    );
    await page.screenshot({ path: `${SHOTS}/11-sanctions-only-preview.png` });

    await drawer().getByRole('button', { name: 'Screen Address' }).click();
    await page.waitForURL(/\/addresses\/\d+\?/);
    await page.getByTestId('lite-banner').waitFor();
    await page.screenshot({ path: `${SHOTS}/12-sanctions-only-page.png` });
  });

  it('answers a token account with the Token account modal and its owner', async () => {
    await search(TOKEN_ACCOUNT.address);
    await page.getByTestId('search-result').first().click();
    const modal = page.getByTestId('token-account-modal');
    await modal.waitFor();
    expect(await modal.textContent()).toContain(
      'Current address is a token account. Please screen owner account address.',
    );
    expect(await page.getByTestId('token-account-owner').textContent()).toBe(TOKEN_OWNER.address);
    await page.screenshot({ path: `${SHOTS}/14-token-account.png` });
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => drawer().count()).toBe(0);
  });

  it('offers a new address on every chain it fits, previews it and screens it', async () => {
    await search(NEW_EVM);
    // Nothing knows it: no screened or known result, only the chains whose format it fits.
    const full = page.getByTestId('group-full');
    await full.getByTestId('search-result').first().waitFor();
    expect(await full.textContent()).toMatch(/Full Coverage - \(\d+\)/);
    await expect.poll(() => full.getByTestId('search-result').count()).toBeGreaterThan(5);
    const cards = await full.getByTestId('search-result').allTextContents();
    expect(cards[0]).toContain('Ethereum');
    expect(await page.getByTestId('group-lite').textContent()).toMatch(
      /Sanction Screening Only - \((\d{2})\)/,
    );
    // Each group's View all counts and lists that group's items only: every fully covered chain is on the
    // first page, so Full Coverage has none; Sanction Screening Only lists sanctions-only chains alone.
    const fullCount = Number(/Full Coverage - \((\d+)\)/.exec((await full.textContent()) ?? '')?.[1]);
    expect(await full.getByTestId('search-result').count()).toBe(fullCount);
    expect(await full.getByTestId('view-all').count()).toBe(0);
    const lite = page.getByTestId('group-lite');
    await lite.getByRole('button', { name: /Sanction Screening Only/ }).click();
    const liteAddresses = lite.getByTestId('section-un_screened_addresses');
    const viewAll = liteAddresses.getByTestId('view-all');
    const listed = Number(/View all \((\d+)\)/.exec((await viewAll.textContent()) ?? '')?.[1]);
    await viewAll.click();
    const modal = page.getByTestId('list-preview-modal');
    await modal.getByTestId('search-result').first().waitFor();
    expect(await modal.getByTestId('list-preview-pages').locator('button').allTextContents()).toContain(
      String(Math.ceil(listed / 10)),
    );
    for (const code of await modal
      .getByTestId('search-result')
      .locator('.mantine-Badge-root')
      .allTextContents()) {
      if (code === 'Unscreened') continue;
      expect(['ETH', 'BSC', 'POL', 'CRO', 'AVAX', 'BASE', 'ZKSYNC', 'LINEA']).not.toContain(code);
    }
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    expect(new Set(await page.getByTestId('search-result-badge').allTextContents())).toEqual(
      new Set(['Unscreened']),
    );
    await page.screenshot({ path: `${SHOTS}/16-new-address-results.png`, fullPage: true });

    await full.getByTestId('search-result').first().click();
    await drawer().getByTestId('address-preview').waitFor();
    expect(await drawer().getByTestId('preview-screened-badge').textContent()).toBe('Unscreened');
    await page.screenshot({ path: `${SHOTS}/17-new-address-preview.png` });
    await drawer().getByRole('button', { name: 'Screen Address' }).click();
    await page.waitForURL(/\/addresses\/\d+\?/);
    await page.getByTestId('address-page').waitFor();
    expect(await page.getByTestId('address-full').textContent()).toBe(NEW_EVM.toLowerCase());
    // The chain holds nothing for it, so its risk is unknown rather than clean.
    expect(await page.getByTestId('risk-level').textContent()).toBe('No data');
    await page.getByTestId('alerts-empty').waitFor();
    expect(await page.getByTestId('alerts-empty').textContent()).toBe('No alerts available');
    await page.screenshot({ path: `${SHOTS}/18-new-address-page.png` });
  });

  it('offers a new Bitcoin address on Bitcoin SV too, whose preview says it is no longer supported', async () => {
    await search(NEW_BTC);
    await page.getByTestId('group-full').getByTestId('search-result').first().waitFor();
    await page
      .getByTestId('group-lite')
      .getByRole('button', { name: /Sanction Screening Only/ })
      .click();
    const bsv = page.getByTestId('group-lite').getByTestId('search-result').filter({ hasText: 'Bitcoin SV' });
    await bsv.waitFor();
    await page.screenshot({ path: `${SHOTS}/19-new-bitcoin-results.png`, fullPage: true });
    await bsv.click();
    const banner = drawer().getByTestId('deprecated-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('This blockchain is no longer supported');
    expect(await drawer().getByRole('button', { name: 'Screen Address' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/20-bitcoin-sv-preview.png` });
    await page.keyboard.press('Escape');
  });

  it('finds an OFAC-listed address of a sanctions-only chain, screens it: Sanctions, Critical', async () => {
    await search(OFAC_ZEC);
    expect(await page.getByTestId('group-lite').textContent()).toContain('Sanction Screening Only - (1)');
    await page.getByTestId('group-lite').getByTestId('search-result').click();
    await drawer().getByTestId('lite-banner').waitFor();
    await drawer().getByRole('button', { name: 'Screen Address' }).click();
    await page.waitForURL(/\/addresses\/\d+\?/);
    await page.getByTestId('lite-banner').waitFor();
    expect(await page.getByTestId('risk-level').textContent()).toBe('Critical Risk');
    expect(await page.getByTestId('address-header').textContent()).toContain('Sanctions');
    const alerts = page.getByTestId('address-alerts');
    await alerts.getByTestId('alert-row').first().waitFor();
    expect(await alerts.getByTestId('risk-tag').allTextContents()).toContain('Critical');
    await page.screenshot({ path: `${SHOTS}/21-ofac-zcash-page.png`, fullPage: true });
  });

  it('shows the empty state with Go Home', async () => {
    // Fits no identifier format and names nothing.
    await search('no-such-thing-anywhere');
    await page.getByTestId('search-empty').waitFor();
    await page.screenshot({ path: `${SHOTS}/15-empty.png` });
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL(/\/dashboard\?/);
  });
});
