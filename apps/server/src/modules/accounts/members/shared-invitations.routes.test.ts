import { ACCOUNT_LINK_MESSAGES, MEMBER_MESSAGES } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { linkToken } from '../../../../test/helpers/loopback-smtp.ts';
import { useTestAppWithMail } from '../../../test-support/mail.test-support.ts';

/**
 * One address invited by two organisations (issue 28, decision 0081): inviting it first does not block it for the
 * other; the first invitation accepted wins and the other's link says it ended. Through the real routes, the real
 * database and a real SMTP server on loopback.
 */
const { ctx, smtp } = useTestAppWithMail({ publicUrl: 'https://rs.example.test' });

const TEAM = '/profile/api/v2/team-members/';

/** Acme (owner@acme.test) invites to alpha, Globex (boss@globex.test) to gamma; answers the mailed link's token. */
async function invite(by: 'owner' | 'foreigner', email: string) {
  const res = await ctx.call(by, {
    method: 'POST',
    url: TEAM,
    payload: { emails: [email], role: 2, workspaces: [by === 'owner' ? 'alpha' : 'gamma'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return linkToken(await smtp.mailTo(email));
}

async function signUp(token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/api/sign-up/',
    payload: {
      token,
      first_name: 'Hana',
      last_name: 'Hire',
      new_password: 'Welcome123',
      new_password_2: 'Welcome123',
    },
  });
}

const linkInfo = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/api/account-link/', payload: { token } });

const accountsOf = (email: string) =>
  ctx.db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select('organizations.slug')
    .where('users.email', '=', email)
    .orderBy('organizations.slug')
    .execute();

describe('an address invited by two organisations', () => {
  it('stays invitable by both; the first accepted wins and the other link says the invitation ended', async () => {
    const acmeLink = await invite('owner', 'hire@future.test');
    const globexLink = await invite('foreigner', 'hire@future.test');
    expect(await accountsOf('hire@future.test')).toEqual([{ slug: 'acme' }, { slug: 'globex' }]);
    expect((await linkInfo(acmeLink)).json()).toMatchObject({ organization: 'Acme' });
    expect((await linkInfo(globexLink)).json()).toMatchObject({ organization: 'Globex' });

    const accepted = await signUp(globexLink);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await accountsOf('hire@future.test')).toEqual([{ slug: 'globex' }]);

    const info = await linkInfo(acmeLink);
    expect(info.statusCode).toBe(400);
    expect(info.json().token).toEqual([ACCOUNT_LINK_MESSAGES.invitationEnded]);
    const late = await signUp(acmeLink);
    expect(late.statusCode).toBe(400);
    expect(late.json().token).toEqual([ACCOUNT_LINK_MESSAGES.invitationEnded]);

    const session = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/login/',
      payload: { email: 'hire@future.test', password: 'Welcome123' },
    });
    expect(session.statusCode, session.body).toBe(200);
    // Accepted now: inviting it elsewhere keeps today's answer.
    const again = await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['hire@future.test'], role: 2, workspaces: ['alpha'] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().emails).toEqual([MEMBER_MESSAGES.otherOrganisation]);
  });

  it('still refuses an address that is an active user of another organisation', async () => {
    const res = await ctx.call('foreigner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['agent@acme.test'], role: 2, workspaces: ['gamma'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().emails).toEqual([MEMBER_MESSAGES.otherOrganisation]);
  });

  it('of two organisations’ invitees signing up at once, exactly one gets the address', async () => {
    const acmeLink = await invite('owner', 'race@future.test');
    const globexLink = await invite('foreigner', 'race@future.test');
    const answers = await Promise.all([signUp(acmeLink), signUp(globexLink)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json().token).toEqual([ACCOUNT_LINK_MESSAGES.invitationEnded]);
    expect(await accountsOf('race@future.test')).toHaveLength(1);
  });
});
