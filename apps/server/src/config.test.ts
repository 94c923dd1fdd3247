import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const root = mkdtempSync(join(tmpdir(), 'riskscreen-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('configuration', () => {
  it('traces exposure on one thread per core but the event loop’s by default, on the event loop with 0', () => {
    const base = { DATA_DIR: root, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).exposureThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(loadConfig({ ...base, EXPOSURE_THREADS: '0' }).exposureThreads).toBe(0);
    expect(loadConfig({ ...base, EXPOSURE_THREADS: '3' }).exposureThreads).toBe(3);
    expect(() => loadConfig({ ...base, EXPOSURE_THREADS: '-1' })).toThrow(/EXPOSURE_THREADS/);
    expect(() => loadConfig({ ...base, EXPOSURE_THREADS: 'two' })).toThrow(/EXPOSURE_THREADS/);
  });

  it('puts a relative DATA_DIR where npm was started, so `npm start` and `npm run cli` share ./data', () => {
    const config = loadConfig({ DATA_DIR: './data', INIT_CWD: root, JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(join(root, 'data'));
  });

  it('keeps an absolute DATA_DIR as given', () => {
    const absolute = join(root, 'elsewhere');
    expect(loadConfig({ DATA_DIR: absolute, INIT_CWD: '/nowhere', JWT_SECRET: 'x'.repeat(40) }).dataDir).toBe(
      absolute,
    );
  });

  it('delivers mail to the log unless SMTP_URL is set, with links on PUBLIC_URL', () => {
    const plain = loadConfig({ DATA_DIR: root, JWT_SECRET: 'x'.repeat(40) });
    expect(plain).toMatchObject({
      smtpUrl: undefined,
      publicUrl: 'http://127.0.0.1:8080',
      mailFrom: 'RiskScreen <no-reply@localhost>',
    });
    // Without PUBLIC_URL, links name the port the server listens on.
    expect(loadConfig({ DATA_DIR: root, JWT_SECRET: 'x'.repeat(40), PORT: '8091' }).publicUrl).toBe(
      'http://127.0.0.1:8091',
    );
    const smtp = loadConfig({
      DATA_DIR: root,
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://rs.example.test/',
    });
    expect(smtp).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', publicUrl: 'https://rs.example.test' });
    expect(() => loadConfig({ DATA_DIR: root, JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'http://x' })).toThrow(
      /SMTP_URL/,
    );
  });

  it('advances the demo world every 60 s by default, as often as DEMO_ADVANCE_SECONDS says, never with 0', () => {
    const base = { DATA_DIR: root, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).demoAdvanceSeconds).toBe(60);
    expect(loadConfig({ ...base, DEMO_ADVANCE_SECONDS: '20' }).demoAdvanceSeconds).toBe(20);
    expect(loadConfig({ ...base, DEMO_ADVANCE_SECONDS: '0' }).demoAdvanceSeconds).toBe(0);
    expect(() => loadConfig({ ...base, DEMO_ADVANCE_SECONDS: '-5' })).toThrow(/DEMO_ADVANCE_SECONDS/);
    expect(() => loadConfig({ ...base, DEMO_ADVANCE_SECONDS: 'often' })).toThrow(/DEMO_ADVANCE_SECONDS/);
  });

  it('refuses a bad PORT with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: root, JWT_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
  });

  it('reads the custody keys as PEM text (line breaks as \\n) or a file, and refuses one that is no key', () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const file = join(root, 'fireblocks-public.pem');
    writeFileSync(file, pair.publicKey);
    const base = { DATA_DIR: root, JWT_SECRET: 'x'.repeat(40) };
    const config = loadConfig({
      ...base,
      FIREBLOCKS_API_KEY: 'key-1',
      FIREBLOCKS_API_PRIVATE_KEY: pair.privateKey.trim().replaceAll('\n', '\\n'),
      FIREBLOCKS_WEBHOOK_PUBLIC_KEY: file,
      FIREBLOCKS_API_URL: 'http://127.0.0.1:9/',
    });
    expect(config.fireblocks).toEqual({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'key-1',
      privateKey: pair.privateKey.trim(),
      webhookPublicKey: pair.publicKey,
    });
    expect(loadConfig(base).fireblocks).toMatchObject({
      apiKey: null,
      privateKey: null,
      webhookPublicKey: null,
    });
    expect(() =>
      loadConfig({ ...base, FIREBLOCKS_API_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnope' }),
    ).toThrow(/FIREBLOCKS_API_PRIVATE_KEY: not a readable private key/);
  });
});
