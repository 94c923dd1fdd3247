import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.test-support.ts';
import { SERVER_BUSY } from './admission.ts';

/**
 * Admission control with room for two requests. Requests are held in flight for real: a transaction locks the
 * sessions table, so a signed-in request waits in authentication (on PGlite every query waits for the
 * transaction) until the test lets the transaction end.
 */
let token: string;
const LIST = '/risk/api/v4/addresses/?workspace=alpha';
const MAX = 2;

const ctx = useTestApp({ maxRequestsInFlight: MAX });
beforeAll(async () => {
  token = await ctx.token('admin');
}, 60_000);

const list = () =>
  ctx.app.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${token}` } });

/** Holds the sessions table until the returned function is called; resolves once the lock is taken. */
async function holdSessions(): Promise<() => Promise<void>> {
  let letGo: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let locked: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = ctx.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE`.execute(trx);
    locked();
    await gate;
  });
  await isLocked;
  return async () => {
    letGo();
    await held;
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('admission control', () => {
  it('refuses a request past the bound at once with 503 and Retry-After, and admits again when room is made', async () => {
    const release = await holdSessions();
    const waiting = [list(), list()];
    await until(() => ctx.app.requestsInFlight() === MAX);
    const started = performance.now();
    const refused = await list();
    const tookMs = performance.now() - started;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual(SERVER_BUSY);
    expect(tookMs).toBeLessThan(250);
    // The web app's version probe is no API request: it still answers.
    expect((await ctx.app.inject({ method: 'GET', url: '/version.json' })).statusCode).toBe(200);
    await release();
    const answered = await Promise.all(waiting);
    expect(answered.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(ctx.app.requestsInFlight()).toBe(0);
    expect((await list()).statusCode).toBe(200);
  });

  it('frees the place of every request however it ends: refused, failed, or not found', async () => {
    const outcomes = new Set<number>();
    for (let i = 0; i < 4 * MAX; i++) {
      outcomes.add((await ctx.app.inject({ method: 'GET', url: LIST })).statusCode);
      outcomes.add(
        (await ctx.app.inject({ method: 'GET', url: '/risk/api/v4/addresses/?workspace=x' })).statusCode,
      );
      outcomes.add(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/risk/api/v4/addresses/?workspace=alpha',
            headers: { authorization: `Bearer ${token}` },
            payload: { address: 12 },
          })
        ).statusCode,
      );
    }
    expect([...outcomes].sort()).toEqual([400, 401]);
    expect(ctx.app.requestsInFlight()).toBe(0);
  });

  it('frees the place of a client that hangs up', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const release = await holdSessions();
    const hungUp = new Promise<void>((resolve) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        path: LIST,
        headers: { authorization: `Bearer ${token}` },
      });
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    await until(() => ctx.app.requestsInFlight() === 1);
    await hungUp;
    await release();
    await until(() => ctx.app.requestsInFlight() === 0);
    const after = await Promise.all([list(), list()]);
    expect(after.map((res) => res.statusCode)).toEqual([200, 200]);
  });
});
