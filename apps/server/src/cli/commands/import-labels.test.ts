import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../../../test-support/shared-data.ts';
import { openPglite } from '../../db/client.ts';
import { runCli, useDataDir } from '../test-support.ts';

const serverRoot = resolve(import.meta.dirname, '../../..');
const repoRoot = resolve(serverRoot, '../..');

describe('import-labels command', () => {
  const dataDir = useDataDir('riskscreen-import-cli-');

  it('imports the OFAC lists of a folder given relative to where npm was started', {
    timeout: 120_000,
  }, async () => {
    const result = await runCli(
      ['import-labels', '--format', 'ofac-list', relative(repoRoot, sharedData('ofac-0xb10c'))],
      {
        DATA_DIR: dataDir(),
      },
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // Bitcoin SV is no longer supported: its list is left out with a note, which is not a failure.
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /sanctioned_addresses_BSV\.txt: left out, this blockchain is no longer supported\./,
    );
    // .json twins of the .txt lists are left out; 641 distinct addresses less the 2 no chain takes. The Tron
    // address OFAC lists under XBT is imported on Tron, and the operator is told which line moved. The folder is
    // one publication: each file says what was read, then the publication what it added.
    expect(result.stdout).toMatch(/sanctioned_addresses_XBT\.txt: 435 rows read, 0 skipped\./);
    expect(result.stdout).toMatch(
      /ofac-0xb10c: 654 rows read, 639 labels imported, 13 already present, 2 skipped/,
    );
    expect(result.stdout).toMatch(
      /^OFAC SDN publication of \d{4}-\d\d-\d\d: 639 labels added, 0 ended, 0 kept; /m,
    );
    expect(result.stdout).not.toMatch(/\.json:/);
    expect(result.stdout).toMatch(
      /^Total: 654 rows read, 639 labels imported, 13 already present, 2 skipped/m,
    );
    expect(result.stdout).toMatch(
      /Imported with a warning:\n {2}\S*sanctioned_addresses_XBT\.txt: Line 355: 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq' is listed under XBT but is not an address of it; imported on Tron/,
    );
  });

  it('imports the good rows of a CSV and lists the skipped ones by line', { timeout: 120_000 }, async () => {
    const file = join(dataDir(), 'labels.csv');
    writeFileSync(
      file,
      [
        'address,blockchain,entity_name,category,subtype',
        '0x098B716B8Aaf21512996dC57EB0615e2383E2f96,ETH,Lazarus Group,Sanctions,1301',
        'not-an-address,BTC,Broken,Scam,',
        '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,Hydra Market,Darknet,401',
      ].join('\n'),
    );
    const result = await runCli(['import-labels', '--format', 'csv', file], { DATA_DIR: dataDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /labels\.csv: 3 rows read, 2 labels imported, 0 already present, 1 skipped/,
    );
    expect(result.stdout).toMatch(
      /labels\.csv:3: Address is invalid for the selected currency: Bitcoin address 'not-an-address'/,
    );
  });

  it('refuses an unknown format and a missing file in one line', { timeout: 120_000 }, async () => {
    const format = await runCli(['import-labels', '--format', 'excel', 'x.xlsx'], { DATA_DIR: dataDir() });
    expect(format.code).not.toBe(0);
    expect(format.stderr).toMatch(/Allowed choices are csv, ofac-xml, ofac-csv, ofac-list, tagpack/);
    const missing = await runCli(['import-labels', '--format', 'csv', 'nope.csv'], { DATA_DIR: dataDir() });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(`No such file or folder: ${join(repoRoot, 'nope.csv')}`);
  });

  it('exits 1 when not one row of a file could be imported, and says why line by line', {
    timeout: 120_000,
  }, async () => {
    const file = join(dataDir(), 'all-broken.csv');
    writeFileSync(
      file,
      [
        'address,blockchain,entity_name,category',
        'not-an-address,BTC,Broken,Scam',
        '0x098B716B8Aaf21512996dC57EB0615e2383E2f96,ETH,Lazarus Group,Nonsense',
      ].join('\n'),
    );
    const result = await runCli(['import-labels', '--format', 'csv', file], { DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/all-broken\.csv: nothing could be imported, every row was skipped:\n/);
    expect(result.stderr).toMatch(/ {2}.*all-broken\.csv:2: Address is invalid for the selected currency/);
    expect(result.stderr).toMatch(/ {2}.*all-broken\.csv:3: .*Nonsense/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toMatch(
      /all-broken\.csv: 2 rows read, 0 labels imported, 0 already present, 2 skipped/,
    );

    // A file whose rows are all present already is not a failure.
    const again = join(dataDir(), 'again.csv');
    writeFileSync(
      again,
      'address,blockchain,entity_name,category\n1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,Hydra Market,Darknet\n',
    );
    expect((await runCli(['import-labels', '--format', 'csv', again], { DATA_DIR: dataDir() })).code).toBe(0);
    expect((await runCli(['import-labels', '--format', 'csv', again], { DATA_DIR: dataDir() })).code).toBe(0);
  });

  it('imports the classic SDN.XML under --format ofac-xml: its addresses are Sanctions', {
    timeout: 120_000,
  }, async () => {
    const file = resolve(serverRoot, 'test/fixtures/ofac/SDN.XML');
    const result = await runCli(['import-labels', '--format', 'ofac-xml', file], { DATA_DIR: dataDir() });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/SDN\.XML: 13 rows read, 10 labels imported, 0 already present, 3 skipped/);
    const handle = await openPglite({ dataDir: join(dataDir(), 'pg') });
    try {
      const rows = await handle.pglite?.query<{ name: string; category: string; blockchain: number | null }>(
        `SELECT e.name, e.category, l.blockchain FROM labels l JOIN entities e ON e.id = l.entity_id
         WHERE l.address IN ('12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h', '0x9f4cda013e354b8fc285bf4b9a60460cee7f7ea9')
         ORDER BY l.blockchain NULLS LAST`,
      );
      // The per-currency lists imported above name the same addresses "OFAC SDN List".
      expect(rows?.rows).toEqual(
        expect.arrayContaining([
          { name: 'YAN, Xiaobing', category: 'Sanctions', blockchain: 0 },
          { name: 'SOUTHFRONT', category: 'Sanctions', blockchain: null },
        ]),
      );
    } finally {
      await handle.close();
    }
  });
  it('supersedes the OFAC labels with a newer per-currency folder: prints and lists what it added, ended and kept', {
    timeout: 180_000,
  }, async () => {
    const own = mkdtempSync(join(tmpdir(), 'riskscreen-publication-cli-'));
    try {
      const older = sharedData('ofac-0xb10c');
      const first = await runCli(
        ['import-labels', '--format', 'ofac-list', '--published', '2024-09-27', older],
        { DATA_DIR: own },
      );
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/OFAC SDN publication of 2024-09-27: 639 labels added, 0 ended, 0 kept/);

      // The newer publication: the Ethereum list without its first two addresses (listed nowhere else), plus one.
      const newer = join(own, 'newer');
      mkdirSync(newer);
      const files = readdirSync(older).filter((f) => f.endsWith('.txt'));
      const eth = readFileSync(join(older, 'sanctioned_addresses_ETH.txt'), 'utf8')
        .split('\n')
        .filter(Boolean);
      const elsewhere = files
        .filter((f) => !f.endsWith('_ETH.txt'))
        .flatMap((f) => readFileSync(join(older, f), 'utf8').split('\n'));
      const dropped = eth.filter((a) => !elsewhere.includes(a)).slice(0, 2);
      for (const f of files) {
        const text = readFileSync(join(older, f), 'utf8');
        writeFileSync(
          join(newer, f),
          f.endsWith('_ETH.txt')
            ? `${eth.filter((a) => !dropped.includes(a)).join('\n')}\n0x52908400098527886e0f7030069857d2e4169ee7\n`
            : text,
        );
      }
      const changes = join(own, 'changes.csv');
      const second = await runCli(
        ['import-labels', '--format', 'ofac-list', '--published', '2025-03-21', '--changes', changes, newer],
        { DATA_DIR: own },
      );
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toContain(
        `OFAC SDN publication of 2025-03-21: 1 labels added, 2 ended, 637 kept; listed in ${changes}`,
      );
      const listed = readFileSync(changes, 'utf8').split('\n');
      expect(listed[0]).toBe('change,blockchain,address,entity');
      for (const address of dropped)
        expect(listed).toContain(`ended,,${address.toLowerCase()},OFAC SDN List`);
      expect(listed).toContain('added,,0x52908400098527886e0f7030069857d2e4169ee7,OFAC SDN List');
      expect(listed.filter((l) => l.startsWith('kept,'))).toHaveLength(637);

      // The same publication again changes nothing; an older one is refused and writes nothing.
      const again = await runCli(
        ['import-labels', '--format', 'ofac-list', '--published', '2025-03-21', newer],
        { DATA_DIR: own },
      );
      expect(again.stdout).toMatch(/OFAC SDN publication of 2025-03-21: 0 labels added, 0 ended, 638 kept/);
      const stale = await runCli(
        ['import-labels', '--format', 'ofac-list', '--published', '2024-09-27', older],
        { DATA_DIR: own },
      );
      expect(stale.code).toBe(1);
      expect(stale.stderr).toMatch(
        /nothing imported, This publication of OFAC SDN \(2024-09-27\) is older than the one already imported \(2025-03-21\)/,
      );

      const handle = await openPglite({ dataDir: join(own, 'pg') });
      try {
        const rows = await handle.pglite?.query<{
          supersedes: boolean;
          labels_ended: number;
          changes_file: string;
        }>('SELECT supersedes, labels_ended, changes_file FROM label_imports ORDER BY id');
        expect(rows?.rows).toEqual([
          expect.objectContaining({ supersedes: true, labels_ended: 0 }),
          { supersedes: true, labels_ended: 2, changes_file: changes },
          expect.objectContaining({ supersedes: true, labels_ended: 0 }),
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
