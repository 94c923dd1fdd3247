import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeyPair, startFireblocksStandIn } from '../../../test/helpers/loopback-fireblocks.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  markSynced,
  refreshAddressFacts,
  type TransactionInput,
  writeBlocks,
} from '../../chain/store/index.ts';
import { importLabels, planImports } from '../attribution/index.ts';
import { setCustodyAdvanced } from './index.ts';

type StandIn = Awaited<ReturnType<typeof startFireblocksStandIn>>;

/**
 * The custody service end to end: its signed transaction events screened in the workspace, frozen, rejected or only
 * logged by the configuration, the freeze and cancel calls signed as its API requires (the stand-in checks them),
 * and the transaction page's unfreeze. A small Ethereum world: S (sanctioned) pays A directly (critical risk),
 * W (unknown) pays C (no risk).
 */
const addr = (digit: string) => `0x${digit.repeat(40)}`;
const hash = (digit: string) => `0x${digit.repeat(64)}`;
const S = addr('5');
const A = addr('a');
const W = addr('3');
const C = addr('c');
const RISKY = [hash('1'), hash('2'), hash('3'), hash('4'), hash('6')];
const CLEAN = hash('9');
const at = (day: string) => new Date(`2026-${day}T12:00:00Z`);
const pay = (h: string, time: Date, from: string, to: string, usd: number): TransactionInput => ({
  hash: h,
  blockNumber: Math.floor(time.getTime() / 1000),
  blockTime: time,
  transfers: [{ type: 1, from, to, assetSymbol: 'ETH', amount: usd / 2000, valueUsd: usd }],
});

const API_KEY = 'c3b0f5a2-1d4e-4f7a-9b21-3e8d7c6a5b40';
let ctx: TestApp;
let custody: StandIn;
let alphaId = 0;
let acmeId = 0;
let integrationId = 0;
let slug = '';

beforeAll(async () => {
  custody = await startFireblocksStandIn();
  const apiUser = rsaKeyPair();
  custody.registerApiUser(API_KEY, apiUser.publicKey);
  ctx = await createTestApp({
    fireblocks: {
      apiUrl: custody.apiUrl,
      apiKey: API_KEY,
      privateKey: apiUser.privateKey,
      webhookPublicKey: custody.webhookPublicKey,
    },
    outboundAllowedNetworks: ['127.0.0.1/32'],
  });
  await writeBlocks(ctx.db, 1, {
    native: { symbol: 'ETH', decimals: 18 },
    transactions: [
      ...RISKY.map((h, i) => pay(h, at(`02-0${i + 1}`), S, A, 5000)),
      pay(CLEAN, at('02-09'), W, C, 100),
    ],
  });
  await refreshAddressFacts(ctx.db, 1);
  await markSynced(ctx.db, { blockchain: 1, provider: 'test', lastBlock: 1, lastBlockTime: at('03-01') });
  const csv = ['address,blockchain,entity_name,category', `${S},ETH,Evil Corp,Sanctions`].join('\n');
  for (const plan of planImports('csv', [{ name: 'labels.csv', text: csv }])) {
    await importLabels(ctx.db, { format: 'csv', fileName: plan.fileName, ...plan.parse() });
  }
  const alpha = await ctx.db
    .selectFrom('workspaces')
    .select(['id', 'organization_id'])
    .where('slug', '=', 'alpha')
    .executeTakeFirstOrThrow();
  alphaId = alpha.id;
  acmeId = alpha.organization_id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await custody?.close();
});

const setCustodyPermission = (on: boolean) =>
  ctx.db
    .updateTable('organizations')
    .set({ integration_flags: JSON.stringify({ fireblocks_enabled: on }) })
    .where('slug', '=', 'acme')
    .execute();

const settings = (over: Record<string, unknown> = {}) => ({
  freezing_status: 1,
  freezing_risk_levels: [5],
  rejection_status: 0,
  rejection_risk_levels: [5],
  notification_emails: [],
  is_freezing_notification_enabled: false,
  is_rejection_notification_enabled: false,
  is_advanced_settings_notification_enabled: false,
  ...over,
});

const configure = (over: Record<string, unknown> = {}, user: 'admin' | 'agent' = 'admin') =>
  ctx.call(user, {
    method: 'PUT',
    url: `/integrations/${integrationId}/?workspace=alpha`,
    payload: { provider: 'fireblocks', is_active: true, config: settings(over) },
  });

let eventCount = 0;
/** A transaction event of the custody service: a deposit into a vault (or a withdrawal from one). */
function transactionEvent(txHash: string, direction: 'incoming' | 'outgoing' = 'incoming') {
  eventCount += 1;
  const vault = { type: 'VAULT_ACCOUNT', id: '0', name: 'Treasury' };
  const outside = { type: 'UNKNOWN', id: '', name: 'External' };
  return {
    type: 'TRANSACTION_CREATED',
    tenantId: 'tenant-1',
    timestamp: Date.now(),
    data: {
      id: `fb-tx-${eventCount}`,
      status: 'COMPLETED',
      assetId: 'ETH',
      txHash,
      amount: 2.5,
      source: direction === 'incoming' ? outside : vault,
      destination: direction === 'incoming' ? vault : outside,
    },
  };
}

async function deliver(event: unknown, signature: 'valid' | 'forged' | 'none' = 'valid', to = slug) {
  const { body, headers } = custody.signedEvent(event, signature);
  return ctx.app.inject({
    method: 'POST',
    url: `/integrations/fireblocks/webhook/${to}/`,
    headers,
    payload: body,
  });
}

const latestLog = () =>
  ctx.db
    .selectFrom('custody_logs')
    .selectAll()
    .where('workspace_id', '=', alphaId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const frozenFlag = async (id: number) =>
  (
    await ctx.db
      .selectFrom('screened_transactions')
      .select('is_frozen_on_fireblocks')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).is_frozen_on_fireblocks;

describe('the custody integration’s configuration', () => {
  it('refuses activation while the organisation has no fireblocks_enabled permission', async () => {
    await setCustodyPermission(false);
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/integrations/?workspace=alpha',
      payload: { provider: 'fireblocks', is_active: true, config: settings() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/not enabled for your organisation/);
  });

  it('adds it (Add Integration toggles is_active), appends the user’s domain to bare e-mails, keeps the advanced toggle', async () => {
    await setCustodyPermission(true);
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/integrations/?workspace=alpha',
      payload: {
        provider: 'fireblocks',
        is_active: true,
        config: settings({
          notification_emails: ['compliance', 'Risk@Example.org'],
          is_advanced_integration_enabled: true,
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ provider: 'fireblocks', is_active: true, webhook_slug: expect.any(String) });
    expect(body.config.notification_emails).toEqual(['compliance@acme.test', 'risk@example.org']);
    // Only the operator turns the advanced integration on: a user's value is ignored.
    expect(body.config.is_advanced_integration_enabled).toBe(false);
    integrationId = body.id;
    slug = body.webhook_slug;
  });

  it('keeps the advanced integration the operator set when a user saves the form', async () => {
    await configure({
      notification_emails: ['support-watch'],
      is_advanced_settings_notification_enabled: true,
    });
    expect(await setCustodyAdvanced(ctx.db, acmeId, true)).toBe(1);
    const told = await ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'support-watch@acme.test')
      .execute();
    expect(told.map((m) => m.subject)).toEqual(['Fireblocks: the advanced integration was turned on']);
    const saved = await configure({ is_advanced_integration_enabled: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().config.is_advanced_integration_enabled).toBe(true);
    expect(await setCustodyAdvanced(ctx.db, acmeId, false)).toBe(1);
  });

  it('answers bad settings with field errors, and refuses agents (403)', async () => {
    const bad = await configure({ freezing_status: 3, notification_emails: ['not an address'] });
    expect(bad.statusCode).toBe(400);
    const badMail = await configure({ notification_emails: ['two words'] });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().notification_emails?.[0] ?? badMail.json().detail).toMatch(/valid e-mail/);
    expect((await configure({}, 'agent')).statusCode).toBe(403);
  });
});

describe('the custody service’s transaction events', () => {
  it('refuses unsigned and forged events (401) and records nothing; an unknown slug is 404', async () => {
    const before = await ctx.db.selectFrom('custody_logs').select('id').execute();
    expect((await deliver(transactionEvent(RISKY[0] ?? ''), 'none')).statusCode).toBe(401);
    expect((await deliver(transactionEvent(RISKY[0] ?? ''), 'forged')).statusCode).toBe(401);
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: `/integrations/fireblocks/webhook/${slug}/`,
      headers: { 'content-type': 'application/json', 'fireblocks-signature': 'AAAA'.repeat(10) },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(401);
    expect((await deliver(transactionEvent(RISKY[0] ?? ''), 'valid', 'nosuchslug')).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('custody_logs').select('id').execute()).toHaveLength(before.length);
  });

  it('freezes a critical-risk deposit with a correctly signed call and marks the transaction frozen', async () => {
    await configure({
      freezing_status: 1,
      freezing_risk_levels: [5],
      notification_emails: ['ops'],
      is_freezing_notification_enabled: true,
    });
    const event = transactionEvent(RISKY[0] ?? '');
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    await ctx.runJobs();
    const log = await latestLog();
    expect(log).toMatchObject({ status: 'frozen', risk_level: 5, custody_tx_id: event.data.id });
    expect(log.status_verbose).toBe('Frozen on Fireblocks (Critical risk)');
    expect(log.processed_time).not.toBeNull();
    const call = custody.calls.at(-1);
    expect(call).toMatchObject({ action: 'freeze', txId: event.data.id, apiKey: API_KEY });
    expect(call?.claims.uri).toBe(`/v1/transactions/${event.data.id}/freeze`);
    expect(custody.refusals).toEqual([]);
    expect(await frozenFlag(Number(log.screened_transaction_id))).toBe(true);
    // The transaction page says so.
    const page = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/transactions/${log.screened_transaction_id}/?workspace=alpha`,
    });
    expect(page.json().is_frozen_on_fireblocks).toBe(true);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('to_address', '=', 'ops@acme.test')
      .execute();
    expect(mail.map((m) => m.subject)).toContain('Fireblocks: a Critical risk transaction was frozen');
    // The custody log lists it, newest first.
    const logs = await ctx.call('admin', {
      method: 'GET',
      url: '/integrations/fireblocks-audit-trail/?workspace=alpha',
    });
    expect(logs.statusCode).toBe(200);
    expect(logs.json().results[0]).toMatchObject({
      status: 'frozen',
      status_verbose: log.status_verbose,
      payload: event,
    });
  });

  it('in Dry Run only logs what it would have done (no call)', async () => {
    await configure({ freezing_status: 2 });
    const calls = custody.calls.length;
    expect((await deliver(transactionEvent(RISKY[1] ?? ''))).statusCode).toBe(200);
    await ctx.runJobs();
    const log = await latestLog();
    expect(log).toMatchObject({
      status: 'dry_run',
      status_verbose: 'Dry Run: would have been frozen (Critical risk)',
    });
    expect(custody.calls.length).toBe(calls);
    expect(await frozenFlag(Number(log.screened_transaction_id))).toBe(false);
  });

  it('Disabled screens and does nothing; a level outside the freezing levels does nothing', async () => {
    await configure({ freezing_status: 0 });
    const calls = custody.calls.length;
    await deliver(transactionEvent(RISKY[2] ?? ''));
    await ctx.runJobs();
    expect(await latestLog()).toMatchObject({
      status: 'screened',
      status_verbose: 'Screened: Critical risk; no action',
    });
    await configure({ freezing_status: 1, freezing_risk_levels: [5] });
    await deliver(transactionEvent(CLEAN));
    await ctx.runJobs();
    expect((await latestLog()).status_verbose).toMatch(/^Screened: (No Risk|\w+ risk); no action$/);
    expect(custody.calls.length).toBe(calls);
  });

  it('rejects (cancels) a critical-risk withdrawal when rejection is Enabled', async () => {
    await configure({ rejection_status: 1, rejection_risk_levels: [4, 5] });
    const event = transactionEvent(RISKY[3] ?? '', 'outgoing');
    await deliver(event);
    await ctx.runJobs();
    expect(await latestLog()).toMatchObject({
      status: 'rejected',
      status_verbose: 'Rejected on Fireblocks (Critical risk)',
    });
    expect(custody.calls.at(-1)).toMatchObject({ action: 'cancel', txId: event.data.id });
    expect(custody.refusals).toEqual([]);
  });
});

describe('unfreezing from the transaction page', () => {
  const unfreeze = (id: number, user: 'admin' | 'agent' | 'outsider' = 'admin', workspace = 'alpha') =>
    ctx.call(user, {
      method: 'POST',
      url: `/integrations/fireblocks/unfreeze_transaction/${id}/?workspace=${workspace}`,
    });

  async function frozenTransaction(): Promise<number> {
    await configure({ freezing_status: 1, freezing_risk_levels: [5] });
    const { id } = await ctx.db
      .selectFrom('screened_transactions')
      .select('id')
      .where('workspace_id', '=', alphaId)
      .where('identifier', '=', RISKY[4] ?? '')
      .executeTakeFirst()
      .then((row) => row ?? { id: 0 });
    if (id && (await frozenFlag(id))) return id;
    await deliver(transactionEvent(RISKY[4] ?? ''));
    await ctx.runJobs();
    const log = await latestLog();
    expect(log.status).toBe('frozen');
    return Number(log.screened_transaction_id);
  }

  it('refuses agents (403) and another workspace’s members (404)', async () => {
    const id = await frozenTransaction();
    expect((await unfreeze(id, 'agent')).statusCode).toBe(403);
    expect((await unfreeze(id, 'outsider', 'beta')).statusCode).toBe(404);
    expect(await frozenFlag(id)).toBe(true);
  });

  it('keeps the flag and says why when the custody API fails', async () => {
    const id = await frozenTransaction();
    custody.failWith({ status: 500, message: 'Internal error' });
    try {
      const res = await unfreeze(id);
      expect(res.statusCode).toBe(502);
      expect(res.json().detail).toMatch(/^Failed to unfreeze transaction on Fireblocks/);
    } finally {
      custody.failWith(null);
    }
    expect(await frozenFlag(id)).toBe(true);
    expect(await latestLog()).toMatchObject({ status: 'failed' });
  });

  it('unfreezes with a signed call: the flag clears and the custody log records it', async () => {
    const id = await frozenTransaction();
    const res = await unfreeze(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe('Transaction was successfully unfrozen on Fireblocks');
    expect(custody.calls.at(-1)).toMatchObject({ action: 'unfreeze' });
    expect(custody.refusals).toEqual([]);
    expect(await frozenFlag(id)).toBe(false);
    expect(await latestLog()).toMatchObject({
      status: 'unfrozen',
      status_verbose: 'Unfrozen by admin@acme.test',
    });
    // Not frozen any more: a second unfreeze is refused with a clear answer.
    expect((await unfreeze(id)).statusCode).toBe(400);
  });
});
