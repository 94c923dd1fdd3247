import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { getChain, RISK_LEVEL_LABELS, type RiskLevel } from '../packages/shared/src/index.ts';
import { workspaceCall } from './helpers/api.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * The address and transaction lists, the transaction page and the address page's alerts, transactions table,
 * comments and rescreen against the real server.
 */
const PORTS = { first: 8320, last: 8339 };
const SHOTS = '/tmp/shots/tx-page-lists';
/** Demo objects whose transactions span chains and risk levels. */
const SOURCES = [
  'btc.sanctioned-darknet',
  'btc.whale',
  'eth.whale',
  'eth.sanctioned-person',
  'eth.dex-user',
  'tron.ponzi-victim',
];
const TX_PER_SOURCE = 4;
/** Pages render slowly while other suites load the machine. */
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 20_000 });

type Screened = { id: number; identifier: string; currency: number; risk_level: number };

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let page: Page;
let token: string;
const screened = new Map<number, Screened>();

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return workspaceCall(suite.server.baseUrl, token, method, path, body);
}

async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await call(method, path, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/**
 * Click the list's Download: the server queues the export (its toast says so); wait for the Download Manager's
 * row to be Complete and read the file through its signed link.
 */
async function queuedExport(path: string): Promise<string> {
  const queued = page.waitForResponse((res) => res.url().includes(path));
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const { id } = (await (await queued).json()) as { id: string };
  await page
    .getByText(/Your request to download file is queued/)
    .first()
    .waitFor();
  await patient(async () => {
    const downloads = await json<{ results: { id: string; status: number }[] }>(
      'GET',
      '/utils/downloaded-assets',
    );
    return downloads.results.find((d) => d.id === id)?.status;
  }).toBe(3);
  const { download_url } = await json<{ download_url: string }>(
    'GET',
    `/utils/downloaded-assets/${id}/get-link/`,
  );
  // The link opens with the credentials of the user who got it only (it is no bearer link).
  return (
    await fetch(`${suite.server.baseUrl}${download_url}`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
}

/** Screen each source address, then a few of its transactions. */
async function screenTransactions(): Promise<void> {
  for (const key of SOURCES) {
    const source = demoObject(DEFAULT_DEMO_SEED, key);
    const address = await json<{ id: number }>('POST', '/risk/api/v4/addresses/', {
      identifier: source.address,
      currency: source.blockchain,
    });
    const activity = await json<{ results: { transaction_id: string }[] }>(
      'GET',
      `/risk/api/v4/addresses/${address.id}/transactions/?limit=20`,
    );
    const hashes = [...new Set(activity.results.map((r) => r.transaction_id))].slice(0, TX_PER_SOURCE);
    for (const identifier of hashes) {
      const tx = await json<Screened>('POST', '/risk/api/v4/transactions/', {
        identifier,
        currency: source.blockchain,
      });
      screened.set(tx.id, tx);
    }
  }
}

/** The typing field of a Mantine multi-select, found by its label. */
function multiSelect(label: string) {
  return page
    .locator('.mantine-MultiSelect-root', {
      has: page.locator('label', { hasText: new RegExp(`^${label}$`) }),
    })
    .locator('input:not([type=hidden])')
    .first();
}

/** Pick options of a Mantine multi-select by its label. */
async function choose(label: string, options: string[]): Promise<void> {
  await multiSelect(label).click();
  for (const name of options) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

beforeAll(async () => {
  ({ page, token } = await suite.signedIn('agent@demo.test'));
  await screenTransactions();
}, 300_000);

describe('transaction list', () => {
  it('filters by risk level and chain in the query string, selects rows and downloads them as CSV', async () => {
    // A (chain, risk level) pair of the screened transactions whose filtered list fits on one page, so the rows
    // shown are exactly the server's (the demo workspace screened transactions of its own on first start).
    const pairs = new Map<string, Screened>();
    for (const tx of screened.values()) pairs.set(`${tx.currency}:${tx.risk_level}`, tx);
    const all = await json<{ count: number }>('GET', '/risk/api/v4/transactions/?limit=1');
    let picked: { currency: number; risk_level: number; expected: Screened[] } | undefined;
    for (const { currency, risk_level } of pairs.values()) {
      const filtered = await json<{ count: number; results: Screened[] }>(
        'GET',
        `/risk/api/v4/transactions/?risk_level=${risk_level}&currency=${currency}&limit=20`,
      );
      if (filtered.count > 1 && filtered.count <= 20 && filtered.count < all.count) {
        picked = { currency, risk_level, expected: filtered.results };
        break;
      }
    }
    expect(picked).toBeDefined();
    const { currency, risk_level, expected } = picked as NonNullable<typeof picked>;
    const riskLabel = RISK_LEVEL_LABELS[risk_level as RiskLevel];

    await page.goto('/transactions?workspace=demo');
    await patient(() => page.getByTestId('table-row').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/transactions-list.png`, fullPage: true });

    await choose('Risk Level', [riskLabel]);
    const chain = getChain(currency)!;
    const chainLabel = chain.label;
    const chainCode = chain.code;
    await multiSelect('Blockchain').fill(chainLabel);
    await page.getByRole('option', { name: `${chainLabel} (${chainCode})`, exact: true }).click();
    await page.keyboard.press('Escape');

    await patient(() => new URL(page.url()).searchParams.get('risk_level')).toBe(String(risk_level));
    expect(new URL(page.url()).searchParams.get('currency')).toBe(String(currency));
    await patient(() => page.getByTestId('table-row').count()).toBe(expected.length);
    const shown = await page
      .getByTestId('tx-identifier')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    expect(new Set(shown)).toEqual(new Set(expected.map((t) => t.identifier)));
    for (const chip of await page.getByTestId('tx-chain').allTextContents()) expect(chip).toBe(chainCode);

    // The filters live in the URL: a reload shows the same rows.
    await page.reload();
    await patient(() => page.getByTestId('table-row').count()).toBe(expected.length);
    // A link may name the chains `currencies` (spec §5): the same rows.
    await page.goto(`/transactions?workspace=demo&risk_level=${risk_level}&currencies=${currency}`);
    await patient(() => page.getByTestId('table-row').count()).toBe(expected.length);

    // One row, then the page.
    await page.getByTestId('row-select').first().click();
    await patient(() => page.getByTestId('selected-count').textContent()).toBe('1 selected');
    await page.getByRole('checkbox', { name: 'Select page' }).click();
    await patient(() => page.getByTestId('selected-count').textContent()).toBe(`${expected.length} selected`);

    // Update Open Alerts: the selected transactions' open alerts move to In Review, each with the comment.
    const openOf = async () => {
      let open = 0;
      for (const t of expected) {
        const alerts = await json<{ results: { object_id: number; workflow_stage: { name: string } }[] }>(
          'GET',
          `/resolutioncenter/api/v4/alerts/?q=${t.identifier}&limit=100`,
        );
        open += alerts.results.filter((a) => a.workflow_stage.name === 'Open').length;
      }
      return open;
    };
    const openBefore = await openOf();
    // The filter picks risky transactions: some of their alerts are open.
    expect(openBefore).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Bulk actions' }).click();
    await page.screenshot({ path: `${SHOTS}/transactions-filtered-selected.png`, fullPage: true });
    await page.getByRole('menuitem', { name: 'Update Open Alerts' }).click();
    const dialog = page.getByTestId('bulk-dialog');
    expect(await dialog.textContent()).toContain(
      `The open alerts of ${expected.length === 1 ? '1 transaction' : `${expected.length} transactions`}`,
    );
    await dialog.getByTestId('stage-select').click();
    await page.getByRole('option', { name: 'In Review', exact: true }).click();
    await dialog.getByTestId('bulk-comment').fill('Reviewed with the travel-rule data.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Alerts Updated Successfully').first().waitFor();
    expect(await openOf()).toBe(0);
    // The change cleared the selection: select the page again for the download.
    await page.getByRole('checkbox', { name: 'Select page' }).click();
    await patient(() => page.getByTestId('selected-count').textContent()).toBe(`${expected.length} selected`);

    // The server writes the file: queued into the Download Manager, read back through its signed link.
    const text = await queuedExport('/risk/api/v4/transactions/export/');
    const records = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    expect(records).toHaveLength(expected.length);
    expect(new Set(records.map((r) => r.Transaction))).toEqual(new Set(expected.map((t) => t.identifier)));
    for (const r of records) {
      expect(r.Blockchain).toBe(chainLabel);
      expect(r['Risk Level']).toBe(riskLabel);
      expect(Number(r['Value USD'])).toBeGreaterThanOrEqual(0);
    }
  });

  it('opens a transaction page with senders, receivers and the chain tabs', async () => {
    const eth = [...screened.values()].find((t) => t.currency === 1)!;
    await page.goto(`/transactions?workspace=demo&currency=1`);
    await page.getByTestId('tx-identifier').first().waitFor();
    const first = page.getByTestId('table-row').first();
    const hash = await first.getByTestId('tx-identifier').getAttribute('title');
    await first.getByTestId('tx-identifier').click();
    await page.waitForURL(/\/transactions\/\d+\?/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const detail = await json<{ identifier: string }>('GET', `/risk/api/v4/transactions/${id}/`);
    expect(detail.identifier).toBe(hash);
    expect(eth).toBeDefined();
    // Senders and receivers of the Transaction tab are the native transfer's inputs and outputs (token transfers
    // and internal transactions have their own tabs).
    type Legs = { count: number; results: { address: string }[] };
    const inputs = await json<Legs>('GET', `/risk/api/v4/transactions/${id}/aggregated-inputs/`);
    const outputs = await json<Legs>('GET', `/risk/api/v4/transactions/${id}/aggregated-outputs/`);

    expect(await page.getByTestId('transaction-full').textContent()).toBe(detail.identifier);
    await patient(() => page.getByTestId('senders').getByTestId('party-row').count()).toBe(inputs.count);
    await patient(() => page.getByTestId('receivers').getByTestId('party-row').count()).toBe(outputs.count);
    // Identifiers shortened keeping both ends, and identifiers and amounts each on one line.
    const sender = inputs.results[0]?.address ?? '';
    const shown = await page.getByTestId('senders').getByTestId('party-address').first().textContent();
    expect(shown).toBe(sender.length > 16 ? `${sender.slice(0, 8)}…${sender.slice(-8)}` : sender);
    const lines = (cell: Locator) =>
      cell.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    const detailCard = page.getByTestId('transaction-detail');
    for (const cell of [
      ...(await detailCard.getByTestId('party-value').all()),
      ...(await detailCard.getByTestId('party-value-usd').all()),
      ...(await detailCard.getByTestId('party-address').all()),
    ]) {
      expect(await lines(cell)).toBe(1);
    }
    const tabs = await page.getByTestId('transaction-detail').getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Transaction', 'Internal Transactions', 'Token Transfers']);
    await page.getByTestId('counterparty-summary').waitFor();
    await page.screenshot({ path: `${SHOTS}/transaction-page-eth.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Token Transfers' }).click();
    await page.getByTestId('transfers-token-transfers').waitFor();
    await page
      .getByTestId('transaction-detail')
      .screenshot({ path: `${SHOTS}/transaction-token-transfers.png` });

    // A Bitcoin transaction has only the Transaction tab.
    const btc = [...screened.values()].find((t) => t.currency === 0)!;
    await page.goto(`/transactions/${btc.id}?workspace=demo`);
    await page.getByTestId('senders').waitFor();
    expect(await page.getByTestId('transaction-detail').getByRole('tab').allTextContents()).toEqual([
      'Transaction',
    ]);
    await page.screenshot({ path: `${SHOTS}/transaction-page-btc.png`, fullPage: true });
  });
});

describe('lists at 1024 px', () => {
  it('show every column of the transactions and addresses without scrolling sideways', async () => {
    await page.setViewportSize({ width: 1024, height: 800 });
    try {
      for (const path of ['/transactions', '/addresses']) {
        await page.goto(`${path}?workspace=demo`);
        await patient(() => page.getByTestId('table-row').count()).toBeGreaterThan(0);
        const overflow = await page
          .locator('table')
          .first()
          .evaluate((table) => {
            const box = table.parentElement as HTMLElement;
            return box.scrollWidth - box.clientWidth;
          });
        await page.screenshot({ path: `${SHOTS}/${path.slice(1)}-1024.png`, fullPage: true });
        expect(overflow, path).toBeLessThanOrEqual(1);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});

describe('address list', () => {
  it('keeps its filters across a reload, per workspace', async () => {
    await page.goto('/addresses?workspace=demo');
    await patient(() => page.getByTestId('table-row').count()).toBe(20);
    await choose('Risk Level', ['High']);
    const high = await json<{ count: number }>('GET', '/risk/api/v4/addresses/?risk_level=4&limit=1');
    await patient(() => page.getByTestId('bulk-actions').textContent()).toContain(
      `${high.count.toLocaleString('en-US')} results`,
    );
    await page.reload();
    await patient(() => page.getByTestId('bulk-actions').textContent()).toContain(
      `${high.count.toLocaleString('en-US')} results`,
    );
    for (const tag of await page.getByTestId('risk-tag').allTextContents()) expect(tag).toBe('High');
    await page.screenshot({ path: `${SHOTS}/addresses-filtered.png`, fullPage: true });

    // Export the first two rows from the server: queued into the Download Manager (e2e/downloads.e2e.ts follows
    // the panel); the file is read back here through its signed link.
    await page.getByTestId('row-select').nth(0).click();
    await page.getByTestId('row-select').nth(1).click();
    const records = parse(await queuedExport('/risk/api/v4/addresses/export/'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(2);
    for (const r of records) expect(r['Risk Level']).toBe('High');

    // A row opens the address page.
    await page.getByTestId('address-identifier').first().click();
    await page.waitForURL(/\/addresses\/\d+\?/);
    await page.getByTestId('address-page').waitFor();
  });

  it('adds an address on one chain (its page opens, with a toast) or on all the chains it fits', async () => {
    const whale = demoObject(DEFAULT_DEMO_SEED, 'btc.whale');
    await page.goto('/addresses?workspace=demo');
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await dialog.locator('input:not([type=hidden])').first().click();
    await page.getByRole('option', { name: 'Bitcoin (BTC)', exact: true }).click();
    await dialog.getByLabel('Address').fill(whale.address);
    await page.screenshot({ path: `${SHOTS}/add-address.png` });
    await dialog.getByRole('button', { name: 'Screen' }).click();
    await page.waitForURL(/\/addresses\/\d+\?/);
    await page.locator('.mantine-Notification-root', { hasText: /^Address screened: risk level / }).waitFor();

    const evm = demoObject(DEFAULT_DEMO_SEED, 'eth.dex-user');
    await page.goto('/addresses?workspace=demo');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await dialog.locator('input:not([type=hidden])').first().click();
    await page.getByRole('option', { name: 'All chains', exact: true }).click();
    await dialog.getByLabel('Address').fill(evm.address);
    await dialog.getByRole('button', { name: 'Screen' }).click();
    const done = page.locator('.mantine-Notification-root', { hasText: /^Screened on \d+ blockchains\.$/ });
    await done.waitFor({ timeout: 60_000 });
    const chains = Number((await done.textContent())?.match(/\d+/)?.[0]);
    expect(chains).toBeGreaterThan(1);
    const rows = await json<{ count: number }>('GET', `/risk/api/v4/addresses/?q=${evm.address}&limit=1`);
    expect(rows.count).toBe(chains);
  });
});

/** The screened row of a demo address (screening again returns the workspace's live row). */
async function screenedAddress(key: string): Promise<{ id: number; identifier: string; currency: number }> {
  const source = demoObject(DEFAULT_DEMO_SEED, key);
  return json('POST', '/risk/api/v4/addresses/', { identifier: source.address, currency: source.blockchain });
}

type TxPage = { count: number; results: { token_symbol: string; transaction_id: string }[] };
const txRows = () => page.getByTestId('address-transactions').locator('tbody tr');

describe('address page', () => {
  it('lists the alerts, and opens one with its transactions filtered to it', async () => {
    const address = await screenedAddress('btc.sanctioned-darknet');
    type Alerts = {
      count: number;
      results: {
        id: number;
        alert_body: string;
        level: number;
        rule_register: { rule_conditions: { entity_types?: string[]; risk_types?: number[] }[] };
      }[];
    };
    const alerts = await json<Alerts>('GET', `/resolutioncenter/api/v4/address/${address.id}/alerts/`);
    expect(alerts.count).toBeGreaterThan(0);
    await page.goto(`/addresses/${address.id}?workspace=demo`);
    const card = page.getByTestId('address-alerts');
    await patient(() => card.getByTestId('alert-row').count()).toBe(alerts.count);
    const text = await card.textContent();
    for (const alert of alerts.results) expect(text).toContain(alert.alert_body);
    expect(await card.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Rule', 'Risk Level', 'Status', 'Created']),
    );
    // The risk popover names the rules that set the level.
    const top = alerts.results.reduce((a, b) => (b.level > a.level ? b : a));
    await page.getByTestId('risk-level').hover();
    await patient(() => page.getByTestId('risk-popover').textContent()).toContain(top.alert_body);
    await page.screenshot({ path: `${SHOTS}/address-alerts.png`, fullPage: true });

    // An alert on exposure to entity types whose transactions the address made itself (not only its cluster).
    let related: (typeof alerts.results)[number] | undefined;
    let relatedRows = 0;
    for (const alert of alerts.results) {
      // Conditions on payments (risk types 1, 2), not on the address itself (3), name counterparties.
      const paying = alert.rule_register.rule_conditions.filter((c) =>
        (c.risk_types ?? []).some((t) => t === 1 || t === 2),
      );
      const types = [...new Set(paying.flatMap((c) => c.entity_types ?? []))];
      const directions = new Set(paying.flatMap((c) => c.risk_types ?? []).filter((t) => t !== 3));
      if (types.length === 0) continue;
      const direction = directions.size === 1 ? `&direction=${directions.has(1) ? '1' : '-1'}` : '';
      const found = await json<TxPage>(
        'GET',
        `/risk/api/v4/addresses/${address.id}/transactions/?entity_types=${encodeURIComponent(types.join(','))}${direction}&limit=20`,
      );
      if (found.count > 0) {
        related = alert;
        relatedRows = found.results.length;
        break;
      }
    }
    expect(related).toBeDefined();
    const row = card.getByTestId('alert-row').filter({ hasText: related?.alert_body ?? '' });
    await row.getByRole('button', { name: 'Open' }).click();
    await patient(() => new URL(page.url()).searchParams.get('alert')).toBe(String(related?.id));
    // The alert's detail, where its Transactions tab starts filtered to the alert.
    await page.getByTestId('alert-detail').getByRole('tab', { name: 'Transactions' }).click();
    await page.getByTestId('alert-filter').waitFor();
    expect(await page.getByTestId('alert-filter').textContent()).toContain(related?.alert_body);
    await patient(() => txRows().count()).toBe(relatedRows);
    await page.screenshot({ path: `${SHOTS}/address-alert-transactions.png`, fullPage: true });
    // Narrowed to what the alert's transactions cannot be (a Bitcoin address earns no rewards): the alert's text.
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Rewards' }).click();
    await page.getByTestId('transactions-empty').waitFor();
    // The tables' empty text, the alert's below it.
    expect(await page.getByTestId('transactions-empty').textContent()).toBe(
      'Nothing to see over hereNo transactions available related to the current alert',
    );
    // Leaving the alert shows the page's tabs again, with every transaction.
    await page.getByTestId('alert-back').click();
    await patient(() => new URL(page.url()).searchParams.get('alert')).toBe(null);
    // The URL changes before the alert's view unmounts: its own Transactions tab must be gone before the click.
    await page.getByTestId('alert-detail').waitFor({ state: 'detached' });
    const pageTab = page.getByRole('tab', { name: 'Transactions' });
    await pageTab.click();
    await patient(() => pageTab.getAttribute('aria-selected')).toBe('true');
    await patient(() => txRows().count()).toBeGreaterThan(0);
  });

  it('offers the tokens the address moved, and filters by them and by counterparty type', async () => {
    // The DEX user holds only ETH, but moved USDT and USDC too: the Token filter shows (more than two assets).
    const address = await screenedAddress('eth.dex-user');
    const detail = await json<{ digital_assets: unknown[] }>('GET', `/risk/api/v4/addresses/${address.id}/`);
    expect(detail.digital_assets.length).toBeLessThan(3);
    await page.goto(`/addresses/${address.id}?workspace=demo`);
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await patient(() => txRows().count()).toBeGreaterThan(0);
    await multiSelect('Token').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(
      expect.arrayContaining(['ETH', 'USDT', 'USDC']),
    );
    await page.getByRole('option', { name: 'USDT', exact: true }).click();
    await page.keyboard.press('Escape');
    const usdt = await json<TxPage>(
      'GET',
      `/risk/api/v4/addresses/${address.id}/transactions/?token_symbol=USDT&limit=20`,
    );
    expect(usdt.count).toBeGreaterThan(0);
    // A time page runs to the end of its last second, so it can hold a few more than 20 rows.
    await patient(() => txRows().count()).toBe(usdt.results.length);
    for (const cell of await txRows().locator('td:nth-child(2)').allTextContents()) expect(cell).toBe('USDT');

    await page.getByRole('button', { name: 'Reset all' }).click();
    type Row = { tag_type_verbose: string; exposure_type: string };
    const outgoing = await json<Row[]>(
      'GET',
      `/risk/api/v4/addresses/${address.id}/tag-aggregated-outgoing-values/`,
    );
    const type = outgoing.find((r) => r.exposure_type === 'direct' && r.tag_type_verbose !== 'Unknown');
    expect(type).toBeDefined();
    await choose('Entity Type', [type?.tag_type_verbose ?? '']);
    const typed = await json<TxPage>(
      'GET',
      `/risk/api/v4/addresses/${address.id}/transactions/?entity_types=${encodeURIComponent(type?.tag_type_verbose ?? '')}&limit=20`,
    );
    expect(typed.count).toBeGreaterThan(0);
    await patient(() => txRows().count()).toBe(typed.results.length);
    await page.screenshot({ path: `${SHOTS}/address-transactions-filters.png`, fullPage: true });
  });

  it('saves "I know this address" with a support file and reads it back', async () => {
    const address = await screenedAddress('eth.whale');
    const file = `${SHOTS}/kyc-letter.txt`;
    writeFileSync(file, 'KYC letter: the treasury wallet of Example Corp.\n');
    await page.goto(`/addresses/${address.id}?workspace=demo`);
    await page.getByRole('button', { name: 'Address actions' }).click();
    await page.getByRole('menuitem', { name: 'I know this address' }).click();
    const modal = page.getByRole('dialog', { name: 'Do you know this address?' });
    await modal.getByLabel('Comment').fill('Treasury wallet of Example Corp, per their KYC letter.');
    const chooser = page.waitForEvent('filechooser');
    await modal.getByLabel('Support file').click();
    await (await chooser).setFiles(file);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Comment added successfully').waitFor();
    await patient(() => modal.count()).toBe(0);

    type Comments = {
      count: number;
      results: { comment: string; support_file: { file_name: string } | null }[];
    };
    const saved = await json<Comments>(
      'GET',
      `/risk/api/v4/address-comments/?identifier=${address.identifier}&currency=${address.currency}`,
    );
    expect(saved.count).toBe(1);
    expect(saved.results[0]).toMatchObject({
      comment: 'Treasury wallet of Example Corp, per their KYC letter.',
      support_file: { file_name: 'kyc-letter.txt' },
    });
    // Read back in the modal, the file downloadable.
    await page.getByRole('button', { name: 'Address actions' }).click();
    await page.getByRole('menuitem', { name: 'I know this address' }).click();
    await modal.getByTestId('address-comment').first().waitFor();
    expect(await modal.getByTestId('address-comment').first().textContent()).toContain('Example Corp');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/address-know-readback.png` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'kyc-letter.txt' }).click(),
    ]);
    expect(readFileSync(await download.path(), 'utf8')).toContain('Example Corp');
    await page.keyboard.press('Escape');
  });

  it('tells a failed rescreen and missing risk context with the catalogue texts', async () => {
    const address = await screenedAddress('eth.sanctioned-person');
    await page.goto(`/addresses/${address.id}?workspace=demo`);
    await page.getByTestId('address-page').waitFor();
    await page.route('**/risk/api/v4/addresses/?*', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await page.getByTestId('rescreen').click();
    await page.getByTestId('screening-failed-toast').waitFor();
    const toast = await page.locator('.mantine-Notification-root').first().textContent();
    expect(toast).toContain(`Failed to rescreen the ${address.identifier}.`);
    expect(toast).toContain('Please try again after some time.');
    await page.waitForURL(/screen=false/);
    await page.unroute('**/risk/api/v4/addresses/?*');

    // The alerts (the risk level's context) fail to load.
    await page.route('**/resolutioncenter/api/v4/address/*/alerts/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal Error!"}' }),
    );
    await page.reload();
    await page.getByTestId('alerts-error').waitFor();
    expect(await page.getByTestId('alerts-error').textContent()).toBe('Error loading alert details');
    await page.getByTestId('risk-level').hover();
    await patient(() => page.getByTestId('risk-popover').textContent()).toContain(
      'Unable to load risk level information. Please try again later.',
    );
    await page.screenshot({ path: `${SHOTS}/address-risk-unavailable.png` });
    await page.unroute('**/resolutioncenter/api/v4/address/*/alerts/**');
  });

  it('offers the blockchains fully covered first in the list filter, searchable', async () => {
    await page.goto('/addresses?workspace=demo');
    await multiSelect('Blockchain').click();
    const groups = page.locator('.mantine-MultiSelect-groupLabel:visible');
    await patient(() => groups.allTextContents()).toEqual([
      'Full coverage',
      'Sanctions screening only',
      'No longer supported',
    ]);
    await multiSelect('Blockchain').fill('zca');
    await patient(() => page.getByRole('option').allTextContents()).toEqual(['Zcash (ZEC)']);
    await page.keyboard.press('Escape');
  });
});
