import { expect } from 'vitest';
import type { FixtureUser, TestApp } from '../../test/helpers/test-app.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../chain/providers/demo/index.ts';

/** The fields of a screening's answer most tests read. */
export type Screened = { id: number; risk_level: number };
/** A screening's answer read as loosely as `res.json()` reads it. */
export type ScreeningJson = ReturnType<typeof JSON.parse>;

export type ScreenOptions = {
  currency?: number;
  user?: FixtureUser;
  workspace?: string;
  /** More of the query string, e.g. `&get_extra_data=true`. */
  query?: string;
  /** More of the request (customer_id, type, address…). */
  payload?: Record<string, unknown>;
};

/**
 * Screen an address or a transaction through the API as the screening pages do (by default as agent@ in alpha, on
 * Ethereum). The screening must succeed; its answer is returned.
 */
export async function screenObject<T = Screened>(
  ctx: TestApp,
  kind: 'addresses' | 'transactions',
  identifier: string,
  { currency = 1, user = 'agent', workspace = 'alpha', query = '', payload = {} }: ScreenOptions = {},
): Promise<T> {
  const res = await ctx.call(user, {
    method: 'POST',
    url: `/risk/api/v4/${kind}/?workspace=${workspace}${query}`,
    payload: { identifier, currency, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

export const screenAddress = <T = Screened>(ctx: TestApp, identifier: string, options?: ScreenOptions) =>
  screenObject<T>(ctx, 'addresses', identifier, options);

export const screenTransaction = <T = Screened>(ctx: TestApp, hash: string, options?: ScreenOptions) =>
  screenObject<T>(ctx, 'transactions', hash, options);

/** Screen the address of a demo world object (its key, e.g. `eth.whale`) on its own chain. */
export function screenDemoAddress<T = Screened>(ctx: TestApp, key: string, options: ScreenOptions = {}) {
  const obj = demoObject(DEFAULT_DEMO_SEED, key);
  return screenAddress<T>(ctx, obj.address, { currency: obj.blockchain, ...options });
}
