import { createServer, type Server } from 'node:http';
import { getChain } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import { freePort } from '../../../cli/test-support.ts';
import type { DbHandle } from '../../../db/client.ts';
import { NO_ON_DEMAND_FETCH, onDemandFetch } from '../../on-demand.ts';
import { providerFor, syncChain } from '../../sync.ts';
import { loadProviderConfig, ProviderConfigError } from '../config.ts';
import { ESPLORA_CHAINS, subsidyAt } from './esplora-chains.ts';
import { p2pkAddress } from './p2pk-address.ts';

/*
 * Litecoin's genesis block as an Esplora API (litecoinspace.org runs one) answers for it: block
 * 12a765e3…bfe2 of 2011-10-07, one coinbase 97ddfbba…ced9 paying 50 LTC to a bare public key (P2PK, so no
 * scriptpubkey_address), which explorers show as Ler4HNAEfwYhBmGXcFP2Po1NpRUEiK8km2. Values from Litecoin's
 * chainparams.cpp; served from 127.0.0.1.
 */
const GENESIS = {
  hash: '12a765e31ffd4059bada1e25190f6e98c99d9714d334efa41a195a7e7e04bfe2',
  time: 1317972665,
  txid: '97ddfbbae6be97fd6cdf3e7ca13232a3afff2353e29badfab7f73011edd4ced9',
  script:
    '41040184710fa689ad5023690c80f3a49c8f13f8d45b8c857fbcbc8bc4a8e4d3eb4b10f4d4604fa08dce601aaf0f470216fe1b51850b4acf21b179c45070ac7b03a9ac',
  address: 'Ler4HNAEfwYhBmGXcFP2Po1NpRUEiK8km2',
};
const coinbase = {
  txid: GENESIS.txid,
  vin: [{ txid: '0'.repeat(64), vout: 4294967295, is_coinbase: true, prevout: null }],
  vout: [{ scriptpubkey: GENESIS.script, scriptpubkey_type: 'p2pk', value: 5_000_000_000 }],
  fee: 0,
  status: { confirmed: true, block_height: 0, block_hash: GENESIS.hash, block_time: GENESIS.time },
};
const ROUTES: Record<string, unknown> = {
  '/blocks/tip/height': '0',
  '/block-height/0': GENESIS.hash,
  [`/block/${GENESIS.hash}`]: { id: GENESIS.hash, height: 0, timestamp: GENESIS.time, tx_count: 1 },
  [`/block/${GENESIS.hash}/txs/0`]: [coinbase],
  // A P2PK output is indexed under no address by Esplora: the P2PKH form answers with an empty history.
  [`/address/${GENESIS.address}`]: {
    address: GENESIS.address,
    chain_stats: { funded_txo_sum: 0, spent_txo_sum: 0, tx_count: 0 },
  },
  [`/address/${GENESIS.address}/txs`]: [],
};

let server: Server;
let url: string;
let handle: DbHandle;
const requests: string[] = [];
beforeAll(async () => {
  // Under /api, as hosted Esplora APIs are.
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/api/, '');
    requests.push(path);
    const body = ROUTES[path];
    if (body === undefined) response.writeHead(404).end('Not Found');
    else if (typeof body === 'string') response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  url = `http://127.0.0.1:${port}/api`;
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  await new Promise((done) => server?.close(done));
});

describe('Esplora for every chain the catalogue serves by Esplora', () => {
  it('knows the parameters of each such chain of the catalogue', () => {
    expect([...ESPLORA_CHAINS.keys()]).toEqual([0, 2]);
    for (const chain of [getChain(0), getChain(2)]) expect(chain?.provider).toBe('esplora');
    const litecoin = ESPLORA_CHAINS.get(2);
    expect(litecoin?.native.symbol).toBe('LTC');
    expect(p2pkAddress(GENESIS.script, litecoin?.p2pkhVersion)).toBe(GENESIS.address);
    expect(
      [0, 839_999, 840_000, 1_680_000].map((h) => subsidyAt(litecoin ?? { halvingInterval: 0 }, h)),
    ).toEqual([5_000_000_000n, 5_000_000_000n, 2_500_000_000n, 1_250_000_000n]);
  });

  it('reads ESPLORA_URL_<n> per chain, ESPLORA_URL as chain 0, and refuses chains Esplora does not serve', () => {
    const config = loadProviderConfig({
      ESPLORA_URL: 'https://blockstream.info/api/',
      ESPLORA_URL_2: 'https://litecoinspace.org/api',
      ESPLORA_START_BLOCK_2: '2500000',
    });
    expect([...(config.esplora ?? [])]).toEqual([
      [0, { url: 'https://blockstream.info/api', startBlock: 0 }],
      [2, { url: 'https://litecoinspace.org/api', startBlock: 2_500_000 }],
    ]);
    expect(providerFor(config, 2)).toBe('esplora');
    expect(providerFor(config, 3)).toBe('demo');
    expect(() => loadProviderConfig({ ESPLORA_URL_3: 'https://x.test/api' })).toThrow(
      'ESPLORA_URL_3: blockchain 3 is not served by Esplora (only 0 Bitcoin, 2 Litecoin)',
    );
    expect(() =>
      loadProviderConfig({ ESPLORA_URL: 'https://a.test', ESPLORA_URL_0: 'https://b.test' }),
    ).toThrow(ProviderConfigError);
  });

  it('syncs Litecoin into its own chain: LTC, Litecoin addresses, its own sync row', async () => {
    const providers = loadProviderConfig({ ESPLORA_URL_2: url });
    const summary = await syncChain(handle.db, providers, 2);
    expect(summary).toMatchObject({
      blockchain: 2,
      provider: 'esplora',
      fromBlock: 0,
      toBlock: 0,
      blocks: 1,
    });
    const transfers = await handle.db
      .selectFrom('transfers')
      .select(['blockchain', 'transfer_type', 'from_address', 'to_address', 'asset_symbol', 'amount'])
      .execute();
    expect(transfers).toEqual([
      {
        blockchain: 2,
        transfer_type: 2,
        from_address: '',
        to_address: GENESIS.address,
        asset_symbol: 'LTC',
        amount: 50,
      },
    ]);
    const sync = await handle.db
      .selectFrom('chain_sync')
      .select(['blockchain', 'provider', 'last_synced_block'])
      .execute();
    expect(sync).toEqual([{ blockchain: 2, provider: 'esplora', last_synced_block: 0 }]);
  });

  it('asks the chain’s own Esplora for an unknown address, only when providers are configured', async () => {
    const before = requests.length;
    expect(await NO_ON_DEMAND_FETCH(2, GENESIS.address)).toBe(false);
    expect(requests.length).toBe(before);
    const fetchUnknownAddress = onDemandFetch(handle.db, loadProviderConfig({ ESPLORA_URL_2: url }));
    // Known to Esplora with no history: nothing to store.
    expect(await fetchUnknownAddress(2, GENESIS.address)).toBe(false);
    expect(requests.slice(before)).toEqual([
      `/address/${GENESIS.address}`,
      `/address/${GENESIS.address}/txs`,
    ]);
    // No Esplora for Bitcoin here: nothing is asked.
    expect(await fetchUnknownAddress(0, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(requests.length).toBe(before + 2);
  });
});
