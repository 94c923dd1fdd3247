import { describe, expect, it } from 'vitest';
import { FIXTURE_USERS, TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

/** A fresh session of a fixture user, as a browser (or a thief holding its access token) has it. */
async function signIn(email: string, password = TEST_PASSWORD): Promise<Record<string, string>> {
  const res = await post('/auth/api/login/', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().access_token}` };
}

async function newKey(headers: Record<string, string>, workspace = 'alpha'): Promise<string> {
  const res = await post(
    `/profile/api/v1/keys/?workspace=${workspace}`,
    { password: TEST_PASSWORD },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key;
}

/** A screening call of the machine API with the key. */
const screenWith = async (key: string, workspace = 'alpha') =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: `/risk/api/v4/addresses/?workspace=${workspace}`,
      headers: { 'x-api-key': key },
      payload: { identifier: '0x52908400098527886e0f7030069857d2e4169ee7', currency: 1 },
    })
  ).statusCode;

const change = (headers: Record<string, string>, body: object) =>
  post(
    '/auth/api/change-password/',
    { current_password: TEST_PASSWORD, new_password: 'NewPass123', new_password_2: 'NewPass123', ...body },
    headers,
  );

const passwordHash = async (email: string) =>
  (
    await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('changing the password (decision 0020)', () => {
  it('asks for the current password: a wrong one changes nothing', async () => {
    const headers = await signIn(FIXTURE_USERS.agent);
    const key = await newKey(headers);
    const hash = await passwordHash(FIXTURE_USERS.agent);
    const res = await change(headers, { current_password: 'Guess1234', revoke_api_keys: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: ['Your current password is incorrect.'] });
    expect(await passwordHash(FIXTURE_USERS.agent)).toBe(hash);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/api/permissions/', headers })).statusCode).toBe(
      200,
    );
    expect(await screenWith(key)).toBeLessThan(300);

    const missing = await post(
      '/auth/api/change-password/',
      { new_password: 'NewPass123', new_password_2: 'NewPass123' },
      headers,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: ['This field is required.'] });
  });

  it('revokes every API key of the user, in every workspace, when asked', async () => {
    // owner@ is an organisation admin: keys in alpha and beta.
    const headers = await signIn(FIXTURE_USERS.owner);
    const [alpha, beta] = [await newKey(headers), await newKey(headers, 'beta')];
    expect(await screenWith(alpha)).toBeLessThan(300);
    const res = await change(headers, { revoke_api_keys: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await screenWith(alpha)).toBe(401);
    expect(await screenWith(beta, 'beta')).toBe(401);
    const listed = await ctx.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .select('api_keys.is_active')
      .where('users.email', '=', FIXTURE_USERS.owner)
      .execute();
    expect(listed.map((k) => k.is_active)).toEqual([false, false]);
  });

  it('keeps API keys working without revocation, while every session ends', async () => {
    const headers = await signIn(FIXTURE_USERS.admin);
    const key = await newKey(headers);
    const res = await change(headers, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/api/permissions/', headers })).statusCode).toBe(
      401,
    );
    expect(await screenWith(key)).toBeLessThan(300);
    expect(
      (await post('/auth/api/login/', { email: FIXTURE_USERS.admin, password: 'NewPass123' })).statusCode,
    ).toBe(200);
  });
});
