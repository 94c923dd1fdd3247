import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../apps/server/src/db/client.ts';
import { passwordToken, workspaceCall } from './helpers/api.ts';
import { DEMO_PASSWORD, startServer } from './helpers/server.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * A chain retired after objects were screened on it (Bitcoin SV, 5): the workspace still lists them and their
 * pages say the chain is no longer supported, with no rescreening. Screening and label import refuse the chain, so
 * the state is made as history would leave it: a demo transaction is screened on Bitcoin, the server stops, and
 * the newest Bitcoin address and transaction of the workspace are moved to Bitcoin SV in its database.
 */
const PORTS = { first: 8360, last: 8369 };
const SHOTS = '/tmp/shots/deprecated-chain';
const BITCOIN_SV = 5;

let page: Page;
const retired = { addressId: 0, transactionId: 0 };

/** A Bitcoin transaction of the demo world (the demo workspace screens addresses only on first start). */
async function bitcoinTransactionHash(dir: string): Promise<string> {
  const handle = await openPglite({ dataDir: `${dir}/pg` });
  try {
    const row = await handle.db
      .selectFrom('chain_transactions')
      .select('hash')
      .where('blockchain', '=', 0)
      .where('block_time', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.hash;
  } finally {
    await handle.close();
  }
}

/** Screen that transaction through the API as a demo agent would have before the chain was retired. */
async function screenTransaction(baseUrl: string, hash: string): Promise<void> {
  const token = await passwordToken(baseUrl, 'agent@demo.test', DEMO_PASSWORD);
  const res = await workspaceCall(baseUrl, token, 'POST', '/risk/api/v4/transactions/', {
    identifier: hash,
    currency: 0,
  });
  expect(res.status).toBe(200);
}

/** Move the newest Bitcoin address and transaction of the demo workspace onto Bitcoin SV. */
async function retireOnBitcoinSv(dir: string): Promise<void> {
  const handle = await openPglite({ dataDir: `${dir}/pg` });
  try {
    const demo = await handle.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    for (const table of ['screened_addresses', 'screened_transactions'] as const) {
      const newest = await handle.db
        .selectFrom(table)
        .select('id')
        .where('workspace_id', '=', demo.id)
        .where('blockchain', '=', 0)
        .where('archived_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await handle.db
        .updateTable(table)
        // The row and the report it stores (which the pages show) both name the chain.
        .set({
          blockchain: BITCOIN_SV,
          result: sql`jsonb_set(result, '{blockchain}', ${String(BITCOIN_SV)}::jsonb)`,
        })
        .where('id', '=', newest.id)
        .execute();
      if (table === 'screened_addresses') retired.addressId = newest.id;
      else retired.transactionId = newest.id;
    }
  } finally {
    await handle.close();
  }
}

/** History as it would stand in the data folder: a transaction screened on Bitcoin, then the chain retired. */
async function screenThenRetire(dir: string): Promise<void> {
  const hash = await bitcoinTransactionHash(dir);
  const before = await startServer({ DATA_DIR: dir }, PORTS);
  try {
    await screenTransaction(before.baseUrl, hash);
  } finally {
    await before.stop();
  }
  await retireOnBitcoinSv(dir);
}

const suite = browserSuite({ ports: PORTS, shots: SHOTS, beforeStart: screenThenRetire });

beforeAll(async () => {
  ({ page } = await suite.signedIn('agent@demo.test'));
});

describe('a retired chain', () => {
  it('shows an address screened on it as no longer supported', async () => {
    await page.goto(`/addresses/${retired.addressId}?workspace=demo`);
    const banner = page.getByTestId('deprecated-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('This blockchain is no longer supported');
    expect(await page.getByText('BSV', { exact: true }).count()).toBeGreaterThan(0);
    // Only the retirement is told, not the sanctions-only coverage the chain had.
    expect(await page.getByTestId('lite-banner').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/address.png`, fullPage: true });
  });

  it('shows a transaction screened on it as no longer supported', async () => {
    await page.goto(`/transactions/${retired.transactionId}?workspace=demo`);
    const banner = page.getByTestId('deprecated-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('This blockchain is no longer supported');
    await page.screenshot({ path: `${SHOTS}/transaction.png`, fullPage: true });
  });

  it('refuses to screen anything new on it, with the catalogue text', async () => {
    const token = await page.evaluate(() => localStorage.getItem('rs.access_token'));
    const res = await fetch(`${suite.server.baseUrl}/risk/api/v4/addresses/?workspace=demo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', currency: BITCOIN_SV }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('This blockchain is no longer supported');
  });
});
