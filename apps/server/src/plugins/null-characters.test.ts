import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.test-support.ts';
import { registerErrorHandler } from './error-handler.ts';
import { nulFieldErrors } from './null-characters.ts';

const ctx = useTestApp();

const NUL_MESSAGE = ['Null characters are not allowed.'];

describe('NUL characters in input', () => {
  it('answers 400 for a NUL in the workspace parameter, before any lookup', async () => {
    for (const url of [
      '/risk/api/v4/addresses/?workspace=%00',
      '/risk/api/v4/addresses/?workspace=al%00pha',
      '/profile/api/v1/team-members/me/?workspace=%00',
      '/profile/api/v1/keys/?workspace=%00',
    ]) {
      const res = await ctx.call('admin', { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ workspace: NUL_MESSAGE });
    }
  });

  it('answers 400 for a NUL in a search query and in path parameters', async () => {
    const search = await ctx.call('admin', {
      method: 'GET',
      url: '/risk/api/v4/search/?workspace=alpha&q=ab%00cdefgh',
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ q: NUL_MESSAGE });
    const preview = await ctx.call('admin', {
      method: 'GET',
      url: '/risk/api/v4/1/address-preview/0x5290%00/?workspace=alpha',
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json()).toEqual({ identifier: NUL_MESSAGE });
  });

  it('answers 400 with field errors for a NUL in JSON string fields, and writes nothing', async () => {
    const profile = await ctx.call('agent', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/?workspace=alpha',
      payload: {
        first_name: 'An\u0000na',
        last_name: 'Agent',
        timezone: 'Europe/Pa\u0000ris',
        language: 'en',
      },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({ first_name: NUL_MESSAGE, timezone: NUL_MESSAGE });
    const me = await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/team-members/me/' });
    expect(me.json().first_name).toBe('Ann');

    const tag = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/custom-tags/?workspace=alpha',
      payload: { name: 'Bad\u0000tag', risk_level: 3, is_in_custom_list: true },
    });
    expect(tag.statusCode).toBe(400);
    expect(tag.json()).toEqual({ name: NUL_MESSAGE });
  });

  it('finds a NUL at any depth of a body, and in keys', () => {
    expect(
      nulFieldErrors({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'k\u0000': 1, d: [{ e: '\u0000' }] }),
    ).toEqual({
      'b.c.1': NUL_MESSAGE,
      non_field_errors: NUL_MESSAGE,
      'd.0.e': NUL_MESSAGE,
    });
    expect(nulFieldErrors('\u0000')).toEqual({ non_field_errors: NUL_MESSAGE });
    expect(nulFieldErrors({ a: 'fine', n: 1, t: true, z: null })).toEqual({});
    // Deeper than any call stack would allow.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(nulFieldErrors(deep))).toHaveLength(1);
  });

  it('still answers 401 first to a caller without credentials', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/risk/api/v4/addresses/?workspace=%00' });
    expect(res.statusCode).toBe(401);
  });
});

describe('lone UTF-16 surrogates in input', () => {
  const MALFORMED = ['This text is not valid Unicode.'];
  const count = async (table: 'policies' | 'custom_tags', name: string) =>
    (await ctx.db.selectFrom(table).select('id').where('name', 'like', `${name}%`).execute()).length;

  it('answers 400 naming the field for a policy name or description, a rule name and a custom tag, and writes nothing', async () => {
    const policy = { description: 'Direct gambling exposure', type: 1, category: 1, is_enabled: true };
    for (const [payload, field] of [
      [{ ...policy, name: 'Lone \ud800 high' }, 'name'],
      [{ ...policy, name: 'Lone low', description: 'a \udc00 b' }, 'description'],
    ] as const) {
      const res = await ctx.call('admin', {
        method: 'POST',
        url: '/risk/api/v4/policies/?workspace=alpha',
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ [field]: MALFORMED });
    }
    expect(await count('policies', 'Lone')).toBe(0);

    const rule = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/rules/?workspace=alpha',
      payload: { name: 'Rule \ud83d', policy_id: 1, alert_level: 3, conditions: [] },
    });
    expect(rule.statusCode, rule.body).toBe(400);
    expect(rule.json()).toMatchObject({ name: MALFORMED });

    const tag = await ctx.call('admin', {
      method: 'POST',
      url: '/risk/api/v4/custom-tags/?workspace=alpha',
      payload: { name: 'Surrogate \udfff tag', risk_level: 3, is_in_custom_list: true },
    });
    expect(tag.statusCode, tag.body).toBe(400);
    expect(tag.json()).toEqual({ name: MALFORMED });
    expect(await count('custom_tags', 'Surrogate')).toBe(0);
  });

  it('keeps well-formed text with real surrogate pairs (emoji) as it is', () => {
    expect(nulFieldErrors({ name: 'Watch 🚨 desk', nested: ['𝔘𝔫𝔦𝔠𝔬𝔡𝔢'] })).toEqual({});
    expect(nulFieldErrors({ list: ['ok', 'a\ud800'], 'k\udc00': 'x' })).toEqual({
      'list.1': MALFORMED,
      non_field_errors: MALFORMED,
    });
  });
});

describe('the error handler backstop', () => {
  it("answers 400, not 500, when the database refuses a NUL (PostgreSQL's invalid byte sequence)", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/echo', async (request) => {
      const { value } = request.body as { value: string };
      await sql`SELECT ${value}::text AS v`.execute(ctx.db);
      return { ok: true };
    });
    app.post('/json', async (request) => {
      await sql`SELECT ${JSON.stringify(request.body)}::jsonb AS v`.execute(ctx.db);
      return { ok: true };
    });
    try {
      const text = await app.inject({ method: 'POST', url: '/echo', payload: { value: 'a\u0000b' } });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({ detail: 'Null characters are not allowed.', code: 'invalid' });
      const json = await app.inject({ method: 'POST', url: '/json', payload: { value: 'a\u0000b' } });
      expect(json.statusCode).toBe(400);
      expect(json.json().code).toBe('invalid');
      const fine = await app.inject({ method: 'POST', url: '/echo', payload: { value: 'ab' } });
      expect(fine.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
