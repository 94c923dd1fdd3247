import { describe, expect, it } from 'vitest';
import { ReadMemo, readOnce } from './read-memo.ts';

describe('a batch’s read memo', () => {
  it('reads each key once, also for callers that ask at the same time', async () => {
    const memo = new ReadMemo();
    let reads = 0;
    const load = async () => {
      reads += 1;
      return { rules: reads };
    };
    const [a, b] = await Promise.all([memo.read('rules:1', load), memo.read('rules:1', load)]);
    expect(a).toBe(b);
    expect(await memo.read('rules:1', load)).toBe(a);
    expect(reads).toBe(1);
    await memo.read('rules:2', load);
    expect(reads).toBe(2);
  });

  it('forgets a read that failed, so the next caller reads again', async () => {
    const memo = new ReadMemo();
    let attempt = 0;
    const load = async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('database busy');
      return 'settings';
    };
    await expect(memo.read('settings', load)).rejects.toThrow('database busy');
    expect(await memo.read('settings', load)).toBe('settings');
    expect(attempt).toBe(2);
  });

  it('reads every time without a memo (an ordinary request)', async () => {
    let reads = 0;
    const load = async () => ++reads;
    await readOnce(undefined, 'k', load);
    await readOnce(undefined, 'k', load);
    expect(reads).toBe(2);
  });
});
