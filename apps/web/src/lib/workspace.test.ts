import { describe, expect, test } from 'vitest';
import { resolveWorkspace, withWorkspace } from './workspace.ts';

describe('the workspace of a page', () => {
  const mine = ['demo', 'research'];

  test("the URL's workspace wins when it is the user's", () => {
    expect(resolveWorkspace(mine, 'research', 'demo')).toBe('research');
  });

  test('a missing or foreign workspace falls back to the stored one, then the first', () => {
    expect(resolveWorkspace(mine, null, 'research')).toBe('research');
    expect(resolveWorkspace(mine, 'someone-elses', 'research')).toBe('research');
    expect(resolveWorkspace(mine, null, 'gone')).toBe('demo');
    expect(resolveWorkspace([], null, 'demo')).toBeNull();
  });

  test('withWorkspace sets the parameter and keeps the rest of the path', () => {
    expect(withWorkspace('/alerts?tab=2#top', 'demo')).toBe('/alerts?tab=2&workspace=demo#top');
    expect(withWorkspace('/alerts?workspace=old', 'demo')).toBe('/alerts?workspace=demo');
    expect(withWorkspace('/alerts', null)).toBe('/alerts');
  });
});
