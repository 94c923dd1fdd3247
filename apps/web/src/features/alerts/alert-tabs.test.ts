import { describe, expect, it } from 'vitest';
import { NO_SAVED_FILTERS } from './alert-filters.ts';
import { tabAfter, visibleTabs } from './alert-tabs.ts';
import { COUNTS } from './test-fixtures.ts';

describe('alert tabs', () => {
  it('hides a tab whose count is 0, unless it is the selected one', () => {
    expect(visibleTabs(COUNTS, NO_SAVED_FILTERS, 'all')).toEqual([
      'open',
      'in_progress',
      'unassigned',
      'all',
    ]);
    expect(visibleTabs(COUNTS, NO_SAVED_FILTERS, 'closed')).toEqual([
      'open',
      'in_progress',
      'closed',
      'unassigned',
      'all',
    ]);
  });

  it('shows every tab the filters allow while the counts load', () => {
    expect(visibleTabs(undefined, NO_SAVED_FILTERS, 'all')).toHaveLength(6);
  });

  it('hides the status tabs under a stage filter and the assignment tabs under an assignee filter', () => {
    const everyCount = { ...COUNTS, assigned_to_me: 3, closed: 2 };
    expect(visibleTabs(everyCount, { ...NO_SAVED_FILTERS, status: [2] }, 'all')).toEqual([
      'assigned_to_me',
      'unassigned',
      'all',
    ]);
    expect(visibleTabs(everyCount, { ...NO_SAVED_FILTERS, assigned_to: 8 }, 'all')).toEqual([
      'open',
      'in_progress',
      'closed',
      'all',
    ]);
    // Not even the selected one: a filter that hides it sends the list back to All.
    expect(visibleTabs(everyCount, { ...NO_SAVED_FILTERS, status: [2] }, 'open')).not.toContain('open');
    expect(tabAfter('open', { ...NO_SAVED_FILTERS, status: [2] })).toBe('all');
    expect(tabAfter('unassigned', { ...NO_SAVED_FILTERS, status: [2] })).toBe('unassigned');
  });
});
