import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../../../test-support/shared-data.ts';

const run = promisify(execFile);
const serverRoot = resolve(import.meta.dirname, '../../..');
const repoRoot = resolve(serverRoot, '../..');
const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');

/** The real CLI in a child process (as `npm run cli` starts it: in apps/server, INIT_CWD = the repo root). */
async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, ['src/cli/main.ts', ...args], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', INIT_CWD: repoRoot, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('import-labels command', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'riskscreen-import-cli-'));
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports the OFAC lists of a folder given relative to where npm was started', {
    timeout: 120_000,
  }, async () => {
    const result = await cli(
      ['import-labels', '--format', 'ofac-list', relative(repoRoot, sharedData('ofac-0xb10c'))],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.code).toBe(0);
    // .json twins of the .txt lists are left out; 641 distinct addresses less the 3 the chains reject.
    expect(result.stdout).toMatch(/sanctioned_addresses_XBT\.txt: 435 rows read, 430 labels imported/);
    expect(result.stdout).not.toMatch(/\.json:/);
    expect(result.stdout).toMatch(
      /^Total: 654 rows read, 638 labels imported, 13 already present, 3 skipped/m,
    );
    expect(result.stdout).toMatch(/sanctioned_addresses_XBT\.txt:355: Address is invalid/);
  });

  it('imports the good rows of a CSV and lists the skipped ones by line', { timeout: 120_000 }, async () => {
    const file = join(dataDir, 'labels.csv');
    writeFileSync(
      file,
      [
        'address,blockchain,entity_name,category,subtype',
        '0x098B716B8Aaf21512996dC57EB0615e2383E2f96,ETH,Lazarus Group,Sanctions,1301',
        'not-an-address,BTC,Broken,Scam,',
        '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,Hydra Market,Darknet,401',
      ].join('\n'),
    );
    const result = await cli(['import-labels', '--format', 'csv', file], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /labels\.csv: 3 rows read, 2 labels imported, 0 already present, 1 skipped/,
    );
    expect(result.stdout).toMatch(
      /labels\.csv:3: Address is invalid for the selected currency: Bitcoin address 'not-an-address'/,
    );
  });

  it('refuses an unknown format and a missing file in one line', { timeout: 120_000 }, async () => {
    const format = await cli(['import-labels', '--format', 'excel', 'x.xlsx'], { DATA_DIR: dataDir });
    expect(format.code).not.toBe(0);
    expect(format.stderr).toMatch(/Allowed choices are csv, ofac-xml, ofac-csv, ofac-list, tagpack/);
    const missing = await cli(['import-labels', '--format', 'csv', 'nope.csv'], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(`No such file or folder: ${join(repoRoot, 'nope.csv')}`);
  });
});
