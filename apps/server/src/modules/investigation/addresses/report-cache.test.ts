import { describe, expect, it } from 'vitest';
import { ReportCache } from './report-cache.ts';

describe('the preview report cache', () => {
  it('builds once within the time to live, again after it', async () => {
    let now = 0;
    let builds = 0;
    const cache = new ReportCache<number>({ ttlMs: 60_000, maxEntries: 10, clock: () => now });
    const build = async () => ++builds;
    expect(await Promise.all([cache.get('a', build), cache.get('a', build)])).toEqual([1, 1]);
    now = 59_999;
    expect(await cache.get('a', build)).toBe(1);
    now = 60_000;
    expect(await cache.get('a', build)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest, and forgets failed builds', async () => {
    const cache = new ReportCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let rebuilt = false;
    await cache.get('a', async () => {
      rebuilt = true;
      return 'a';
    });
    expect(rebuilt).toBe(true);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });
});
