import { DIGITAL_ASSETS } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { csvCell, toCsv } from '../../../lib/csv.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp();

const ASSETS = '/risk/api/v4/digital-assets';
type Asset = {
  name: string;
  symbol: string;
  blockchains: { blockchain: number; blockchain_verbose: string }[];
};

describe('GET /risk/api/v4/digital-assets', () => {
  it('pages the catalogue with next links carrying offset=', async () => {
    const res = await ctx.call('agent', { method: 'GET', url: `${ASSETS}?workspace=alpha` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(DIGITAL_ASSETS.length);
    expect(body.results).toHaveLength(20);
    expect(body.previous).toBeNull();
    expect(body.next).toMatch(/offset=20/);
    expect(body.results[0]).toEqual({
      name: 'Bitcoin',
      symbol: 'BTC',
      blockchains: [{ blockchain: 0, blockchain_verbose: 'Bitcoin' }],
      coverage: 'full',
      // The test database holds no chain data: Full coverage, but nothing to trace here.
      has_chain_data: false,
    });
  });

  it('walks every page through the next links without gaps or repeats', async () => {
    const seen: string[] = [];
    let url: string | null = `${ASSETS}?workspace=alpha&limit=25`;
    while (url) {
      const res = await ctx.call('agent', { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { next: string | null; results: Asset[] };
      seen.push(...body.results.map((a) => `${a.symbol}|${a.name}`));
      url = body.next;
    }
    expect(seen).toHaveLength(DIGITAL_ASSETS.length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by a comma list of chains and by text', async () => {
    const tron = await ctx.call('agent', {
      method: 'GET',
      url: `${ASSETS}?workspace=alpha&blockchains=10&limit=100`,
    });
    const symbols = (tron.json().results as Asset[]).map((a) => a.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['TRX', 'USDT', 'USDD', 'BTT']));
    expect(symbols).not.toContain('BTC');

    const both = await ctx.call('agent', {
      method: 'GET',
      url: `${ASSETS}?workspace=alpha&blockchains=${encodeURIComponent('0, 24')}&q=usd&limit=100`,
    });
    const usd = both.json().results as Asset[];
    expect(usd.map((a) => a.symbol)).toEqual(['USDT', 'USDC', 'PYUSD']);
    expect(usd.every((a) => a.blockchains.some((b) => b.blockchain === 24))).toBe(true);

    const tether = await ctx.call('agent', { method: 'GET', url: `${ASSETS}?workspace=alpha&q=TETHER` });
    expect((tether.json().results as Asset[]).map((a) => a.symbol)).toEqual(['USDT', 'XAUT']);

    const none = await ctx.call('agent', {
      method: 'GET',
      url: `${ASSETS}?workspace=alpha&blockchains=null`,
    });
    expect(none.json().count).toBe(DIGITAL_ASSETS.length);
  });

  it('answers 400, never 500, to bad query input', async () => {
    for (const query of [
      'blockchains=abc',
      'blockchains=1,,2',
      'offset=-1',
      'limit=abc',
      'limit=0',
      `q=${'x'.repeat(500)}`,
    ]) {
      const res = await ctx.call('agent', { method: 'GET', url: `${ASSETS}?workspace=alpha&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()).length, query).toBeGreaterThan(0);
    }
    const missing = await ctx.call('agent', { method: 'GET', url: ASSETS });
    expect(missing.statusCode).toBe(400);
  });

  it('is for members of the workspace only', async () => {
    expect((await ctx.call(null, { method: 'GET', url: `${ASSETS}?workspace=alpha` })).statusCode).toBe(401);
    expect((await ctx.call('outsider', { method: 'GET', url: `${ASSETS}?workspace=alpha` })).statusCode).toBe(
      404,
    );
    expect((await ctx.call('outsider', { method: 'GET', url: `${ASSETS}?workspace=beta` })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /risk/api/v4/digital-assets/download/', () => {
  it('queues the catalogue as a CSV attachment, saying where this installation holds no chain data', async () => {
    // Bitcoin's data is held here; Ethereum's is not.
    await ctx.db.insertInto('chain_sync').values({ blockchain: 0, provider: 'test' }).execute();
    const res = await exportFile(ctx, 'agent', `${ASSETS}/download/?workspace=alpha`);
    await ctx.db.deleteFrom('chain_sync').where('blockchain', '=', 0).execute();
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="digital-assets.csv"/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Symbol,Blockchains,Coverage');
    expect(lines).toHaveLength(DIGITAL_ASSETS.length + 1);
    expect(lines[1]).toBe('Bitcoin,BTC,Bitcoin,Full');
    expect(lines.find((l) => l.startsWith('Ethereum,ETH,'))).toMatch(
      /,Full \(no chain data in this installation\)$/,
    );
    expect(lines.find((l) => l.startsWith('Monero,'))).toBe('Monero,XMR,Monero,Lite');
  });

  it('applies the same filters, and refuses bad ones', async () => {
    const res = await exportFile(ctx, 'agent', `${ASSETS}/download/?workspace=alpha&q=tether`);
    expect(
      res.text
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[1]),
    ).toEqual(['USDT', 'XAUT']);
    const bad = await ctx.call('agent', {
      method: 'GET',
      url: `${ASSETS}/download/?workspace=alpha&blockchains=x`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for members of the workspace only', async () => {
    const url = `${ASSETS}/download/?workspace=alpha`;
    expect((await ctx.call(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.call('foreigner', { method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('CSV cells', () => {
  it('escapes formula starters and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM')).toBe("'@SUM");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Bitcoin')).toBe('Bitcoin');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a'], [['=1'], [2]])).toBe("a\r\n'=1\r\n2\r\n");
  });
});

describe('GET /api/v4/health-check/', () => {
  const URL = '/api/v4/health-check/';

  it('lists no chain before any provider has synced', async () => {
    await ctx.db.deleteFrom('chain_sync').execute();
    const res = await ctx.call('agent', { method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    // No sanctions list imported in this database either.
    expect(res.json()).toEqual({ statuses_by_blockchain: [], sanctions_list: null });
  });

  it('reports each synced chain from chain_sync, by chain number', async () => {
    await ctx.db.deleteFrom('chain_sync').execute();
    await ctx.db
      .insertInto('chain_sync')
      .values([
        {
          blockchain: 1,
          provider: 'evm',
          last_synced_block: 19_000_000,
          last_synced_block_timestamp: '2024-01-13T10:00:11Z',
          last_updated_at: '2024-01-13T10:00:30Z',
        },
        {
          blockchain: 0,
          provider: 'esplora',
          last_synced_block: null,
          last_updated_at: '2024-01-13T09:00:00Z',
        },
      ])
      .execute();
    const res = await ctx.call('outsider', { method: 'GET', url: `${URL}?workspace=beta` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sanctions_list: null,
      statuses_by_blockchain: [
        {
          blockchain: 0,
          blockchain_verbose: 'Bitcoin',
          last_synced_block: null,
          last_updated_at: '2024-01-13T09:00:00.000Z',
          last_synced_block_timestamp: null,
        },
        {
          blockchain: 1,
          blockchain_verbose: 'Ethereum',
          last_synced_block: 19_000_000,
          last_updated_at: '2024-01-13T10:00:30.000Z',
          last_synced_block_timestamp: '2024-01-13T10:00:11.000Z',
        },
      ],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.call(null, { method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('API document', () => {
  it('still builds with the chain routes in it', async () => {
    const res = await ctx.call(null, { method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/risk/api/v4/digital-assets',
        '/risk/api/v4/digital-assets/download/',
        '/api/v4/health-check/',
      ]),
    );
  });
});
