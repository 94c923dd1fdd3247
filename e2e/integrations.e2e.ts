import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/suite.ts';

/** The Integrations pages: the webhook set up against a receiver on this machine, tested, saved and shown Active. */
const PORTS = { first: 8600, last: 8619 };
const SHOTS = '/tmp/shots/integrations';
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 30_000 });

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

const suite = browserSuite({
  ports: PORTS,
  shots: SHOTS,
  env: { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' },
});
let page: Page;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

/** A webhook receiver on the loopback address (the server may call it: OUTBOUND_ALLOWED_NETWORKS below). */
async function startReceiver(): Promise<void> {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/screening`;
}

beforeAll(async () => {
  await startReceiver();
  ({ page } = await suite.signedIn('admin@demo.test'));
}, 300_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('the Integrations pages', () => {
  it('set up the webhook: its test call reaches the receiver signed, and once saved it shows Active', async () => {
    await page.goto('/settings/workspace/integrations?workspace=demo');
    const card = page.getByTestId('integration-card-webhook');
    await card.waitFor();
    await card.getByRole('link', { name: /^(Details|Open)$/ }).click();
    const detail = page.getByTestId('integration-webhook');
    await detail.waitFor();
    await patient(() => page.url()).toContain('/settings/workspace/integrations/webhook');

    await page.getByTestId('add-integration').click();
    const form = page.getByTestId('webhook-form');
    await form.getByLabel('Webhook URL').fill(receiverUrl);
    await expect(form.getByTestId('save-webhook').isDisabled()).resolves.toBe(true);

    // The test call goes to the receiver, signed with the form's key (Standard Webhooks headers).
    await form.getByTestId('test-webhook').click();
    await page.getByText('Validated successfully').waitFor();
    await patient(() => received.length).toBeGreaterThan(0);
    const call = received[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/hooks/screening');
    expect(call?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(call?.headers['webhook-id']).toBeTruthy();
    expect(call?.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(() => JSON.parse(call?.body ?? '')).not.toThrow();
    await page.screenshot({ path: `${SHOTS}/webhook-tested.png` });

    // Tested: it may be saved, and the page then says it is Active.
    await form.getByTestId('save-webhook').click();
    await page.getByText('Webhook Settings Updated').waitFor();
    await patient(() => detail.getByText('Active', { exact: true }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/webhook-active.png` });

    // The list of integrations says so too.
    await page.goto('/settings/workspace/integrations?workspace=demo');
    await patient(() => page.getByTestId('integration-card-webhook').textContent()).toContain('Active');
    await page.screenshot({ path: `${SHOTS}/integrations.png` });
  });
});
