import { describe, expect, it } from 'vitest';
import { alertListLink, pendingListLink } from './dashboard-links.ts';

function parts(link: string) {
  const url = new URL(link, 'http://app.local');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('the pies of pending objects', () => {
  it('lead to the list filtered by every pending level, with its all tab', () => {
    expect(parts(pendingListLink('addresses', 'demo'))).toEqual({
      path: '/addresses',
      params: { risk_level: '5,4,3,2,1', tab: 'all_addresses', workspace: 'demo' },
    });
    expect(parts(pendingListLink('transactions', 'demo'))).toEqual({
      path: '/transactions',
      params: { risk_level: '5,4,3,2,1', tab: 'all_transactions', workspace: 'demo' },
    });
    expect(parts(pendingListLink('customers', 'w2'))).toEqual({
      path: '/customers',
      params: { risk_level: '5,4,3,2,1', tab: 'all_customers', workspace: 'w2' },
    });
  });
  it('lead a slice to its own level', () => {
    expect(parts(pendingListLink('addresses', 'demo', 4)).params.risk_level).toBe('4');
    expect(parts(pendingListLink('transactions', 'demo', 5)).params.risk_level).toBe('5');
  });
});

describe('the alert cards', () => {
  it('open the alert list on All, Closed and Open', () => {
    expect(parts(alertListLink('created', 'demo'))).toEqual({
      path: '/alerts',
      params: { tab: 'all', workspace: 'demo' },
    });
    expect(parts(alertListLink('closed', 'demo')).params.tab).toBe('closed');
    expect(parts(alertListLink('opened', 'demo')).params.tab).toBe('open');
  });
});
