import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoCatalogue } from '../apps/server/src/chain/providers/demo/index.ts';
import { rsaKeyPair, startFireblocksStandIn } from '../apps/server/test/helpers/loopback-fireblocks.ts';
import { getChain } from '../packages/shared/src/index.ts';
import { serverArgs } from '../test-support/server-bundle.ts';
import { workspaceCall } from './helpers/api.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * The custody service (Fireblocks) against the real server: the operator turns it on for the demo organisation,
 * an admin adds it, the stand-in sends a signed event of a critical-risk deposit, the server freezes it there, and
 * the transaction page's "Unfreeze now" releases it in the browser.
 */
const PORTS = { first: 8700, last: 8709 };
const SHOTS = '/tmp/shots/custody';
const repoRoot = resolve(import.meta.dirname, '..');
const API_KEY = 'e2e-fireblocks-api-key';
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 60_000, interval: 500 });

type StandIn = Awaited<ReturnType<typeof startFireblocksStandIn>>;
let custody: StandIn;
let page: Page;
let token = '';

async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await workspaceCall(suite.server.baseUrl, token, method, path, body);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A transaction of the demo world that screens Critical: one of a sanctioned object's transactions. */
async function criticalTransaction(): Promise<{ id: number; identifier: string; blockchain: number }> {
  const sanctioned = demoCatalogue(DEFAULT_DEMO_SEED).filter((o) => o.key.includes('sanction'));
  for (const object of sanctioned) {
    const address = await json<{ id: number }>('POST', '/risk/api/v4/addresses/', {
      identifier: object.address,
      currency: object.blockchain,
    });
    const activity = await json<{ results: { transaction_id: string }[] }>(
      'GET',
      `/risk/api/v4/addresses/${address.id}/transactions/?limit=10`,
    );
    for (const identifier of [...new Set(activity.results.map((r) => r.transaction_id))].slice(0, 5)) {
      const tx = await json<{ id: number; risk_level: number }>('POST', '/risk/api/v4/transactions/', {
        identifier,
        currency: object.blockchain,
      });
      if (tx.risk_level === 5) return { id: tx.id, identifier, blockchain: object.blockchain };
    }
  }
  throw new Error('no critical-risk transaction in the demo world');
}

/** The Fireblocks stand-in with the API user's key registered: the server's environment to reach it. */
async function startCustody(): Promise<Record<string, string>> {
  custody = await startFireblocksStandIn();
  const apiUser = rsaKeyPair();
  custody.registerApiUser(API_KEY, apiUser.publicKey);
  const keys = join(SHOTS, 'keys');
  mkdirSync(keys, { recursive: true });
  writeFileSync(join(keys, 'api-user.pem'), apiUser.privateKey, { mode: 0o600 });
  writeFileSync(join(keys, 'webhook-public.pem'), custody.webhookPublicKey);
  return {
    OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
    FIREBLOCKS_API_URL: custody.apiUrl,
    FIREBLOCKS_API_KEY: API_KEY,
    FIREBLOCKS_API_PRIVATE_KEY: join(keys, 'api-user.pem'),
    FIREBLOCKS_WEBHOOK_PUBLIC_KEY: join(keys, 'webhook-public.pem'),
  };
}

/** The operator's switch, with the operator's command, before the server opens the database. */
async function enableCustody(dataDir: string): Promise<void> {
  const { DATABASE_URL: _embedded, ...operatorEnv } = process.env;
  execFileSync(
    process.execPath,
    [...(await serverArgs('cli')), 'set-integrations', '--organisation', 'demo', '--fireblocks', 'on'],
    { cwd: repoRoot, env: { ...operatorEnv, DATA_DIR: dataDir }, stdio: 'pipe' },
  );
}

const suite = browserSuite({ ports: PORTS, shots: SHOTS, env: startCustody, beforeStart: enableCustody });

beforeAll(async () => {
  ({ page, token } = await suite.signedIn('admin@demo.test'));
}, 300_000);

afterAll(async () => {
  await custody?.close();
});

describe('the custody service', () => {
  it('freezes a critical-risk deposit it was sent, and the transaction page unfreezes it', async () => {
    // Add Integration on its page (the card shows: the organisation has the permission).
    await page.goto('/settings/workspace/integrations/fireblocks?workspace=demo');
    await page.getByTestId('add-integration').click();
    await page.getByText('Fireblocks Integration Added').waitFor();
    const url = (await page.getByTestId('custody-webhook-url').textContent()) ?? '';
    expect(url).toMatch(/\/integrations\/fireblocks\/webhook\/[\w-]+\/$/);
    // Freezing Enabled (saved at once) for Critical, the default level.
    await page.getByTestId('custody-freezing-status').click();
    await page.getByRole('option', { name: 'Enabled', exact: true }).click();
    await page.getByText('Fireblocks Settings Updated').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/integration.png` });

    // The stand-in sends a signed deposit of a Critical transaction.
    const tx = await criticalTransaction();
    const event = {
      type: 'TRANSACTION_CREATED',
      tenantId: 'e2e-tenant',
      timestamp: Date.now(),
      data: {
        id: 'fb-e2e-1',
        status: 'COMPLETED',
        assetId: getChain(tx.blockchain)?.code ?? 'BTC',
        txHash: tx.identifier,
        source: { type: 'UNKNOWN', id: '' },
        destination: { type: 'VAULT_ACCOUNT', id: '0', name: 'Treasury' },
      },
    };
    const sent = await custody.sendEvent(url, event);
    expect(sent.status, await sent.text()).toBe(200);
    try {
      await patient(() => custody.calls.filter((c) => c.action === 'freeze').length).toBe(1);
    } catch (error) {
      const logs = await json<unknown>('GET', '/integrations/fireblocks-audit-trail/');
      throw new Error(`${(error as Error).message}\ncustody log: ${JSON.stringify(logs)}`);
    }
    expect(custody.refusals).toEqual([]);

    // The page shows the banner; Unfreeze now releases it on the custody service and the banner goes.
    await page.goto(`/transactions/${tx.id}?workspace=demo`);
    const banner = page.getByTestId('frozen-banner');
    await banner.waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/frozen.png` });
    await banner.getByTestId('unfreeze-now').click();
    await page.getByText('Transaction was successfully unfrozen on Fireblocks').waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(custody.calls.map((c) => c.action)).toEqual(['freeze', 'unfreeze']);
    expect(custody.calls[1]?.claims.uri).toBe('/v1/transactions/fb-e2e-1/unfreeze');
    expect(custody.refusals).toEqual([]);
  });
});
