import type { DomainEventPayloads, DomainEventType } from '@riskscreen/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWebhookReceiver,
  verifyStandardWebhook,
} from '../../../test/helpers/loopback-webhook-receiver.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { workspaceId } from '../../test-support/fixture-ids.test-support.ts';
import { publishEvents } from '../platform/index.ts';
import { nextAttemptAt } from './outbox/retry-schedule.ts';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

const address = { objectType: 'address', objectId: 7, identifier: '0xabc', currency: 'ETH' } as const;

function event<T extends DomainEventType>(workspaceId: number, type: T, payload: DomainEventPayloads[T]) {
  return { workspaceId, type, payload };
}

async function workspaceIdOf(ctx: TestApp, slug: string): Promise<number> {
  const row = await workspaceId(ctx.db, slug);
  return row;
}

describe('the webhook, with the loopback receiver allowed by the operator', () => {
  let ctx: TestApp;
  let receiver: Receiver;
  let key = '';
  let alpha = 0;

  beforeAll(async () => {
    ctx = await createTestApp({
      outboundAllowedNetworks: ['127.0.0.1/32'],
      webhookRetry: { firstDelaySeconds: 0, hours: 24 },
    });
    receiver = await startWebhookReceiver({ key: () => key });
    alpha = await workspaceIdOf(ctx, 'alpha');
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });

  it('tests the endpoint with a signed call, and says when the receiver does not accept it', async () => {
    key = 'any text will do';
    const test = (secret: string) =>
      ctx.call('admin', {
        method: 'POST',
        url: '/risk/api/v4/webhook-tests/?workspace=alpha',
        payload: { endpoint: receiver.url, entity_type: 'transaction', secret_key: secret },
      });
    const ok = await test(key);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ detail: 'Validated successfully', response_code: 200 });
    expect(receiver.accepted.at(-1)).toMatchObject({
      isSignatureValid: true,
      body: { type: 'webhook.test', object: { entity_type: 'transaction' } },
    });
    // Signed with another key than the receiver's: the receiver answers 401, the test fails.
    const wrongKey = await test('not the receiver key');
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().detail).toBe('Failed to validate. Please check the inputs.');
    const agent = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/webhook-tests/?workspace=alpha',
      payload: { endpoint: receiver.url, entity_type: 'address', secret_key: key },
    });
    expect(agent.statusCode).toBe(403);
  });

  it('saves the configuration with a generated signing key when none is given', async () => {
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/integrations/?workspace=alpha',
      payload: {
        provider: 'webhook',
        config: {
          url: receiver.url,
          key: '',
          risk: [5, 4],
          alert_item: true,
          alert_resolution_notifications: true,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ provider: 'webhook', is_active: true, config: { risk: [4, 5] } });
    expect(saved.config.key).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    key = saved.config.key;
    const list = await ctx.call('admin', { method: 'GET', url: '/integrations/?workspace=alpha' });
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: saved.id, provider: 'webhook' }] });
    const otherWorkspace = await ctx.call('outsider', {
      method: 'GET',
      url: '/integrations/?workspace=beta',
    });
    expect(otherWorkspace.json()).toMatchObject({ count: 0 });
  });

  it('delivers every wanted event in order after the receiver was down, each signed, every attempt in the trail', async () => {
    receiver.failNext(3);
    const before = receiver.accepted.length;
    await ctx.db.transaction().execute((trx) =>
      publishEvents(trx, [
        event(alpha, 'alert.raised', {
          ...address,
          alertId: 1,
          riskLevel: 5,
          ruleName: 'Sanctions',
          policyName: null,
        }),
        // Risk level 2 is not among the configured levels: not sent.
        event(alpha, 'risk.level_changed', {
          ...address,
          previousRiskLevel: null,
          riskLevel: 2,
          reason: 'Gambling',
        }),
        event(alpha, 'risk.level_changed', {
          ...address,
          previousRiskLevel: 2,
          riskLevel: 5,
          reason: 'attributed to Sanctions',
        }),
        event(alpha, 'alert.item_added', { ...address, alertId: 1, riskLevel: 5, ruleName: 'Sanctions' }),
        event(alpha, 'alert.resolved', { ...address, alertId: 1, stage: 'Closed', reason: null }),
      ]),
    );
    await ctx.runJobs();

    const got = receiver.accepted.slice(before);
    expect(got.map((call) => call.body.type)).toEqual([
      'alert.raised',
      'risk.level_changed',
      'alert.item_added',
      'alert.resolved',
    ]);
    expect(got.every((call) => call.isSignatureValid)).toBe(true);
    expect(got[1]?.body).toMatchObject({
      workspace: 'alpha',
      object: { url: 'http://127.0.0.1:8080/addresses/7?workspace=alpha', entity_type: 'address' },
      data: { riskLevel: 5, reason: 'attributed to Sanctions' },
    });
    // The same message id on every attempt of one event: the receiver can drop a repeat.
    expect(new Set(got.map((call) => call.id)).size).toBe(4);

    const trail = await ctx.call('admin', {
      method: 'GET',
      url: '/integrations/webhook-audit-trail/?workspace=alpha',
    });
    expect(trail.statusCode).toBe(200);
    const attempts = trail.json().results.reverse() as {
      response_code: number;
      event: string;
      attempt: number;
    }[];
    expect(attempts.map((a) => [a.event, a.attempt, a.response_code])).toEqual([
      ['alert.raised', 1, 503],
      ['alert.raised', 2, 503],
      ['alert.raised', 3, 503],
      ['alert.raised', 4, 200],
      ['risk.level_changed', 1, 200],
      ['alert.item_added', 1, 200],
      ['alert.resolved', 1, 200],
    ]);
  });

  it('sends nothing once the webhook is deactivated', async () => {
    const list = await ctx.call('admin', { method: 'GET', url: '/integrations/?workspace=alpha' });
    const webhook = list.json().results[0];
    const off = await ctx.call('admin', {
      method: 'PUT',
      url: `/integrations/${webhook.id}/?workspace=alpha`,
      payload: { provider: 'webhook', is_active: false, config: webhook.config },
    });
    expect(off.json()).toMatchObject({ is_active: false });
    const calls = receiver.calls();
    await ctx.db.transaction().execute((trx) =>
      publishEvents(trx, [
        event(alpha, 'alert.raised', {
          ...address,
          alertId: 2,
          riskLevel: 5,
          ruleName: 'Sanctions',
          policyName: null,
        }),
      ]),
    );
    await ctx.runJobs();
    expect(receiver.calls()).toBe(calls);
  });
});

describe('the guard against request forgery, without an operator allowance', () => {
  let ctx: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    ctx = await createTestApp();
    receiver = await startWebhookReceiver({ key: () => 'k' });
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });

  it.each([
    ['loopback', 'http://127.0.0.1:9/hooks'],
    ['a name that resolves to loopback', 'http://localhost:9/hooks'],
    ['the cloud metadata service (link-local)', 'http://169.254.169.254/latest/meta-data'],
    ['a private network', 'https://10.1.2.3/hooks'],
    ['IPv6 loopback', 'http://[::1]:9/hooks'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:9/hooks'],
  ])('refuses %s as a webhook target', async (_what, url) => {
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/integrations/?workspace=alpha',
      payload: { provider: 'webhook', config: { url } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().url).toEqual([
      'This URL points to a private, loopback or link-local address, which the server does not call.',
    ]);
  });

  it('refuses a test call to a private target and never connects to it', async () => {
    const res = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/webhook-tests/?workspace=alpha',
      payload: { endpoint: receiver.url, entity_type: 'address', secret_key: 'k' },
    });
    expect(res.statusCode).toBe(400);
    expect(receiver.calls()).toBe(0);
  });
});

describe('the retry schedule', () => {
  it('backs off exponentially and keeps trying for at least 24 hours', () => {
    const policy = { firstDelaySeconds: 30, hours: 24 };
    const createdAt = new Date('2026-01-01T00:00:00Z');
    const pauses: number[] = [];
    let now = createdAt;
    for (let failed = 1; ; failed += 1) {
      const next = nextAttemptAt(policy, { createdAt, failedAttempts: failed }, now);
      if (!next) break;
      pauses.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(pauses.slice(0, 4)).toEqual([30, 60, 120, 240]);
    expect(Math.max(...pauses)).toBe(3600);
    // The last attempt is at least 24 hours after the event.
    expect(now.getTime() - createdAt.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
  });

  it('the receiver helper refuses a replayed call (a timestamp older than five minutes)', () => {
    const body = '{}';
    const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': '1000', 'webhook-signature': 'v1,xx' };
    expect(verifyStandardWebhook('k', headers, body, 1000 + 301)).toBe(false);
  });
});
