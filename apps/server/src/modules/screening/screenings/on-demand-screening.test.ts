import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EsploraFixtureServer,
  startEsploraFixtureServer,
} from '../../../../test/helpers/esplora-fixture-server.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { loadProviderConfig } from '../../../chain/providers/config.ts';
import { upsertPrices } from '../../../chain/store/reference-data.ts';

/**
 * Screening an address the store has never seen, on a chain with an Esplora API configured: the address is pulled
 * on demand (real Bitcoin blocks 50,001–50,002 served by the recorded-data fixture), so the screening shows its
 * activity and balance instead of an attribution-only answer.
 */
const ADDRESS = '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ';
let esplora: EsploraFixtureServer;
let served: TestApp;
let plain: TestApp;

beforeAll(async () => {
  esplora = await startEsploraFixtureServer(8583);
  const providers = loadProviderConfig({ ESPLORA_URL: esplora.url, ESPLORA_START_BLOCK: '50000' });
  [served, plain] = await Promise.all([createTestApp({}, { providers }), createTestApp()]);
  await upsertPrices(served.db, [{ assetSymbol: 'BTC', day: '2000-01-01', usd: 1000 }]);
}, 120_000);
afterAll(async () => {
  await Promise.all([served?.close(), plain?.close(), esplora?.close()]);
});

const screen = (ctx: TestApp) =>
  ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha&get_extra_data=true',
    payload: { identifier: ADDRESS, currency: 0 },
  });

describe('screening an address unknown to the store', () => {
  it('is attribution-only without a provider', async () => {
    const res = await screen(plain);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_known_to_provider: false, balance: 0 });
  });

  it('pulls it from the chain’s Esplora API, then screens its flows', async () => {
    const res = await screen(served);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      is_known_to_provider: true,
      balance: 150,
      balance_usd: 150_000,
      total_incoming_value_usd: 150_000,
    });
    expect(esplora.requests).toContain(`/address/${ADDRESS}/txs`);
    // Its senders were spent together in block 50,001: they show as one cluster.
    const senders = body.investigation_tree.nodes.filter((n: { id: string }) => n.id.startsWith('-'));
    expect(senders).toContainEqual(
      expect.objectContaining({ type: 'cluster', address_count: 2, addresses: expect.any(Array) }),
    );
    expect(body.incoming.total).toBeCloseTo(150_000, 6);
    // A second screening finds it in the store and asks nothing more.
    const asked = esplora.requests.length;
    expect((await screen(served)).statusCode).toBe(200);
    expect(esplora.requests.length).toBe(asked);
  });
});
