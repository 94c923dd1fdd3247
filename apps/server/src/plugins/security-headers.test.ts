import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

/** A built web app in miniature: the page and one hashed script, as Vite leaves them. */
const webDist = mkdtempSync(join(tmpdir(), 'riskscreen-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
);
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on the page, an SPA route, a script, an API answer, an error and the API docs', async () => {
    const answers = {
      '/': await ctx.app.inject({ method: 'GET', url: '/' }),
      '/addresses': await ctx.app.inject({ method: 'GET', url: '/addresses?workspace=alpha' }),
      'a script': await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' }),
      'an API answer': await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/team-members/me/' }),
      'a 401': await ctx.app.inject({ method: 'GET', url: '/risk/api/v4/addresses/?workspace=alpha' }),
      'the API docs': await ctx.app.inject({ method: 'GET', url: '/api/docs/' }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.statusCode, what).toBeLessThan(500);
      expectSecurityHeaders(res.headers, what);
    }
    expect(answers['/'].statusCode).toBe(200);
    expect(answers['the API docs'].statusCode).toBe(200);
    // The docs page runs under the same policy: its scripts are files, none inline.
    expect(answers['the API docs'].body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('keep token answers and workspace data out of every cache', async () => {
    const me = await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/team-members/me/' });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/login/',
      payload: { email: 'agent@acme.test', password: 'wrong' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const addresses = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/addresses/?workspace=alpha',
    });
    expect(addresses.headers['cache-control']).toBe('no-store');
  });
});
