import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { makeDataDirPrivate, tightenPath } from './private-data-dir.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'riskscreen-private-'));
  folders.push(folder);
  return folder;
}

/** Every path under a folder (itself included) whose mode lets the group or others in. */
function openToOthers(root: string): string[] {
  const loose: string[] = [];
  const pending = [root];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) loose.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) pending.push(join(path, entry));
  }
  return loose;
}

describe('DATA_DIR is private to the user running the product', () => {
  it('creates the embedded database, its lock and the generated secret owner-only', async () => {
    const dataDir = join(freshFolder(), 'data');
    loadConfig({ DATA_DIR: dataDir }); // generates DATA_DIR/jwt-secret
    const handle = await openDatabase({ dataDir }, 'the test');
    await handle.db.schema.createTable('notes').addColumn('text', 'text').execute();
    await handle.db
      .insertInto('notes' as never)
      .values({ text: 'kept private' } as never)
      .execute();
    // While open, the folder itself keeps everyone else out of whatever the engine creates in it.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await handle.close();
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dataDir, 'pg')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('tightens a folder an older version left readable by others', () => {
    const dataDir = join(freshFolder(), 'data');
    mkdirSync(join(dataDir, 'pg', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'pg', 'base', 'page'), 'rows');
    chmodSync(dataDir, 0o777);
    chmodSync(join(dataDir, 'pg'), 0o755);
    chmodSync(join(dataDir, 'pg', 'base', 'page'), 0o666);
    expect(openToOthers(dataDir)).not.toEqual([]);
    makeDataDirPrivate(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(join(dataDir, 'pg', 'base', 'page')).mode & 0o777).toBe(0o600);
  });

  it('passes over a file or folder that vanished during the walk (the engine removes files of its own)', () => {
    const dataDir = join(freshFolder(), 'data');
    mkdirSync(join(dataDir, 'pg', 'base', '5'), { recursive: true });
    writeFileSync(join(dataDir, 'pg', 'base', '5', '16384'), 'rows');
    chmodSync(join(dataDir, 'pg', 'base', '5', '16384'), 0o666);
    // The walk listed the folder, then the engine removed one file and one folder before the walk reached them.
    const listed = tightenPath(join(dataDir, 'pg', 'base', '5'));
    expect(listed).toEqual([join(dataDir, 'pg', 'base', '5', '16384')]);
    rmSync(join(dataDir, 'pg', 'base', '5', '16384'));
    expect(tightenPath(join(dataDir, 'pg', 'base', '5', '16384'))).toEqual([]);
    rmSync(join(dataDir, 'pg', 'base', '5'), { recursive: true });
    expect(tightenPath(join(dataDir, 'pg', 'base', '5'))).toEqual([]);
    // What is still there is tightened as before; any other failure is still one.
    makeDataDirPrivate(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    writeFileSync(join(dataDir, 'file'), 'x');
    expect(() => tightenPath(join(dataDir, 'file', 'below'))).toThrow(/ENOTDIR/);
  });
});
