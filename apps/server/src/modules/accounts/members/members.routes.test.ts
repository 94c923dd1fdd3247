import { MEMBER_MESSAGES } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { linkToken } from '../../../../test/helpers/loopback-smtp.ts';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { userId as userIdOf, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestAppWithMail } from '../../../test-support/mail.test-support.ts';

/**
 * Members and invitations against the real database and a real SMTP server on loopback: the spec's validation
 * messages, duplicates, role checks, the mailed sign-up link (expiring, once), disabling (sessions and API keys
 * refused at once) and the last organisation admin.
 */
const { ctx, smtp } = useTestAppWithMail({ publicUrl: 'https://rs.example.test' });

const TEAM = '/profile/api/v2/team-members/';
const WS_MEMBERS = '/profile/api/v2/workspaces/members/';

const userId = async (email: string) => userIdOf(ctx.db, email);

async function signIn(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/auth/api/login/', payload: { email, password } });
}

async function signUp(token: string, password = 'Welcome123') {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/api/sign-up/',
    payload: {
      token,
      first_name: 'Nina',
      last_name: 'New',
      new_password: password,
      new_password_2: password,
    },
  });
}

describe('inviting to the organisation', () => {
  it('answers the specification’s messages for missing emails, workspaces and roles', async () => {
    const res = await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: [], workspaces: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      emails: [MEMBER_MESSAGES.emailsRequired],
      role: ['This field is required.'],
      workspaces: [MEMBER_MESSAGES.workspacesRequired],
    });
    for (const role of [3, 6, 7]) {
      const bad = await ctx.call('owner', {
        method: 'POST',
        url: TEAM,
        payload: { emails: ['x@acme.test'], role, workspaces: ['alpha'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().role).toEqual([`"${role}" is not a valid choice.`]);
    }
    const badEmail = await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['not an email'], role: 2, workspaces: ['alpha'] },
    });
    expect(badEmail.statusCode).toBe(400);
    const foreignWorkspace = await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['x@acme.test'], role: 2, workspaces: ['gamma'] },
    });
    expect(foreignWorkspace.statusCode).toBe(400);
    expect(foreignWorkspace.json().workspaces).toEqual(['"gamma" is not a valid choice.']);
  });

  it('refuses people who are in the organisation or in another one, and writes nothing', async () => {
    const res = await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['fresh@acme.test', 'agent@acme.test'], role: 2, workspaces: ['alpha'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().emails).toEqual([MEMBER_MESSAGES.inOrganisation]);
    const other = await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['BOSS@globex.test'], role: 2, workspaces: ['alpha'] },
    });
    expect(other.json().emails).toEqual([MEMBER_MESSAGES.otherOrganisation]);
    const written = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'fresh@acme.test')
      .execute();
    expect(written).toEqual([]);
  });

  it('is for organisation admins only (403 for a workspace admin and an agent)', async () => {
    for (const user of ['admin', 'agent'] as const) {
      const res = await ctx.call(user, {
        method: 'POST',
        url: TEAM,
        payload: { emails: ['z@acme.test'], role: 2, workspaces: ['alpha'] },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('mails a sign-up link that works once; the invitee lands in the workspace with the role', async () => {
    const res = await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['Nina@Acme.test'], role: 4, workspaces: ['alpha', 'beta'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      detail: 'Team member invited to organisation successfully!',
      invited: ['nina@acme.test'],
      added: [],
    });
    const mail = await smtp.mailTo('nina@acme.test');
    expect(mail.subject).toBe('You are invited to Acme on RiskScreen');
    expect(mail.text).toContain('https://rs.example.test/accounts/signup#token=');
    const token = linkToken(mail);
    // The link is stored hashed only.
    const stored = await ctx.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    // No password can sign the invitee in before the sign-up.
    expect((await signIn('nina@acme.test', '')).statusCode).toBe(400);
    const info = await ctx.app.inject({ method: 'POST', url: '/auth/api/account-link/', payload: { token } });
    expect(info.json()).toMatchObject({ purpose: 'sign_up', email: 'nina@acme.test', organization: 'Acme' });

    const weak = await signUp(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password must contain at least 1 numeric character.',
    ]);
    const ok = await signUp(token);
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await signUp(token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json().token).toEqual(['This link has expired or has already been used.']);

    const session = await signIn('nina@acme.test', 'Welcome123');
    expect(session.statusCode).toBe(200);
    const bearer = `Bearer ${session.json().access_token}`;
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/api/permissions/',
      headers: { authorization: bearer },
    });
    expect(me.statusCode).toBe(200);
    const alerts = await ctx.app.inject({
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=beta',
      headers: { authorization: bearer },
    });
    expect(alerts.statusCode).toBe(200);
    const members = await ctx.call('admin', { method: 'GET', url: `${WS_MEMBERS}?workspace=alpha&q=nina` });
    expect(members.json().results).toEqual([
      expect.objectContaining({
        email: 'nina@acme.test',
        first_name: 'Nina',
        role: 4,
        role_verbose: 'L1 Agent',
        is_active: true,
        is_invited: false,
      }),
    ]);
    expect(
      members.json().results[0].memberships.map((m: { workspace: { slug: string } }) => m.workspace.slug),
    ).toEqual(['alpha', 'beta']);
  });

  it('refuses an expired link', async () => {
    await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['late@acme.test'], role: 2, workspaces: ['alpha'] },
    });
    const token = linkToken(await smtp.mailTo('late@acme.test'));
    await ctx.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', await userId('late@acme.test'))
      .execute();
    const res = await signUp(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().token).toEqual(['This link has expired or has already been used.']);
  });

  it('lets exactly one of two simultaneous sign-ups with one link through', async () => {
    await ctx.call('owner', {
      method: 'POST',
      url: TEAM,
      payload: { emails: ['twice@acme.test'], role: 2, workspaces: ['alpha'] },
    });
    const token = linkToken(await smtp.mailTo('twice@acme.test'));
    const answers = await Promise.all([signUp(token), signUp(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('inviting to a workspace', () => {
  it('adds people of the organisation to the workspace and refuses members of it', async () => {
    const dup = await ctx.call('admin', {
      method: 'POST',
      url: `${WS_MEMBERS}?workspace=alpha`,
      payload: { emails: ['agent@acme.test'], role: 2, workspaces: ['alpha'] },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().emails).toEqual([MEMBER_MESSAGES.inWorkspace]);
    const res = await ctx.call('admin', {
      method: 'POST',
      url: `${WS_MEMBERS}?workspace=alpha`,
      payload: { emails: ['outsider@acme.test'], role: 2, workspaces: ['alpha'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ invited: [], added: ['outsider@acme.test'] });
    const mail = await smtp.mailTo('outsider@acme.test');
    expect(mail.subject).toBe('You were added to Alpha on RiskScreen');
    expect(mail.text).toContain('https://rs.example.test/dashboard?workspace=alpha');
  });

  it('invites only to workspaces the admin administers; agents get 403', async () => {
    const beta = await ctx.call('admin', {
      method: 'POST',
      url: `${WS_MEMBERS}?workspace=alpha`,
      payload: { emails: ['b@acme.test'], role: 2, workspaces: ['beta'] },
    });
    expect(beta.statusCode).toBe(400);
    expect(beta.json().workspaces).toEqual(['"beta" is not a valid choice.']);
    const agent = await ctx.call('agent', {
      method: 'POST',
      url: `${WS_MEMBERS}?workspace=alpha`,
      payload: { emails: ['b@acme.test'], role: 2, workspaces: ['alpha'] },
    });
    expect(agent.statusCode).toBe(403);
  });

  it('bulk-invites to one workspace (organisation admins)', async () => {
    const res = await ctx.call('owner', {
      method: 'POST',
      url: `${TEAM}bulk-invite-workspace/`,
      payload: { emails: ['admin@acme.test', 'bulk@acme.test'], role: 1, workspace: 'beta' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      detail: 'Team members invited to workspace successfully!',
      invited: ['bulk@acme.test'],
      added: ['admin@acme.test'],
    });
    await smtp.mailTo('bulk@acme.test');
    await smtp.mailTo('admin@acme.test');
  });

  it('suggests people of the organisation only', async () => {
    const res = await ctx.call('admin', { method: 'GET', url: `${TEAM}suggest/?workspace=alpha&q=o` });
    const emails = res.json().map((s: { email: string }) => s.email);
    expect(emails).toContain('owner@acme.test');
    expect(emails).not.toContain('boss@globex.test');
  });
});

describe('disabling and enabling', () => {
  it('ends the member’s sessions and API keys at once', async () => {
    const password = TEST_PASSWORD;
    const login = await signIn('agent@acme.test', password);
    const bearer = { authorization: `Bearer ${login.json().access_token}` };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      headers: bearer,
      payload: { password },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = { 'x-api-key': created.json().key as string };
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=alpha',
      headers: key,
    });
    expect(before.statusCode).toBe(200);

    const agentId = await userId('agent@acme.test');
    const off = await ctx.call('owner', {
      method: 'PUT',
      url: `${TEAM}${agentId}/`,
      payload: { is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false, user_is_active: false });

    for (const headers of [bearer, key]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/resolutioncenter/api/v4/alerts/?workspace=alpha',
        headers,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn('agent@acme.test', password)).statusCode).toBe(403);

    const on = await ctx.call('owner', {
      method: 'PUT',
      url: `${TEAM}${agentId}/`,
      payload: { is_active: true },
    });
    expect(on.json().is_active).toBe(true);
    expect((await signIn('agent@acme.test', password)).statusCode).toBe(200);
    // A revoked key stays revoked: its owner re-enables it after signing in again.
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=alpha',
      headers: key,
    });
    expect(after.statusCode).toBe(401);
  });

  it('disables a membership: the workspace answers 404 to the member and their key there is revoked', async () => {
    const agentId = await userId('agent@acme.test');
    const self = await ctx.call('admin', {
      method: 'PUT',
      url: `${WS_MEMBERS}${await userId('admin@acme.test')}/?workspace=alpha`,
      payload: { is_active: false },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe(MEMBER_MESSAGES.notYourself);
    // A fresh session: the previous test's disabling ended the agent's earlier ones.
    const agentToken = (await signIn('agent@acme.test', TEST_PASSWORD)).json().access_token as string;
    const byAgent = await ctx.app.inject({
      method: 'PUT',
      url: `${WS_MEMBERS}${agentId}/?workspace=alpha`,
      headers: { authorization: `Bearer ${agentToken}` },
      payload: { is_active: false },
    });
    expect(byAgent.statusCode).toBe(403);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      headers: { authorization: `Bearer ${agentToken}` },
      payload: { password: TEST_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = { 'x-api-key': created.json().key as string };
    const off = await ctx.call('admin', {
      method: 'PUT',
      url: `${WS_MEMBERS}${agentId}/?workspace=alpha`,
      payload: { is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ is_active: false, user_is_active: true });
    const token = (await signIn('agent@acme.test', TEST_PASSWORD)).json().access_token as string;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=alpha',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    const byKey = await ctx.app.inject({
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=alpha',
      headers: key,
    });
    expect(byKey.statusCode).toBe(401);
    const list = await ctx.call('admin', {
      method: 'GET',
      url: `${WS_MEMBERS}?workspace=alpha&is_active=false`,
    });
    expect(list.json().results.map((m: { email: string }) => m.email)).toContain('agent@acme.test');
    const edited = await ctx.call('admin', {
      method: 'PUT',
      url: `${WS_MEMBERS}${agentId}/?workspace=alpha`,
      payload: { is_active: true, role: 5 },
    });
    expect(edited.json()).toMatchObject({ is_active: true, role: 5, role_verbose: 'L2 Agent' });
    const badRole = await ctx.call('admin', {
      method: 'PUT',
      url: `${WS_MEMBERS}${agentId}/?workspace=alpha`,
      payload: { role: 3 },
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('answers 404 for a member of another workspace or organisation', async () => {
    const outsider = await userId('outsider@acme.test');
    const boss = await userId('boss@globex.test');
    const gamma = await ctx.call('admin', {
      method: 'PUT',
      url: `${WS_MEMBERS}${boss}/?workspace=alpha`,
      payload: { is_active: false },
    });
    expect(gamma.statusCode).toBe(404);
    expect((await ctx.call('foreigner', { method: 'GET', url: `${TEAM}${outsider}/` })).statusCode).toBe(404);
    expect(
      (
        await ctx.call('foreigner', {
          method: 'PUT',
          url: `${TEAM}${outsider}/`,
          payload: { is_active: false },
        })
      ).statusCode,
    ).toBe(404);
    const list = await ctx.call('foreigner', { method: 'GET', url: TEAM });
    expect(list.json().results.map((m: { email: string }) => m.email)).toEqual(['boss@globex.test']);
  });

  it("lets only an organisation admin change an organisation admin's membership; a workspace admin gets 403", async () => {
    const owner = await userId('owner@acme.test');
    const alpha = await workspaceId(ctx.db, 'alpha');
    await ctx.db.insertInto('memberships').values({ user_id: owner, workspace_id: alpha, role: 2 }).execute();
    const url = `${WS_MEMBERS}${owner}/?workspace=alpha`;
    for (const payload of [{ is_active: false }, { role: 5 }]) {
      const res = await ctx.call('admin', { method: 'PUT', url, payload });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().detail).toBe(MEMBER_MESSAGES.organisationAdminOnly);
    }
    const kept = await ctx.db
      .selectFrom('memberships')
      .select(['is_active', 'role'])
      .where('user_id', '=', owner)
      .where('workspace_id', '=', alpha)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ is_active: true, role: 2 });
    // A workspace admin still changes an ordinary member's membership.
    const agent = await userId('agent@acme.test');
    const byAdmin = await ctx.call('admin', {
      method: 'PUT',
      url: `${WS_MEMBERS}${agent}/?workspace=alpha`,
      payload: { role: 2 },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    await ctx.db.deleteFrom('memberships').where('user_id', '=', owner).execute();
  });

  it('keeps the last organisation admin: neither disabled nor demoted', async () => {
    const owner = await userId('owner@acme.test');
    for (const payload of [{ is_active: false }, { is_organization_admin: false }]) {
      const res = await ctx.call('owner', { method: 'PUT', url: `${TEAM}${owner}/`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(MEMBER_MESSAGES.lastOrganisationAdmin);
    }
    const row = await ctx.db
      .selectFrom('users')
      .select(['is_active', 'is_organization_admin'])
      .where('id', '=', owner)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: true, is_organization_admin: true });
  });

  it('of two admins disabling each other at once, exactly one succeeds', async () => {
    const owner = await userId('owner@acme.test');
    const admin = await userId('admin@acme.test');
    const promoted = await ctx.call('owner', {
      method: 'PUT',
      url: `${TEAM}${admin}/`,
      payload: { is_organization_admin: true },
    });
    expect(promoted.json().role_verbose).toBe('Organisation Admin');
    const [a, b] = await Promise.all([
      ctx.call('owner', { method: 'PUT', url: `${TEAM}${admin}/`, payload: { is_active: false } }),
      ctx.call('admin', { method: 'PUT', url: `${TEAM}${owner}/`, payload: { is_active: false } }),
    ]);
    const codes = [a.statusCode, b.statusCode];
    // The loser is refused as the last admin, or (when the winner disabled it first) its session is gone.
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const active = await ctx.db
      .selectFrom('users')
      .select('id')
      .where(
        'organization_id',
        '=',
        (
          await ctx.db
            .selectFrom('users')
            .select('organization_id')
            .where('id', '=', owner)
            .executeTakeFirstOrThrow()
        ).organization_id,
      )
      .where('is_organization_admin', '=', true)
      .where('is_active', '=', true)
      .execute();
    expect(active).toHaveLength(1);
  });
});
