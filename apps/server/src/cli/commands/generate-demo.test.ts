import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { runCli, useDataDir } from '../test-support.ts';

/** The real CLI in a child process, on an embedded database in a temporary folder. */
const cli = (args: string[], dataDir: string) => runCli(args, { DATA_DIR: dataDir });

async function query<T>(dataDir: string, text: string): Promise<T[]> {
  const handle = await openPglite({ dataDir: join(dataDir, 'pg') });
  try {
    return (await handle.pglite!.query<T>(text)).rows;
  } finally {
    await handle.close();
  }
}

describe('generate-demo command', () => {
  const dataDir = useDataDir('riskscreen-demo-cli-');

  it('generates a small world, refuses to stack a second one, and replaces it on request', async () => {
    const first = await cli(
      ['generate-demo', '--scale', '0.02', '--seed', 'cli', '--now', '2025-06-30'],
      dataDir(),
    );
    expect(first.stderr).not.toMatch(/Error|failed/);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/seed "cli", scale 0.02, two years up to 2025-06-30/);
    expect(first.stdout).toMatch(/Bitcoin: \d+ transactions, \d+ transfers/);
    expect(first.stdout).toMatch(/Done in [\d.]+ s/);
    const sync = await query<{ blockchain: number; provider: string }>(
      dataDir(),
      'SELECT blockchain, provider FROM chain_sync ORDER BY 1',
    );
    expect(sync).toEqual([
      { blockchain: 0, provider: 'demo' },
      { blockchain: 1, provider: 'demo' },
      { blockchain: 8, provider: 'demo' },
      { blockchain: 10, provider: 'demo' },
    ]);
    const [before] = await query<{ n: number }>(dataDir(), 'SELECT count(*)::int AS n FROM transfers');

    const again = await cli(
      ['generate-demo', '--scale', '0.02', '--seed', 'cli', '--now', '2025-06-30'],
      dataDir(),
    );
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      'A demo world is already loaded. Add --replace to remove it and generate a new one.',
    );

    const replaced = await cli(
      ['generate-demo', '--scale', '0.02', '--seed', 'cli', '--now', '2025-06-30', '--replace'],
      dataDir(),
    );
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toMatch(/Removing the existing demo world/);
    const [after] = await query<{ n: number }>(dataDir(), 'SELECT count(*)::int AS n FROM transfers');
    expect(after?.n).toBe(before?.n);
  }, 240_000);

  it('rejects a bad scale or date in one line', async () => {
    const scale = await cli(['generate-demo', '--scale', '0'], dataDir());
    expect(scale.code).toBe(1);
    expect(scale.stderr).toMatch(/Scale must be a number above 0 and at most 1000/);
    expect(scale.stderr).not.toMatch(/\n\s+at /);
    const date = await cli(['generate-demo', '--now', '30/06/2025'], dataDir());
    expect(date.code).toBe(1);
    expect(date.stderr).toMatch(/Use a date such as 2025-06-30/);
  });
});

describe('import-prices command', () => {
  const dataDir = useDataDir('riskscreen-prices-cli-');

  it('imports good rows, reports bad rows by line, and fails on an unusable file', async () => {
    const good = join(dataDir(), 'prices.csv');
    writeFileSync(good, 'asset,day,usd\nBTC,2024-01-01,42000.5\nXYZ,2024-13-01,1\nETH,2024-01-01,2300\n');
    const ok = await cli(['import-prices', good], dataDir());
    expect(ok.code).toBe(0);
    expect(ok.stderr.trim()).toBe('line 3: Day "2024-13-01" is not a date in the form YYYY-MM-DD');
    expect(ok.stdout.trim()).toBe('2 prices imported (BTC, ETH), 1 rows skipped.');
    const rows = await query<{ asset_symbol: string; usd: number }>(
      dataDir(),
      'SELECT asset_symbol, usd FROM prices ORDER BY 1',
    );
    expect(rows).toEqual([
      { asset_symbol: 'BTC', usd: 42000.5 },
      { asset_symbol: 'ETH', usd: 2300 },
    ]);

    const bad = join(dataDir(), 'bad.csv');
    writeFileSync(bad, 'symbol,date,price\nBTC,2024-01-01,1\n');
    const refused = await cli(['import-prices', bad], dataDir());
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('line 1: The first line must be the header asset,day,usd');
    expect(refused.stdout.trim()).toBe('0 prices imported, 1 rows skipped.');

    const missing = await cli(['import-prices', join(dataDir(), 'nope.csv')], dataDir());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot read .*nope\.csv\.\n$/);
  }, 180_000);
});
