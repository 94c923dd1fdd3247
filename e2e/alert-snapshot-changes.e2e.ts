import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newSession, signIn } from './helpers/browser.ts';
import { type Api, type EvmWorld, startEvmWorld } from './helpers/evm-world.ts';

/**
 * The snapshot comparison of an alert cycle after the chain moved on, against a real EVM chain: ganache serves
 * chain 52 (Base, fully covered, not in the demo world) and the server's own chain-sync worker indexes it
 * (EVM_RPC_URL_52). The server runs on a PostgreSQL database of its own, so that the operator CLI can import the
 * labels while it runs: S is "Snapshot Sanctioned Corp" (Sanctions), D is "Snapshot Dark Bazaar" (Darknet).
 *
 *   screening 1:  S ─1 ETH→ A                     → "Direct exposure to sanctioned entities" opens (cycle 1)
 *   screening 2:  S ─0.5 ETH→ A,  D ─0.25 ETH→ A  → that alert gains an item (cycle 2), the darknet one opens
 *
 * Cycle 1's "Counterparty Summary Changes" then shows the Darknet entity New and the Sanctions entity Increased.
 * A is a fresh ganache account per attempt, so a retry starts from a clean address.
 */
const PORTS = { first: 8420, last: 8424 };
const EVM_PORTS = { first: 8425, last: 8429 };
const SHOTS = '/tmp/shots';
const CHAIN = 52;
const SANCTIONS = 'Snapshot Sanctioned Corp';
const DARKNET = 'Snapshot Dark Bazaar';
const SANCTIONS_RULE = 'Direct exposure to sanctioned entities';

let world: EvmWorld;
let browser: Browser;
let page: Page;
let api: Api;

type Alert = { id: number; alert_items_count: number; rule_register: { rule_name: string } };
type Cycle = { id: number; opened_at: string; alert_items_count: number; has_snapshot: boolean };

async function screen(address: string): Promise<number> {
  return (
    await api<{ id: number }>('POST', '/risk/api/v4/addresses/', { identifier: address, currency: CHAIN })
  ).id;
}

const alertsOf = async (addressId: number) =>
  (await api<{ results: Alert[] }>('GET', `/resolutioncenter/api/v4/address/${addressId}/alerts/`)).results;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const launching = launchBrowser();
  world = await startEvmWorld({ name: 'snapshot', chain: CHAIN, ports: PORTS, evmPorts: EVM_PORTS });
  browser = await launching;
  const [S, D] = [world.accounts[1] ?? '', world.accounts[2] ?? ''];
  await world.importLabels([
    { address: S, entity: SANCTIONS, category: 'Sanctions' },
    { address: D, entity: DARKNET, category: 'Darknet' },
  ]);

  ({ page } = await newSession(browser, world.baseUrl));
  await signIn(page, 'agent@demo.test');
  api = await world.apiOf(page);
});

afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

describe('alert snapshot changes on a real chain', () => {
  it('shows a new Darknet counterparty and increased Sanctions exposure since the first cycle', {
    timeout: 180_000,
  }, async () => {
    const { accounts, rpc, sendEth } = world;
    const [S, D] = [accounts[1] ?? '', accounts[2] ?? ''];
    const A = await rpc<string>('personal_newAccount', ['']);

    // (2) The sanctioned account pays A; once synced, screening A opens the sanctions alert.
    await sendEth(S, A, 1);
    await world.waitForSync(api);
    const addressId = await screen(A);
    const first = await alertsOf(addressId);
    const alert = first.find((a) => a.rule_register.rule_name === SANCTIONS_RULE);
    if (!alert) throw new Error(`no "${SANCTIONS_RULE}" alert: ${JSON.stringify(first)}`);
    expect(first.map((a) => a.rule_register.rule_name)).toEqual([SANCTIONS_RULE]);

    // (3) More from the sanctioned account and a first payment from the darknet one; screening again.
    await sendEth(S, A, 0.5);
    await sendEth(D, A, 0.25);
    await world.waitForSync(api);
    expect(await screen(A)).toBe(addressId);
    const cycles = (
      await api<{ results: Cycle[] }>('GET', `/resolutioncenter/api/v4/alerts/${alert.id}/cycles/`)
    ).results;
    expect(cycles.map((c) => c.alert_items_count).sort()).toEqual([1, 2]);
    expect(cycles.every((c) => c.has_snapshot)).toBe(true);

    // (4) The first cycle's snapshot compared with now, in the browser.
    await page.goto(`/addresses/${addressId}?alert=${alert.id}&workspace=demo`);
    const detail = page.getByTestId('alert-detail');
    await detail.waitFor();
    await detail.getByRole('tab', { name: 'History' }).click();
    const rows = page.getByTestId('history-row');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first: the older cycle is the one that counted a single item.
    const older = rows.filter({ has: page.locator('td:nth-child(5)', { hasText: /^1$/ }) });
    await older.getByTestId('open-snapshot').click();
    await page.getByRole('tab', { name: 'Counterparty Summary Changes' }).click();
    const table = page.getByTestId('change-table');
    await table.waitFor();

    const changes = await table
      .getByTestId('change-row')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
      );
    const usd = (text: string | undefined) => Number((text ?? '').replace(/[$,]/g, ''));
    const row = (entity: string) => {
      const found = changes.find((cells) => cells[2] === entity);
      if (!found) throw new Error(`no change row for ${entity}: ${JSON.stringify(changes)}`);
      return found;
    };
    const darknet = row(DARKNET);
    expect(darknet.slice(0, 5)).toEqual(['New', 'Incoming', DARKNET, 'Darknet', 'direct']);
    expect(usd(darknet[6])).toBe(0);
    expect(usd(darknet[7])).toBeGreaterThan(0);
    const sanctions = row(SANCTIONS);
    expect(sanctions.slice(0, 5)).toEqual(['Increased', 'Incoming', SANCTIONS, 'Sanctions', 'direct']);
    // 1 ETH then, 1.5 ETH now (at the same day's price).
    expect(usd(sanctions[7])).toBeCloseTo(usd(sanctions[6]) * 1.5, 1);
    await page.screenshot({ path: `${SHOTS}/alert-snapshot-changes.png` });
  });
});
