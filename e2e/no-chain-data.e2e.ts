import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedToken } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * An address on a Full-coverage chain this installation holds no data for (the demo syncs Bitcoin, Ethereum, Tron
 * and BNB Smart Chain only), as a person sees it: 'No data', not a clean No Risk and a zero balance (decision 0046).
 */
const PORTS = { first: 8190, last: 8197 };
const SHOTS = '/tmp/shots';
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const CHAIN = 7;

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let page: Page;
let addressId: number;

beforeAll(async () => {
  ({ page } = await suite.signedIn('agent@demo.test'));
  const token = await storedToken(page);
  const res = await fetch(`${suite.server.baseUrl}/risk/api/v4/addresses/?workspace=demo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADDRESS, currency: CHAIN }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { id: number; data_coverage: string; risk_level: number };
  expect(body).toMatchObject({ data_coverage: 'no_chain_data', risk_level: 0 });
  addressId = body.id;
});

describe('an address without chain data', () => {
  it('reads No data on its page and in the list, with why', async () => {
    await page.goto(`/addresses/${addressId}?workspace=demo`);
    await page.getByTestId('no-chain-data-banner').waitFor();
    expect(await page.getByTestId('risk-level').textContent()).toBe('No data');
    expect(await page.getByTestId('balance').textContent()).toBe('No data');
    expect(await page.getByTestId('no-chain-data-banner').textContent()).toMatch(
      /^No chain data: this installation holds no .+ data/,
    );
    await page.screenshot({ path: `${SHOTS}/no-chain-data-address.png` });
    await page.goto('/addresses?workspace=demo');
    const row = page.getByTestId('risk-tag').first();
    await row.waitFor();
    expect(await row.textContent()).toBe('No data');
    await page.screenshot({ path: `${SHOTS}/no-chain-data-list.png` });
  });
});
