import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../../../../test-support/shared-data.ts';
import { loadConfig } from '../../../config.ts';
import { readSanctionsList } from './list-files.ts';

/** Reading SANCTIONS_LIST_PATH: format, files and hash (copies of the 2024 per-currency lists in a temporary folder). */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'rs-sanctions-files-'));
  cpSync(sharedData('ofac-0xb10c'), join(root, 'lists'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the sanctions list files', () => {
  it('reads a per-currency folder as its .txt lists, hashed by name and content wherever the folder is', () => {
    const list = readSanctionsList(join(root, 'lists'));
    expect(list.format).toBe('ofac-list');
    expect(list.isFolder).toBe(true);
    expect(list.inputs.map((i) => i.name)).toHaveLength(17);
    expect(list.inputs.every((i) => i.name.endsWith('.txt'))).toBe(true);
    cpSync(join(root, 'lists'), join(root, 'moved'), { recursive: true });
    expect(readSanctionsList(join(root, 'moved')).hash).toBe(list.hash);
    // A file the import does not read (the provenance note) leaves the hash alone; a changed list does not.
    appendFileSync(join(root, 'moved', 'PROVENANCE.md'), '\nedited\n');
    expect(readSanctionsList(join(root, 'moved')).hash).toBe(list.hash);
    appendFileSync(join(root, 'moved', 'sanctioned_addresses_XMR.txt'), 'x\n');
    expect(readSanctionsList(join(root, 'moved')).hash).not.toBe(list.hash);
  });

  it('tells OFAC XML and CSV from their names, and takes the setting over its guess', () => {
    const xml = join(root, 'sdn_advanced.xml');
    writeFileSync(xml, '<Sanctions/>');
    expect(readSanctionsList(xml)).toMatchObject({ format: 'ofac-xml', isFolder: false });
    expect(readSanctionsList(xml).inputs.map((i) => i.name)).toEqual(['sdn_advanced.xml']);
    const csv = join(root, 'csv');
    mkdirSync(csv);
    writeFileSync(join(csv, 'sdn.csv'), '');
    writeFileSync(join(csv, 'sdn_comments.csv'), '');
    expect(readSanctionsList(csv).format).toBe('ofac-csv');
    // One ticker's list alone would end the labels of every other ticker: refused.
    expect(() => readSanctionsList(join(root, 'lists', 'sanctioned_addresses_ETH.txt'))).toThrow(
      /point it at the folder/,
    );
    expect(() => readSanctionsList(join(root, 'lists'), 'ofac-xml')).toThrow(/No \.xml files to import/);
  });

  it('is configured by SANCTIONS_LIST_PATH (relative to where npm was started) and SANCTIONS_LIST_FORMAT', () => {
    const base = { DATA_DIR: root, JWT_SECRET: 'x'.repeat(40), INIT_CWD: root };
    expect(loadConfig(base).sanctionsList).toBeUndefined();
    expect(loadConfig({ ...base, SANCTIONS_LIST_PATH: 'lists' }).sanctionsList).toEqual({
      path: join(root, 'lists'),
      format: undefined,
    });
    expect(
      loadConfig({ ...base, SANCTIONS_LIST_PATH: '/srv/sdn.xml', SANCTIONS_LIST_FORMAT: 'ofac-xml' })
        .sanctionsList,
    ).toEqual({ path: '/srv/sdn.xml', format: 'ofac-xml' });
    expect(() => loadConfig({ ...base, SANCTIONS_LIST_PATH: 'x', SANCTIONS_LIST_FORMAT: 'tagpack' })).toThrow(
      /SANCTIONS_LIST_FORMAT/,
    );
  });
});
