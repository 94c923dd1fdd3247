import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LoopbackOidc, startLoopbackOidc } from '../../../../test/helpers/loopback-oidc.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { solvedBotToken } from '../../../test-support/bot-check.test-support.ts';
import { organisationId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { proveDomainByOperator } from './sso-domains.ts';

/**
 * Single sign-on against a real OpenID Provider (oidc-provider) on loopback: discovery, code with PKCE, the ID
 * token checked by openid-client; members matched by verified e-mail, refusals as login-completion errors.
 */
let ctx: TestApp;
let oidc: LoopbackOidc;
const PUBLIC_URL = 'https://rs.example.test';
const CALLBACK = `${PUBLIC_URL}/auth/api/sso/callback/`;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  oidc = await startLoopbackOidc({
    redirectUri: CALLBACK,
    accounts: {
      'agent@acme.test': { email_verified: true, given_name: 'Ann' },
      'admin@acme.test': { email_verified: false },
      'blocked@acme.test': { email_verified: true },
      'stranger@acme.test': { email_verified: true },
      'boss@globex.test': { email_verified: true },
      'new.person@newco.test': { email_verified: true, given_name: 'New', family_name: 'Person' },
      'invitee@acme.test': { email_verified: true },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await oidc.close();
});

const putSettings = (body: Record<string, unknown>, user: 'owner' | 'agent' | 'foreigner' = 'owner') =>
  ctx.call(user, { method: 'PUT', url: '/profile/api/v1/organization/sso/', payload: body });
const settings = () => ({
  is_enabled: true,
  issuer: oidc.issuer,
  client_id: oidc.clientId,
  client_secret: oidc.clientSecret,
  allowed_domains: [] as string[],
});

const acmeId = async () =>
  (await ctx.db.selectFrom('organizations').select('id').where('slug', '=', 'acme').executeTakeFirstOrThrow())
    .id;

async function start(email: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/api/sso/start/',
    payload: { email, state: 'rs1' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().redirect_to;
}

/** The callback as the provider's redirect reaches it: where it sends the browser. */
async function callback(url: URL): Promise<URL> {
  const res = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string, PUBLIC_URL);
}

/** Start, sign in at the provider as `login`, come back: the login completion's URL. */
async function signInThrough(email: string, login = email): Promise<URL> {
  const providerUrl = await start(email);
  return callback(await oidc.signIn(providerUrl, login));
}

async function tokensFor(completion: URL) {
  expect(completion.pathname).toBe('/accounts/login/complete');
  expect(completion.searchParams.get('error')).toBeNull();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/api/token/',
    payload: { code: completion.searchParams.get('code') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string };
}

async function signedInEmail(accessToken: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/auth/api/permissions/',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().email;
}

describe('single sign-on settings', () => {
  it('are set by an organisation admin, never answer the secret, and are refused to others', async () => {
    const before = await ctx.call('owner', { method: 'GET', url: '/profile/api/v1/organization/sso/' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ is_configured: false, redirect_uri: CALLBACK });

    const noSecret = await putSettings({ ...settings(), client_secret: undefined });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().client_secret).toEqual(['Enter the client secret.']);
    const badIssuer = await putSettings({ ...settings(), issuer: 'not a url' });
    expect(badIssuer.statusCode).toBe(400);
    const foreignWorkspace = await putSettings({ ...settings(), default_workspace: 'gamma' });
    expect(foreignWorkspace.statusCode).toBe(400);
    expect((await putSettings(settings(), 'agent')).statusCode).toBe(403);

    const saved = await putSettings({ ...settings(), default_workspace: 'alpha' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      is_configured: true,
      is_enabled: true,
      issuer: oidc.issuer,
      client_id: oidc.clientId,
      has_client_secret: true,
      default_workspace: 'alpha',
    });
    expect(saved.body).not.toContain(oidc.clientSecret);
    // Without a secret, the stored one is kept.
    const kept = await putSettings({ ...settings(), client_secret: undefined });
    expect(kept.statusCode).toBe(200);
    const row = await ctx.db.selectFrom('organization_sso').select('client_secret').executeTakeFirstOrThrow();
    expect(row.client_secret).toBe(oidc.clientSecret);
    // Another organisation sees its own (none).
    const other = await ctx.call('foreigner', { method: 'GET', url: '/profile/api/v1/organization/sso/' });
    expect(other.json().is_configured).toBe(false);
  });
});

describe('signing in through the provider', () => {
  beforeEach(async () => {
    await oidc.tamperIdTokens(null);
    expect((await putSettings(settings())).statusCode).toBe(200);
  });

  it('matches a member by verified e-mail and issues the same tokens as the password step', async () => {
    const providerUrl = new URL(await start('agent@acme.test'));
    expect(providerUrl.origin).toBe(oidc.issuer);
    expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(providerUrl.searchParams.get('redirect_uri')).toBe(CALLBACK);
    for (const p of ['code_challenge', 'state', 'nonce'])
      expect(providerUrl.searchParams.get(p)).toBeTruthy();
    const completion = await callback(await oidc.signIn(providerUrl.href, 'agent@acme.test'));
    expect(completion.searchParams.get('state')).toBe('rs1');
    const { access_token } = await tokensFor(completion);
    expect(await signedInEmail(access_token)).toBe('agent@acme.test');
  });

  it('refuses a replayed callback: the state works once', async () => {
    const back = await oidc.signIn(await start('agent@acme.test'), 'agent@acme.test');
    await tokensFor(await callback(back));
    expect((await callback(back)).searchParams.get('error')).toBe('sso_failed');
  });

  it('refuses an ID token for another audience, an expired one and one with another nonce', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const change of [
      (c: Record<string, unknown>) => ({ ...c, aud: 'another-client' }),
      (c: Record<string, unknown>) => ({ ...c, iat: now - 3600, exp: now - 600 }),
      (c: Record<string, unknown>) => ({ ...c, nonce: 'replayed-nonce' }),
      (c: Record<string, unknown>) => ({ ...c, iss: 'https://evil.example' }),
    ]) {
      await oidc.tamperIdTokens(change);
      const completion = await signInThrough('agent@acme.test');
      expect(completion.searchParams.get('error'), String(change)).toBe('sso_failed');
      expect(completion.searchParams.get('code')).toBeNull();
    }
    // The same re-signing with the claims untouched is accepted: the refusals above are the claims'.
    await oidc.tamperIdTokens((c) => c);
    await tokensFor(await signInThrough('agent@acme.test'));
  });

  it('refuses an ID token signed by a key that is not in the provider’s JWKS', async () => {
    await oidc.tamperIdTokens((c) => c, { foreignKey: true });
    const completion = await signInThrough('agent@acme.test');
    expect(completion.searchParams.get('error')).toBe('sso_failed');
  });

  it('refuses an unverified e-mail, a disabled user, a stranger and a member of another organisation', async () => {
    expect((await signInThrough('admin@acme.test')).searchParams.get('error')).toBe('sso_email_unverified');
    expect((await signInThrough('blocked@acme.test')).searchParams.get('error')).toBe('user_is_blocked');
    // The provider may sign in someone else than the login hint: that person is matched, not the hint.
    expect((await signInThrough('agent@acme.test', 'stranger@acme.test')).searchParams.get('error')).toBe(
      'sso_not_member',
    );
    expect((await signInThrough('agent@acme.test', 'boss@globex.test')).searchParams.get('error')).toBe(
      'sso_not_member',
    );
    const strangers = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'stranger@acme.test')
      .execute();
    expect(strangers).toEqual([]);
  });

  it('is announced by the e-mail step (findOrg), also for an unknown e-mail of an allowed domain', async () => {
    const findOrg = async (email: string) => {
      const recaptcha_token = await solvedBotToken(ctx.app);
      return ctx.app.inject({
        method: 'POST',
        url: '/auth/api/organization/',
        payload: { email, recaptcha_token },
      });
    };
    expect((await findOrg('agent@acme.test')).json()).toMatchObject({
      auth0_organization: 'acme',
      single_sign_on: true,
    });
    expect((await findOrg('boss@globex.test')).json().single_sign_on).toBeUndefined();
    expect((await findOrg('someone@otherco.test')).statusCode).toBe(400);
    expect((await putSettings({ ...settings(), allowed_domains: ['otherco.test'] })).statusCode).toBe(200);
    // Used only once proven (decision 0081; sso-domains.test.ts proves by DNS).
    expect((await findOrg('someone@otherco.test')).statusCode).toBe(400);
    expect(await proveDomainByOperator(ctx.db, await acmeId(), 'otherco.test')).toBe(true);
    expect((await findOrg('someone@otherco.test')).json()).toMatchObject({
      auth0_organization: 'acme',
      single_sign_on: true,
    });
  });

  it('answers clear errors for a missing or unknown state and the provider’s error', async () => {
    const bare = await callback(new URL(CALLBACK));
    expect(bare.searchParams.get('error')).toBe('sso_failed');
    const unknown = await callback(new URL(`${CALLBACK}?code=abc&state=nope`));
    expect(unknown.searchParams.get('error')).toBe('sso_failed');
    const state = new URL(await start('agent@acme.test')).searchParams.get('state') as string;
    const denied = await callback(new URL(`${CALLBACK}?error=access_denied&state=${state}`));
    expect(denied.searchParams.get('error')).toBe('sso_refused');
    expect(denied.searchParams.get('state')).toBe('rs1');
    // A code the provider never issued: the token exchange fails.
    const state2 = new URL(await start('agent@acme.test')).searchParams.get('state') as string;
    const badCode = await callback(new URL(`${CALLBACK}?code=forged&state=${state2}&iss=${oidc.issuer}`));
    expect(badCode.searchParams.get('error')).toBe('sso_failed');
  });

  it('provisions an unknown person only from an allowed domain, into the default workspace and role', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/sso/start/',
      payload: { email: 'new.person@newco.test' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('sso_not_enabled');

    expect(
      (
        await putSettings({
          ...settings(),
          allowed_domains: ['NewCo.test'],
          default_workspace: 'beta',
          default_role: 4,
        })
      ).statusCode,
    ).toBe(200);
    expect(await proveDomainByOperator(ctx.db, await acmeId(), 'newco.test')).toBe(true);
    const { access_token } = await tokensFor(await signInThrough('new.person@newco.test'));
    expect(await signedInEmail(access_token)).toBe('new.person@newco.test');
    const member = await ctx.db
      .selectFrom('users')
      .innerJoin('memberships', 'memberships.user_id', 'users.id')
      .innerJoin('workspaces', 'workspaces.id', 'memberships.workspace_id')
      .select(['users.first_name', 'users.last_name', 'workspaces.slug', 'memberships.role'])
      .where('users.email', '=', 'new.person@newco.test')
      .execute();
    expect(member).toEqual([{ first_name: 'New', last_name: 'Person', slug: 'beta', role: 4 }]);
    // Signing in again matches the same person.
    await tokensFor(await signInThrough('new.person@newco.test'));
    const count = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'new.person@newco.test')
      .execute();
    expect(count).toHaveLength(1);
  });

  it('accepts a pending invitation: its sign-up link stops working', async () => {
    const org = await organisationId(ctx.db, 'acme');
    const alpha = await workspaceId(ctx.db, 'alpha');
    const user = await ctx.db
      .insertInto('users')
      .values({
        organization_id: org,
        email: 'invitee@acme.test',
        password_hash: null,
        invited_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('memberships')
      .values({ user_id: user.id, workspace_id: alpha, role: 2 })
      .execute();
    await ctx.db
      .insertInto('account_tokens')
      .values({
        token_hash: 'h',
        user_id: user.id,
        purpose: 'sign_up',
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const { access_token } = await tokensFor(await signInThrough('invitee@acme.test'));
    expect(await signedInEmail(access_token)).toBe('invitee@acme.test');
    const link = await ctx.db
      .selectFrom('account_tokens')
      .select('used_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(link.used_at).not.toBeNull();
  });

  it('is off when disabled: the start is refused and a sign-in in flight fails', async () => {
    const providerUrl = await start('agent@acme.test');
    const back = await oidc.signIn(providerUrl, 'agent@acme.test');
    expect((await putSettings({ ...settings(), is_enabled: false })).statusCode).toBe(200);
    expect((await callback(back)).searchParams.get('error')).toBe('sso_not_enabled');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/sso/start/',
      payload: { email: 'agent@acme.test' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a clear error when the provider cannot be reached', async () => {
    expect((await putSettings({ ...settings(), issuer: 'http://127.0.0.1:9/' })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/sso/start/',
      payload: { email: 'agent@acme.test' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('sso_failed');
  });
});
