import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackDns } from '../../../../test/helpers/loopback-dns.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { solvedBotToken } from '../../../test-support/bot-check.test-support.ts';
import { proveDomainByOperator, proveDomainsByDns, ssoDomainsOf } from './sso-domains.ts';

/**
 * Single sign-on domains (issue 28, decision 0081): one organisation per domain, and a domain routes sign-ins only
 * once proven, by its DNS TXT record (asked of a DNS server on loopback through node:dns) or by the operator.
 */
let ctx: TestApp;
let dns: Awaited<ReturnType<typeof startLoopbackDns>>;

beforeAll(async () => {
  dns = await startLoopbackDns();
  ctx = await createTestApp({ publicUrl: 'https://rs.example.test' });
});
afterAll(async () => {
  await ctx.close();
  await dns.close();
});

const putSettings = (allowed_domains: string[], user: 'owner' | 'foreigner' = 'owner') =>
  ctx.call(user, {
    method: 'PUT',
    url: '/profile/api/v1/organization/sso/',
    payload: {
      is_enabled: true,
      issuer: 'https://id.example.test',
      client_id: 'riskscreen',
      client_secret: 's3cret',
      allowed_domains,
    },
  });

const orgId = async (slug: string) =>
  (await ctx.db.selectFrom('organizations').select('id').where('slug', '=', slug).executeTakeFirstOrThrow())
    .id;

/** The sign-in's e-mail step: the organisation an unknown address of a domain signs in to, or 400. */
async function findOrg(email: string) {
  const recaptcha_token = await solvedBotToken(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/api/organization/',
    payload: { email, recaptcha_token },
  });
}

describe('single sign-on domains', () => {
  it('are one organisation’s: another organisation claiming the domain gets a clear 400', async () => {
    expect((await putSettings(['shared.test'])).statusCode).toBe(200);
    const second = await putSettings(['Shared.test'], 'foreigner');
    expect(second.statusCode).toBe(400);
    expect(second.json().allowed_domains).toEqual([
      'The domain shared.test is already used for single sign-on by another organisation.',
    ]);
    // Nothing of the refused change was kept.
    const globex = await ctx.db
      .selectFrom('organization_sso')
      .select('organization_id')
      .where('organization_id', '=', await orgId('globex'))
      .execute();
    expect(globex).toEqual([]);
    // Let go, it can be claimed.
    expect((await putSettings([])).statusCode).toBe(200);
    expect((await putSettings(['shared.test'], 'foreigner')).statusCode).toBe(200);
    expect((await ssoDomainsOf(ctx.db, await orgId('globex'))).map((d) => d.domain)).toEqual(['shared.test']);
  });

  it('route sign-ins only once proven by their DNS TXT record', async () => {
    expect((await putSettings(['proofco.test'])).statusCode).toBe(200);
    expect((await findOrg('someone@proofco.test')).statusCode).toBe(400);

    const acme = await orgId('acme');
    const [claimed] = await ssoDomainsOf(ctx.db, acme);
    expect(claimed).toMatchObject({ domain: 'proofco.test', provenBy: null });
    // A record with another token proves nothing.
    dns.setTxt('proofco.test', ['v=spf1 -all', 'riskscreen-domain-verification=somebody-else']);
    expect(await proveDomainsByDns(ctx.db, acme, [dns.server])).toMatchObject([{ provenBy: null }]);
    expect((await findOrg('someone@proofco.test')).statusCode).toBe(400);

    dns.setTxt('proofco.test', ['v=spf1 -all', `riskscreen-domain-verification=${claimed?.token}`]);
    expect(await proveDomainsByDns(ctx.db, acme, [dns.server])).toMatchObject([
      { domain: 'proofco.test', provenBy: 'dns' },
    ]);
    expect((await findOrg('someone@proofco.test')).json()).toMatchObject({
      auth0_organization: 'acme',
      single_sign_on: true,
    });
  });

  it('route sign-ins once the operator vouches for them', async () => {
    expect((await putSettings(['vouched.test'])).statusCode).toBe(200);
    expect((await findOrg('someone@vouched.test')).statusCode).toBe(400);
    expect(await proveDomainByOperator(ctx.db, await orgId('acme'), 'Vouched.test')).toBe(true);
    expect((await findOrg('someone@vouched.test')).json()).toMatchObject({ auth0_organization: 'acme' });
  });
});
