import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast } from './helpers/browser.ts';
import { spawnServer, stopChild } from './helpers/server.ts';
import { browserSuite } from './helpers/suite.ts';

/** Bulk upload in a real browser: a CSV of demo addresses screened by the server's job, and its response file. */
const PORTS = { first: 8480, last: 8489 };
const SHOTS = '/tmp/shots/uploads';

const suite = browserSuite({ ports: PORTS, shots: SHOTS });

/** Addresses the demo workspace has screened: [identifier, currency]. */
async function demoAddresses(page: Page, workspace: string): Promise<[string, number][]> {
  const body = await page.evaluate(async (workspace) => {
    const res = await fetch(`/risk/api/v4/addresses/?workspace=${workspace}&limit=5`, {
      headers: { authorization: `Bearer ${localStorage.getItem('rs.access_token')}` },
    });
    return res.json();
  }, workspace);
  return (body.results as { identifier: string; currency: number }[]).map((r) => [r.identifier, r.currency]);
}

describe('the File Upload panel', () => {
  it('uploads a CSV of demo addresses, shows it complete and gives the response file', async () => {
    const { page, workspace } = await suite.signedIn('admin@demo.test');
    const addresses = await demoAddresses(page, workspace);
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    const rows = [...addresses.map(([a, c]) => `${a},${c}`), 'not-an-address,1'];
    const csv = `identifier,currency\r\n${rows.join('\r\n')}\r\n`;

    await page.getByRole('button', { name: 'Upload Files' }).click();
    const panel = page.getByTestId('file-upload');
    await panel.getByText('Upload History').waitFor();
    await panel.getByRole('button', { name: 'Choose file' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/panel-empty.png` });

    // A sample template first.
    const sample = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'CSV' }).click();
    expect((await sample).suggestedFilename()).toBe('samples_addresses_fileupload.csv');
    await toast(page, 'Sample Addresses template downloaded successfully!').waitFor();

    await panel.locator('input[type=file]').setInputFiles({
      name: 'demo-addresses.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await panel.getByTestId('chosen-file').filter({ hasText: 'demo-addresses.csv' }).waitFor();
    await panel.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'File Uploaded Successfully').waitFor();

    const row = panel.getByRole('row').filter({ hasText: 'demo-addresses.csv' });
    await row.getByText(`Succeeded: ${addresses.length}`).waitFor({ timeout: 60_000 });
    await row.getByText('Failed: 1').waitFor();
    await row.getByLabel('Partially done').waitFor();
    await page.screenshot({ path: `${SHOTS}/panel-done.png` });

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Response file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('demo-addresses_response.csv');
    const records = parse(readFileSync((await file.path()) ?? ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(records.map((r) => r.identifier)).toEqual(rows.map((r) => r.split(',')[0]));
    expect(records.slice(0, -1).every((r) => r.status === 'Succeeded' && r.risk_level !== '')).toBe(true);
    expect(records.at(-1)).toMatchObject({ status: 'Failed' });
    expect(records.at(-1)?.error).not.toBe('');

    // A file that is not a spreadsheet is refused with the server's message.
    await panel.locator('input[type=file]').setInputFiles({
      name: 'fake.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('identifier,currency\n'),
    });
    await panel.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'The file is not a spreadsheet: upload a .csv, .xls or .xlsx file.').waitFor();
    await page.screenshot({ path: `${SHOTS}/panel-refused.png` });
    await page.context().close();
  }, 180_000);
});

describe('a server killed during an upload', () => {
  it('resumes after a restart: every row once, no screening twice', async () => {
    const { page, workspace } = await suite.signedIn('orgadmin@demo.test');
    const token = await page.evaluate(() => localStorage.getItem('rs.access_token'));
    await page.context().close();
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${suite.server.baseUrl}${path}${path.includes('?') ? '&' : '?'}workspace=${workspace}`, {
        ...init,
        headers: { authorization: `Bearer ${token}` },
      });
    const screeningCalls = async () => {
      const res = await call('/profile/credit-usage-nonunique/?interval=monthly');
      expect(res.status).toBe(200);
      return ((await res.json()) as { total: number }[]).reduce((sum, r) => sum + r.total, 0);
    };
    const before = await screeningCalls();
    // Valid Ethereum addresses the chain store does not know: quick to screen, each one distinct.
    const addresses = Array.from({ length: 1200 }, () => `0x${randomBytes(20).toString('hex')}`);
    const body = new FormData();
    body.set('file_type', '0');
    body.append(
      'crypto_file',
      new Blob([`identifier,currency\r\n${addresses.map((a) => `${a},1`).join('\r\n')}\r\n`]),
      'kill.csv',
    );
    const created = await call('/upload/api/v4/files/', { method: 'POST', body });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { uuid: string }).uuid;
    const state = async () => {
      const res = await call('/upload/api/v4/files/?limit=100');
      const list = (await res.json()) as {
        results: { uuid: string; status: number; processed_row_count: number }[];
      };
      return list.results.find((u) => u.uuid === id);
    };
    // Killed once 60 rows are done, well before the last.
    let atKill = 0;
    while (atKill < 60) {
      atKill = (await state())?.processed_row_count ?? 0;
      if (atKill < 60) await new Promise((r) => setTimeout(r, 50));
    }
    const { pid } = JSON.parse(readFileSync(join(suite.server.dataDir, 'embedded-db.lock'), 'utf8')) as {
      pid: number;
    };
    process.kill(pid, 'SIGKILL');
    while (
      (() => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      })()
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // The server again on the data folder the killed one left (its embedded database and its queued jobs).
    const restarted = await spawnServer(suite.server.dataDir, suite.server.port);
    try {
      expect(atKill).toBeLessThan(addresses.length / 2);
      const deadline = Date.now() + 240_000;
      while ((await state())?.status !== 4 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 1000));
      expect(await state()).toMatchObject({ status: 4, processed_row_count: addresses.length });
      const response = await call(`/upload/api/v4/files/${id}/download/?download_file_type=response`);
      const records = parse(Buffer.from(await response.arrayBuffer()), { columns: true }) as Record<
        string,
        string
      >[];
      expect(records.map((r) => r.identifier)).toEqual(addresses);
      expect(records.every((r) => r.status === 'Succeeded')).toBe(true);
      expect(await screeningCalls()).toBe(before + addresses.length);
    } finally {
      await stopChild(restarted);
    }
  }, 400_000);
});
