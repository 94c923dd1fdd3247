import { describe, expect, it } from 'vitest';
import { exportFile } from '../../test/helpers/export-file.ts';
import { TEST_PASSWORD } from '../../test/helpers/test-app.ts';
import { useTestApp } from '../test-support/test-app.test-support.ts';
import { createLogger, REDACTED, redactCredentials } from './logger.ts';

/**
 * Credentials never reach the server log (issue 28 item 3): the printable pages' api_key and token, the download
 * link's token. The app logs through the server's own logger into a stream this test reads: pino's real output.
 */
const written: string[] = [];
const logText = () => written.join('');
const ctx = useTestApp({}, { logger: createLogger('info', { write: (line) => written.push(line) }) });

describe('the server log', () => {
  it('holds no API key, access token or download link token of the requests it logs', async () => {
    const key = await ctx.call('admin', {
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      payload: { password: TEST_PASSWORD },
    });
    expect(key.statusCode, key.body).toBe(201);
    const apiKey = key.json().key as string;
    const accessToken = await ctx.token('admin');
    // A printable page's address as the operator's tooling opens it: the key and the token in the query.
    await ctx.app.inject({
      method: 'GET',
      url: `/pdf/case-report/1?api_key=${apiKey}&workspace=alpha&print=0`,
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/pdf/dashboard-report/?token=${accessToken}&workspace=alpha`,
    });
    // An API call that also carries the key in its query (a client copying the page's address).
    const branding = await ctx.app.inject({
      method: 'GET',
      url: `/risk/api/v4/reports/branding/?workspace=alpha&api_key=${apiKey}`,
      headers: { 'x-api-key': apiKey },
    });
    expect(branding.statusCode, branding.body).toBe(200);
    // A download through its signed link (the helper fetches the file by the link).
    const { downloadId } = await exportFile(ctx, 'admin', '/risk/api/v4/addresses/export/?workspace=alpha');
    const link = await ctx.call('admin', {
      method: 'GET',
      url: `/utils/downloaded-assets/${downloadId}/get-link/?workspace=alpha`,
    });
    const linkToken = new URL(link.json().download_url as string, 'http://local').searchParams.get('token');
    expect(linkToken).toBeTruthy();
    await ctx.call('admin', { method: 'GET', url: link.json().download_url as string });
    // A message that quotes such an address (an error naming the URL it failed on).
    ctx.app.log.warn(
      `could not open http://127.0.0.1:8080/pdf/address-report/4?workspace=alpha&token=${linkToken}`,
    );

    const log = logText();
    // The requests were logged (the test would prove nothing otherwise), with their URLs' credentials redacted.
    expect(log).toContain(`"url":"/pdf/case-report/1?api_key=${REDACTED}&workspace=alpha&print=0"`);
    expect(log).toContain(`"url":"/pdf/dashboard-report/?token=${REDACTED}&workspace=alpha"`);
    expect(log).toContain(`"url":"/utils/downloaded-assets/file/?token=${REDACTED}"`);
    expect(log).toContain(`address-report/4?workspace=alpha&token=${REDACTED}`);
    for (const secret of [apiKey, accessToken, linkToken as string]) expect(log).not.toContain(secret);
  });

  it('redacts credential fields wherever a line carries them', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line) => lines.push(line) });
    log.info(
      {
        headers: { authorization: 'Bearer abc.def.ghi', 'x-api-key': 'key-123' },
        body: { password: 'hunter22', refresh_token: 'refresh-456' },
      },
      'a request with its headers',
    );
    const text = lines.join('');
    for (const secret of ['abc.def.ghi', 'key-123', 'hunter22', 'refresh-456'])
      expect(text).not.toContain(secret);
    expect(JSON.parse(text).headers.authorization).toBe(REDACTED);
  });
});

describe('redactCredentials', () => {
  it('replaces the values of credential query parameters, whatever their case or encoding', () => {
    expect(redactCredentials('/pdf/x/1?API_KEY=k1&workspace=w&Token=t1')).toBe(
      `/pdf/x/1?API_KEY=${REDACTED}&workspace=w&Token=${REDACTED}`,
    );
    expect(redactCredentials('/pdf/x/1?api%5Fkey=k2')).toBe(`/pdf/x/1?api%5Fkey=${REDACTED}`);
    expect(redactCredentials('/auth/api/sso/callback/?code=c1&state=s')).toBe(
      `/auth/api/sso/callback/?code=${REDACTED}&state=s`,
    );
  });

  it('leaves other parameters alone, and a link whose token travels in its fragment (mail written to the log)', () => {
    expect(redactCredentials('/cases/?workspace=alpha&tokens=3&ids=1,2')).toBe(
      '/cases/?workspace=alpha&tokens=3&ids=1,2',
    );
    expect(redactCredentials('http://127.0.0.1:8080/accounts/signup#token=abc')).toBe(
      'http://127.0.0.1:8080/accounts/signup#token=abc',
    );
  });
});
