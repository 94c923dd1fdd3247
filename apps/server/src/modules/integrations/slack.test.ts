import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlackStandIn } from '../../../test/helpers/loopback-slack.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../chain/providers/demo/index.ts';
import { workspaceId } from '../../test-support/fixture-ids.test-support.ts';
import { publishDomainEvent } from '../platform/index.ts';
import { sendPeriodSummaries } from '../reporting/index.ts';

type StandIn = Awaited<ReturnType<typeof startSlackStandIn>>;

const APP = { clientId: '1234.5678', clientSecret: 'app-secret' };
const address = { objectType: 'address', objectId: 7, identifier: '0xabc', currency: 'ETH' } as const;

let ctx: TestApp;
let slack: StandIn;
let alpha = 0;

beforeAll(async () => {
  slack = await startSlackStandIn(APP);
  ctx = await createTestApp(
    { slackApp: APP, slackApiUrl: slack.apiUrl, webhookRetry: { firstDelaySeconds: 0, hours: 24 } },
    { demoWorld: true },
  );
  const row = await workspaceId(ctx.db, 'alpha');
  alpha = row;
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await slack.close();
});

/** Add Integration: the authorisation URL, and the state it carries. */
async function authorize(user: 'admin' | 'agent' = 'admin') {
  const res = await ctx.call(user, {
    method: 'GET',
    url: '/integrations/slack/authorize-url/?workspace=alpha',
  });
  return { res, url: res.statusCode === 200 ? new URL(res.json().url) : null };
}

const exchange = (payload: { code: string; state: string }, user: 'admin' | 'agent' | 'outsider' = 'admin') =>
  ctx.call(user, { method: 'POST', url: '/integrations/slack-auth-redirect/?workspace=alpha', payload });

async function connect(channelId = 'C0ALERTS') {
  const { url } = await authorize();
  const state = url?.searchParams.get('state') ?? '';
  const code = slack.issueCode({ channelId, redirectUri: url?.searchParams.get('redirect_uri') ?? '' });
  const res = await exchange({ code, state });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const slackRow = () =>
  ctx.db
    .selectFrom('integrations')
    .selectAll()
    .where('workspace_id', '=', alpha)
    .where('provider', '=', 'slack')
    .executeTakeFirstOrThrow();

const texts = (from: number) => slack.posted.slice(from).map((m) => m.text ?? '');

describe('connecting the chat service (OAuth)', () => {
  it('gives the authorisation URL with the app, the scopes, the redirect to /slack/connect and a state', async () => {
    const { res, url } = await authorize();
    expect(res.statusCode).toBe(200);
    expect(`${url?.origin}${url?.pathname}`).toBe(new URL('../oauth/v2/authorize', slack.apiUrl).toString());
    expect(url?.searchParams.get('client_id')).toBe(APP.clientId);
    expect(url?.searchParams.get('scope')).toBe('chat:write,channels:read,incoming-webhook');
    expect(url?.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8080/slack/connect');
    expect(url?.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  });

  it('refuses agents (403) and members of another workspace (404)', async () => {
    expect((await authorize('agent')).res.statusCode).toBe(403);
    const { url } = await authorize();
    const payload = { code: slack.issueCode(), state: url?.searchParams.get('state') ?? '' };
    expect((await exchange(payload, 'agent')).statusCode).toBe(403);
    expect((await exchange(payload, 'outsider')).statusCode).toBe(404);
  });

  it('refuses a bad code and a bad or used state with the spec’s words, and stores nothing', async () => {
    const { url } = await authorize();
    const state = url?.searchParams.get('state') ?? '';
    const badCode = await exchange({ code: 'not-issued', state });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().detail).toBe('Error connecting to slack');
    // The state was used by that attempt: a good code with it is refused too (single use).
    const used = await exchange({ code: slack.issueCode(), state });
    expect(used.statusCode).toBe(400);
    const forged = await exchange({ code: slack.issueCode(), state: 'made-up-state-made-up-state' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toBe('Error connecting to slack');
    const list = await ctx.call('admin', { method: 'GET', url: '/integrations/?workspace=alpha' });
    expect(list.json().results.filter((i: { provider: string }) => i.provider === 'slack')).toEqual([]);
  });

  it('exchanges a good code: connected with the team and channel, the token never shown', async () => {
    const connected = await connect();
    expect(connected).toMatchObject({
      provider: 'slack',
      is_active: true,
      needs_reconnect: false,
      config: { team_name: 'Acme Compliance', channel_id: 'C0ALERTS', channel_name: 'compliance-alerts' },
    });
    const list = await ctx.call('admin', { method: 'GET', url: '/integrations/?workspace=alpha' });
    expect(list.body).not.toContain('xoxb-');
    expect(JSON.stringify(connected)).not.toContain('xoxb-');
    expect((await slackRow()).config).toMatchObject({ bot_token: expect.stringMatching(/^xoxb-/) });
  });

  it('saves the choices (risk levels, alert items, resolutions, the summary) without touching the connection', async () => {
    const { id } = await slackRow();
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: `/integrations/${id}/?workspace=alpha`,
      payload: {
        provider: 'slack',
        config: {
          risk: [5, 4, 3],
          alert_item: true,
          alert_resolution_notifications: true,
          summary: 'weekly',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config).toMatchObject({
      risk: [3, 4, 5],
      summary: 'weekly',
      channel_name: 'compliance-alerts',
    });
    expect((await slackRow()).config).toMatchObject({ bot_token: expect.stringMatching(/^xoxb-/) });
  });
});

describe('posting to the channel', () => {
  it('posts a screening’s alert and risk change in order, naming the object, level and rule, with its page', async () => {
    const before = slack.posted.length;
    const obj = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
    const res = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: obj.address, currency: obj.blockchain },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    await ctx.runJobs();
    const events = await ctx.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('workspace_id', '=', alpha)
      .where('type', 'in', ['alert.raised', 'risk.level_changed'])
      .orderBy('id')
      .execute();
    const wanted = events.filter((e) => (e.payload as { objectId: number }).objectId === id);
    const got = slack.posted.slice(before);
    expect(got).toHaveLength(wanted.length);
    expect(got.length).toBeGreaterThan(0);
    // In the order of the record of events.
    expect(got.map((m) => (m.text?.startsWith('New') ? 'alert.raised' : 'risk.level_changed'))).toEqual(
      wanted.map((e) => e.type),
    );
    const alert = got.find((m) => m.text?.startsWith('New'));
    expect(alert?.channel).toBe('C0ALERTS');
    expect(alert?.text).toMatch(new RegExp(`^New \\w+ alert on address ${obj.address} \\(BTC\\)\\. Rule: `));
    expect(alert?.text).toContain(`http://127.0.0.1:8080/addresses/${id}?workspace=alpha&alert=`);
    expect(JSON.stringify(alert?.blocks)).toContain('Open in RiskScreen');
  });

  it('delivers every message in order after the API was down and rate limited, each attempt in the trail', async () => {
    const before = slack.posted.length;
    slack.downFor(3);
    slack.rateLimit(1);
    await ctx.db.transaction().execute(async (trx) => {
      await publishDomainEvent(trx, alpha, 'alert.raised', {
        ...address,
        alertId: 91,
        riskLevel: 5,
        ruleName: 'Sanctions',
        policyName: null,
      });
      // Level 2 is not among the chosen levels: not posted.
      await publishDomainEvent(trx, alpha, 'risk.level_changed', {
        ...address,
        previousRiskLevel: null,
        riskLevel: 2,
        reason: 'Gambling',
      });
      await publishDomainEvent(trx, alpha, 'alert.item_added', {
        ...address,
        alertId: 91,
        riskLevel: 5,
        ruleName: 'Mixer',
      });
      await publishDomainEvent(trx, alpha, 'alert.resolved', {
        ...address,
        alertId: 91,
        stage: 'Closed',
        reason: 'False positive',
      });
    });
    // The first attempts meet the API down (503), the next one a rate limit with Retry-After: 1 — after it the
    // sender waits that second, and nothing overtakes the first message.
    await ctx.runJobs();
    expect(slack.posted.length).toBe(before);
    const waiting = await ctx.db
      .selectFrom('webhook_deliveries')
      .select('next_attempt_at')
      .where('provider', '=', 'slack')
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    expect(waiting).toHaveLength(3);
    const first = waiting[0]?.next_attempt_at.getTime() ?? 0;
    expect(first).toBeGreaterThan(Date.now() + 300);
    await new Promise((resolve) => setTimeout(resolve, first - Date.now() + 50));
    await ctx.runJobs();

    expect(texts(before)).toEqual([
      'New Critical alert on address 0xabc (ETH). Rule: Sanctions http://127.0.0.1:8080/addresses/7?workspace=alpha&alert=91',
      'The Critical alert on address 0xabc (ETH) has a new item. Rule: Mixer http://127.0.0.1:8080/addresses/7?workspace=alpha&alert=91',
      'The alert on address 0xabc (ETH) was resolved: Closed. Reason: False positive http://127.0.0.1:8080/addresses/7?workspace=alpha&alert=91',
    ]);
    const trail = await ctx.call('admin', {
      method: 'GET',
      url: '/integrations/slack-audit-trail/?workspace=alpha&limit=100',
    });
    expect(trail.statusCode).toBe(200);
    const attempts = (
      trail.json().results as {
        event: string;
        response_code: number;
        error: string | null;
        endpoint: string;
      }[]
    )
      .reverse()
      .filter((a) => a.event !== 'risk.level_changed');
    const raised = attempts.filter((a) => a.event === 'alert.raised').slice(-5);
    expect(raised.map((a) => [a.response_code, a.error])).toEqual([
      [503, expect.any(String)],
      [503, expect.any(String)],
      [503, expect.any(String)],
      [429, 'ratelimited'],
      [200, null],
    ]);
    expect(raised[0]?.endpoint).toBe('slack: Acme Compliance #compliance-alerts');
    // The webhook's trail does not list the chat service's attempts.
    const webhookTrail = await ctx.call('admin', {
      method: 'GET',
      url: '/integrations/webhook-audit-trail/?workspace=alpha',
    });
    expect(webhookTrail.json().count).toBe(0);
  });

  it('posts the weekly summary it is set to, and not the monthly one', async () => {
    const before = slack.posted.length;
    // Two weeks on: the last complete week ended after the fixture workspaces were made.
    const now = new Date(Date.now() + 15 * 86_400_000);
    await sendPeriodSummaries({ db: ctx.db, jobs: ctx.jobs }, now);
    await ctx.runJobs();
    const got = slack.posted.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]?.text).toMatch(/^Weekly summary for \w+: /);
    expect(got[0]?.text).toContain('http://127.0.0.1:8080/dashboard?workspace=alpha&start_date=');
    expect(got[0]?.blocks?.[0]).toMatchObject({ type: 'header' });
  });

  it('marks the integration for reconnection when the token is revoked, and stops trying', async () => {
    slack.revokeAll();
    const before = slack.calls();
    await ctx.db.transaction().execute(async (trx) => {
      for (const alertId of [201, 202, 203])
        await publishDomainEvent(trx, alpha, 'alert.raised', {
          ...address,
          alertId,
          riskLevel: 5,
          ruleName: 'Sanctions',
          policyName: null,
        });
    });
    await ctx.runJobs();
    // One refused call, no retries of it or of the ones after it.
    expect(slack.calls() - before).toBe(1);
    expect((await slackRow()).needs_reconnect).toBe(true);
    const list = await ctx.call('admin', { method: 'GET', url: '/integrations/?workspace=alpha' });
    expect(list.json().results.find((i: { provider: string }) => i.provider === 'slack')).toMatchObject({
      is_active: true,
      needs_reconnect: true,
    });
    const left = await ctx.db
      .selectFrom('webhook_deliveries')
      .select('status')
      .where('provider', '=', 'slack')
      .where('status', '=', 'pending')
      .execute();
    expect(left).toEqual([]);
    // While it waits, new events are not queued for it.
    await ctx.db.transaction().execute((trx) =>
      publishDomainEvent(trx, alpha, 'alert.raised', {
        ...address,
        alertId: 204,
        riskLevel: 5,
        ruleName: 'Sanctions',
        policyName: null,
      }),
    );
    await ctx.runJobs();
    expect(slack.calls() - before).toBe(1);

    // Connecting again clears the mark, keeps the choices, and posts again.
    const again = await connect('C0ALERTS');
    expect(again).toMatchObject({ needs_reconnect: false, config: { risk: [3, 4, 5], summary: 'weekly' } });
    const posted = slack.posted.length;
    await ctx.db.transaction().execute((trx) =>
      publishDomainEvent(trx, alpha, 'alert.resolved', {
        ...address,
        alertId: 204,
        stage: 'Closed',
        reason: null,
      }),
    );
    await ctx.runJobs();
    expect(texts(posted)).toEqual([
      'The alert on address 0xabc (ETH) was resolved: Closed http://127.0.0.1:8080/addresses/7?workspace=alpha&alert=204',
    ]);
  });
});
