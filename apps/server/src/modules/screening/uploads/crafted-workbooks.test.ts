import { constants, crc32, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  plainPart,
  sheetXml,
  workbookParts,
  zipOf,
} from '../../../../test/helpers/crafted-workbook.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { TOO_LARGE_UNPACKED } from './workbook-zip.ts';

/**
 * Crafted workbooks (issue 28 §1), built here byte by byte and sent as an agent through the real route over HTTP
 * while a health check is polled: each is refused with a message naming its problem, the health check keeps
 * answering while the file is read, and the process's memory stays near where it started.
 */
let base: string;
let agentToken: string;
const ctx = useTestApp();
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  agentToken = await ctx.token('agent');
}, 180_000);

/** Two real rows in a sheet that declares 3,000 rows across all 16,384 columns (1.7 KB as sent). */
const wideRange = () => zipOf(workbookParts(plainPart('xl/worksheets/sheet1.xml', sheetXml('A1:XFD3000'))));

/**
 * A sheet of two real rows followed by 400 MB of blanks, deflated to about 400 KB: the blanks are one flushed
 * 1 MB block repeated (a deflate stream may be cut into independent blocks), so the test never holds 400 MB.
 */
function zipBomb(): Buffer {
  const [head, tail] = sheetXml('A1:B2').split('</sheetData>') as [string, string];
  const blank = Buffer.alloc(1024 * 1024, 0x20);
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  const blankBlock = flushed(blank);
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(`</sheetData>${tail}`);
  const pieces: Buffer[] = [flushed(headBytes)];
  let crc = crc32(headBytes);
  for (let i = 0; i < 400; i++) {
    pieces.push(blankBlock);
    crc = crc32(blank, crc);
  }
  pieces.push(deflateRawSync(tailBytes));
  crc = crc32(tailBytes, crc);
  const size = headBytes.length + 400 * blank.length + tailBytes.length;
  const sheet = {
    name: 'xl/worksheets/sheet1.xml',
    stored: Buffer.concat(pieces),
    deflated: true,
    size,
    crc,
  };
  return zipOf(workbookParts(sheet));
}

/** Sends the file as the agent while polling the health check; counts the health answers received meanwhile. */
async function uploadWhilePolling(name: string, data: Buffer) {
  const body = new FormData();
  body.set('file_type', '0');
  body.append('crypto_file', new Blob([new Uint8Array(data)]), name);
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let healthAnswers = 0;
  let uploading = true;
  const polling = (async () => {
    while (uploading) {
      const res = await fetch(`${base}/api/v4/health-check/`, {
        headers: { authorization: `Bearer ${agentToken}` },
      });
      await res.arrayBuffer();
      if (uploading && res.ok) healthAnswers++;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const res = await fetch(`${base}/upload/api/v4/files/?workspace=alpha`, {
    method: 'POST',
    headers: { authorization: `Bearer ${agentToken}` },
    body,
  });
  const answer = (await res.json()) as { crypto_file?: string[] };
  uploading = false;
  await polling;
  return { status: res.status, answer, healthAnswers, grewBy: peakRss - startRss };
}

describe('a crafted workbook', () => {
  it('declaring a range of 3,000 rows by 16,384 columns is refused by its range, the server answering meanwhile', async () => {
    const file = wideRange();
    expect(file.length).toBeLessThan(4096);
    const { status, answer, healthAnswers, grewBy } = await uploadWhilePolling('wide.xlsx', file);
    expect(status).toBe(400);
    expect(answer.crypto_file).toEqual([
      'The sheet declares the range A1:XFD3000, beyond the first 50 columns; an upload has at most six columns: save the used cells alone and upload again.',
    ]);
    // The file was read while the event loop went on answering (reading it on the event loop answers none).
    expect(healthAnswers).toBeGreaterThan(1);
    expect(grewBy).toBeLessThan(300 * 1024 * 1024);
  }, 60_000);

  it('inflating to 400 MB is refused for its unpacked size, the server answering meanwhile', async () => {
    const file = zipBomb();
    expect(file.length).toBeLessThan(600 * 1024);
    const { status, answer, healthAnswers, grewBy } = await uploadWhilePolling('bomb.xlsx', file);
    expect(status).toBe(400);
    expect(answer.crypto_file).toEqual([TOO_LARGE_UNPACKED]);
    expect(answer.crypto_file?.[0]).toMatch(/unpacks to more than 50 MB/);
    expect(healthAnswers).toBeGreaterThan(1);
    expect(grewBy).toBeLessThan(300 * 1024 * 1024);
  }, 60_000);

  it('of the same making but honest is accepted, as a CSV is', async () => {
    const honest = zipOf(workbookParts(plainPart('xl/worksheets/sheet1.xml', sheetXml('A1:B2'))));
    const xlsx = await uploadWhilePolling('honest.xlsx', honest);
    expect(xlsx.status, JSON.stringify(xlsx.answer)).toBe(201);
    const csv = await uploadWhilePolling(
      'plain.csv',
      Buffer.from(`identifier,currency\r\n${ADDRESS},ETH\r\n`),
    );
    expect(csv.status, JSON.stringify(csv.answer)).toBe(201);
  }, 60_000);
});
