import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * An installation without chain data (a fresh install without the demo): what it cannot know it says it does not
 * know, in the API's answers and lists, and a hash nobody can check is not recorded as a customer's deposit
 * (decision 0046).
 */
const ctx = useTestApp();

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.call('agent', {
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}workspace=alpha`,
    ...(payload ? { payload } : {}),
  });
const HASH = `0x${'cd'.repeat(32)}`;

describe('screening where this installation holds no chain data', () => {
  it('answers an address with no chain data, not a clean result, in its page and in the list', async () => {
    const res = await call('POST', '/risk/api/v4/addresses/', {
      identifier: '0x52908400098527886e0f7030069857d2e4169ee7',
      currency: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      risk_level: 0,
      data_coverage: 'no_chain_data',
      is_known_to_provider: false,
    });
    const page = await call('GET', `/risk/api/v4/addresses/${res.json().id}/`);
    expect(page.json().data_coverage).toBe('no_chain_data');
    const list = (await call('GET', '/risk/api/v4/addresses/')).json();
    expect(list.results[0]).toMatchObject({
      identifier: res.json().identifier,
      data_coverage: 'no_chain_data',
    });
    // A Lite chain is screened for sanctions only, and says that.
    const dash = await call('POST', '/risk/api/v4/addresses/', {
      identifier: 'XpESxaUmonkq8RaLLp46Brx2K39ggQe226',
      currency: 23,
    });
    expect(dash.statusCode, dash.body).toBe(200);
    expect(dash.json().data_coverage).toBe('sanctions_only');
  });

  it('screens a hash against attribution only and says there is no chain data', async () => {
    const res = await call('POST', '/risk/api/v4/transactions/', { identifier: HASH, currency: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data_coverage: 'no_chain_data', is_known_to_provider: false });
    const list = (await call('GET', '/risk/api/v4/transactions/')).json();
    expect(list.results[0]).toMatchObject({ identifier: HASH, data_coverage: 'no_chain_data' });
  });

  it("refuses a customer's deposit whose transaction nobody here can check, writing nothing", async () => {
    const created = await call('POST', '/risk/api/v4/customers/', { customer_id: 'customer-no-data' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const res = await call('POST', `/risk/api/v4/customers/${id}/deposits/`, {
      identifier: `0x${'ef'.repeat(32)}`,
      currency: 1,
      to_address: '0x52908400098527886e0f7030069857d2e4169ee7',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().identifier).toEqual([
      "Transaction not found on chain: this installation holds no Ethereum data, so the transaction and the customer's address in it cannot be checked.",
    ]);
    const deposits = (await call('GET', `/risk/api/v4/customers/${id}/deposits/`)).json();
    expect(deposits.count).toBe(0);
    const screened = (await call('GET', '/risk/api/v4/transactions/?q=efefefef')).json();
    expect(screened.count).toBe(0);
  });

  it('does not head search results as full coverage: every item says there is no chain data here', async () => {
    const fresh = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984';
    const search = async (q: string) => (await call('GET', `/risk/api/v4/search/?q=${q}&limit=20`)).json();
    const unscreened = (await search(fresh)).un_screened_addresses.results as { data_coverage: string }[];
    expect(unscreened.length).toBeGreaterThan(0);
    for (const item of unscreened) expect(['no_chain_data', 'sanctions_only']).toContain(item.data_coverage);
    const screened = (await search('0x52908400098527886e0f7030069857d2e4169ee7')).addresses.results;
    expect(screened[0]).toMatchObject({ is_screened: true, data_coverage: 'no_chain_data' });
  });
});
