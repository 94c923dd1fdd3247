import { describe, expect, it } from 'vitest';
import { FIXTURE_USERS, type FixtureUser, TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { userId as userIdOf, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp();

const userId = async (user: FixtureUser) => userIdOf(ctx.db, FIXTURE_USERS[user]);

const newKey = async (user: FixtureUser, workspace = 'alpha'): Promise<string> => {
  const res = await ctx.call(user, {
    method: 'POST',
    url: `/profile/api/v1/keys/?workspace=${workspace}`,
    payload: { password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key;
};

/** A machine API call with the key: the screened-address list of the key's workspace. */
const useKey = async (key: string, workspace = 'alpha') =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/risk/api/v4/addresses/?workspace=${workspace}`,
      headers: { 'x-api-key': key },
    })
  ).statusCode;

const revoke = async (by: FixtureUser, member: number, workspace = 'alpha') =>
  ctx.call(by, {
    method: 'POST',
    url: `/profile/api/v1/team-members/${member}/revoke-api-keys/?workspace=${workspace}`,
  });

describe("a workspace admin revokes a member's API keys", () => {
  it("deactivates every active key of the member in the workspace, and no one else's", async () => {
    const agent = await userId('agent');
    const [first, second, admins] = [await newKey('agent'), await newKey('agent'), await newKey('admin')];
    // The agent's key of another workspace is for that workspace's admins.
    const beta = await workspaceId(ctx.db, 'beta');
    await ctx.db.insertInto('memberships').values({ user_id: agent, workspace_id: beta, role: 2 }).execute();
    const elsewhere = await newKey('agent', 'beta');

    const res = await revoke('admin', agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(await useKey(first)).toBe(401);
    expect(await useKey(second)).toBe(401);
    expect(await useKey(admins)).toBe(200);
    expect(await useKey(elsewhere, 'beta')).toBe(200);
    expect((await revoke('admin', agent)).json()).toEqual({ revoked: 0 });
  });

  it('is refused to an agent (403), and answers 404 for anyone who is not a member of the workspace', async () => {
    const admin = await userId('admin');
    const key = await newKey('admin');
    expect((await revoke('agent', admin)).statusCode).toBe(403);
    // outsider@ is an admin of beta, where admin@ is no member; globex's admin is of another organisation.
    expect((await revoke('outsider', admin, 'beta')).statusCode).toBe(404);
    expect((await revoke('foreigner', admin, 'gamma')).statusCode).toBe(404);
    expect((await revoke('foreigner', admin, 'alpha')).statusCode).toBe(404);
    // A user of another organisation, and no user at all, are the same 404 in one's own workspace.
    expect((await revoke('admin', await userId('foreigner'))).statusCode).toBe(404);
    expect((await revoke('admin', 999_999)).statusCode).toBe(404);
    expect(await useKey(key)).toBe(200);
  });

  it('stays revoked for the owner: re-enabling a key an admin revoked is refused, one the owner revoked comes back', async () => {
    const agent = await userId('agent');
    const put = (id: number, isActive: boolean) =>
      ctx.call('agent', {
        method: 'PUT',
        url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
        payload: { is_active: isActive },
      });
    const idOf = async (key: string) =>
      (
        await ctx.db
          .selectFrom('api_keys')
          .select('id')
          .where('masked', '=', `${key.slice(0, 8)}${'•'.repeat(8)}${key.slice(-4)}`)
          .executeTakeFirstOrThrow()
      ).id;
    const [revokedByAdmin, ownOff] = [await newKey('agent'), await newKey('agent')];
    expect((await put(await idOf(ownOff), false)).statusCode).toBe(200);
    expect((await revoke('admin', agent)).json()).toEqual({ revoked: 1 });

    const refused = await put(await idOf(revokedByAdmin), true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/administrator revoked this API key/);
    // Turning it off again as the owner does not turn the admin's revocation into the owner's.
    expect((await put(await idOf(revokedByAdmin), false)).statusCode).toBe(200);
    expect((await put(await idOf(revokedByAdmin), true)).statusCode).toBe(403);
    expect(await useKey(revokedByAdmin)).toBe(401);
    const record = await ctx.db
      .selectFrom('api_keys')
      .select(['revoked_by', 'revoked_by_user_id'])
      .where('id', '=', await idOf(revokedByAdmin))
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ revoked_by: 'admin', revoked_by_user_id: await userId('admin') });

    const back = await put(await idOf(ownOff), true);
    expect(back.statusCode, back.body).toBe(200);
    expect(await useKey(ownOff)).toBe(200);
  });
});
