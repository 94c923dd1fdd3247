import { ADDRESS_COMMENT_LIMITS, ERROR_TEXTS } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { FILE_TOO_LARGE, safeFileName } from './read-comment-form.ts';

/** "I know this address": multipart comments with one optional support file, read back, scoped per workspace. */
const ctx = useTestApp();

const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';
const CANONICAL = CHECKSUMMED.toLowerCase();
const BASE = '/risk/api/v4/address-comments/';

type Comment = {
  id: number;
  identifier: string;
  currency: number;
  comment: string;
  commenter: { id: number | null; name: string };
  support_file: { file_name: string; size: number; url: string } | null;
  created_at: string;
};

function form(
  fields: Record<string, string>,
  files: { field: string; name: string; data: Uint8Array<ArrayBuffer> }[] = [],
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const file of files) body.append(file.field, new Blob([file.data]), file.name);
  return body;
}

const post = (payload: FormData | object, user: FixtureUser = 'agent', workspace = 'alpha') =>
  ctx.call(user, { method: 'POST', url: `${BASE}?workspace=${workspace}`, payload });

const list = (query: string, user: FixtureUser = 'agent', workspace = 'alpha') =>
  ctx.call(user, { method: 'GET', url: `${BASE}?workspace=${workspace}&${query}` });

const commentsOf = async (
  identifier: string,
  currency = 1,
  workspace = 'alpha',
  user: FixtureUser = 'agent',
) => {
  const res = await list(`identifier=${identifier}&currency=${currency}`, user, workspace);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Comment[] };
};

describe('address comments', () => {
  it('saves a comment with its support file and reads both back, under the canonical address', async () => {
    const bytes = new TextEncoder().encode('owner: Example Exchange, hot wallet 3\n');
    const res = await post(
      form({ identifier: ` ${CHECKSUMMED} `, currency: '1', comment: '  Hot wallet of Example Exchange  ' }, [
        { field: 'support_file', name: 'C:\\evidence\\kyc letter.txt', data: bytes },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as Comment;
    expect(saved).toMatchObject({
      identifier: CANONICAL,
      currency: 1,
      comment: 'Hot wallet of Example Exchange',
      commenter: { name: 'Ann Agent' },
      support_file: { file_name: 'kyc letter.txt', size: bytes.length },
    });

    // Any spelling of the address finds it.
    const found = await commentsOf(CHECKSUMMED);
    expect(found.count).toBe(1);
    expect(found.results[0]).toEqual(saved);

    const file = await ctx.call('admin', {
      method: 'GET',
      url: `${saved.support_file?.url}?workspace=alpha`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''kyc%20letter.txt`);
    expect(new Uint8Array(file.rawPayload)).toEqual(bytes);
  });

  it('saves a comment without a file, newest first; an empty file input is no file', async () => {
    const address = '0x1111111111111111111111111111111111111111';
    const first = await post(form({ identifier: address, currency: '1', comment: 'First' }));
    expect(first.statusCode, first.body).toBe(201);
    const second = await post(
      form({ identifier: address, currency: '1', comment: 'Second' }, [
        { field: 'support_file', name: '', data: new Uint8Array() },
      ]),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().support_file).toBeNull();
    const found = await commentsOf(address);
    expect(found.results.map((c) => c.comment)).toEqual(['Second', 'First']);
    // Another chain's address of the same spelling is another address.
    expect((await commentsOf(address, 8)).count).toBe(0);
  });

  it('refuses bad input with 4xx and the field messages, storing nothing', async () => {
    const address = '0x2222222222222222222222222222222222222222';
    const cases: { payload: FormData | object; status: number; body: Record<string, string[]> }[] = [
      {
        payload: form({ identifier: address, currency: '1', comment: '   ' }),
        status: 400,
        body: { comment: ['This field is required.'] },
      },
      {
        payload: form({ identifier: address, currency: '1' }),
        status: 400,
        body: { comment: ['This field is required.'] },
      },
      {
        payload: form({ identifier: '0x1234', currency: '1', comment: 'x' }),
        status: 400,
        body: { identifier: [ERROR_TEXTS.invalid_address] },
      },
      {
        payload: form({ identifier: address, currency: 'abc', comment: 'x' }),
        status: 400,
        body: { currency: ['Select a valid blockchain.'] },
      },
      {
        payload: form({
          identifier: address,
          currency: '1',
          comment: 'x'.repeat(ADDRESS_COMMENT_LIMITS.commentMaxLength + 1),
        }),
        status: 400,
        body: { comment: ['Ensure this field has no more than 5000 characters.'] },
      },
      {
        payload: form({ identifier: address, currency: '1', comment: 'x' }, [
          {
            field: 'support_file',
            name: 'big.bin',
            data: new Uint8Array(ADDRESS_COMMENT_LIMITS.supportFileMaxBytes + 1),
          },
        ]),
        status: 413,
        body: { support_file: [FILE_TOO_LARGE] },
      },
      {
        payload: form({ identifier: address, currency: '1', comment: 'x' }, [
          { field: 'support_file', name: 'a.txt', data: new Uint8Array([1]) },
          { field: 'support_file', name: 'b.txt', data: new Uint8Array([2]) },
        ]),
        status: 413,
        body: { support_file: ['Attach at most one support file.'] },
      },
      {
        payload: { identifier: address, currency: 1, comment: 'JSON is not the form' },
        status: 400,
        body: { non_field_errors: ['Send the comment as multipart/form-data.'] },
      },
    ];
    for (const { payload, status, body } of cases) {
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(body);
    }
    expect((await commentsOf(address)).count).toBe(0);
  });

  it('refuses a body that is not a whole multipart form with 400, storing nothing', async () => {
    const address = '0x2222222222222222222222222222222222222222';
    const whole = `--x\r\ncontent-disposition: form-data; name="identifier"\r\n\r\n${address}\r\n`;
    const broken: { contentType: string; body: string }[] = [
      { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nfoo\r\n' },
      // The closing boundary never comes: an upload cut off half-way.
      { contentType: 'multipart/form-data; boundary=x', body: whole },
      { contentType: 'multipart/form-data', body: 'abc' },
    ];
    for (const { contentType, body } of broken) {
      const res = await ctx.call('agent', {
        method: 'POST',
        url: `${BASE}?workspace=alpha`,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: ['The form could not be read: send it again as multipart/form-data.'],
      });
    }
    expect((await commentsOf(address)).count).toBe(0);
  });

  it('refuses the retired chain with the catalogue text', async () => {
    const res = await post(
      form({ identifier: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', currency: '5', comment: 'Old' }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('This blockchain is no longer supported');
  });

  it("keeps each workspace's comments and files to its members", async () => {
    const address = '0x3333333333333333333333333333333333333333';
    const saved = (
      await post(
        form({ identifier: address, currency: '1', comment: 'Alpha only' }, [
          { field: 'support_file', name: 'alpha.txt', data: new Uint8Array([7]) },
        ]),
      )
    ).json() as Comment;
    // A member of beta names alpha: 404 for writing, listing and the file.
    expect(
      (await post(form({ identifier: address, currency: '1', comment: 'x' }), 'outsider')).statusCode,
    ).toBe(404);
    expect((await list(`identifier=${address}&currency=1`, 'outsider')).statusCode).toBe(404);
    const url = saved.support_file?.url ?? '';
    expect((await ctx.call('outsider', { method: 'GET', url: `${url}?workspace=alpha` })).statusCode).toBe(
      404,
    );
    // Through their own workspace: nothing of alpha's.
    expect((await ctx.call('outsider', { method: 'GET', url: `${url}?workspace=beta` })).statusCode).toBe(
      404,
    );
    expect((await commentsOf(address, 1, 'beta', 'outsider')).count).toBe(0);
    expect((await ctx.call('foreigner', { method: 'GET', url: `${url}?workspace=gamma` })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for a comment without a file and 400 for a bad listing query', async () => {
    const saved = (await post(form({ identifier: CHECKSUMMED, currency: '1', comment: 'No file' }))).json();
    const noFile = await ctx.call('agent', {
      method: 'GET',
      url: `${BASE}${saved.id}/support-file/?workspace=alpha`,
    });
    expect(noFile.statusCode).toBe(404);
    expect((await list('identifier=nope&currency=1')).statusCode).toBe(400);
    expect((await list('currency=1')).statusCode).toBe(400);
  });
});

describe('support file names', () => {
  it('keep the base name without control characters or quotes, bounded', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\u0000b\u202Ec"d".pdf')).toBe('abcd.pdf');
    expect(safeFileName('   ')).toBe('support-file');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(ADDRESS_COMMENT_LIMITS.fileNameMaxLength);
  });
});
