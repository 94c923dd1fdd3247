import { describe, expect, it } from 'vitest';
import { ruleBars } from './chart-data.ts';

describe('the top rules bars', () => {
  it('name the policy of rules that share a name, and only theirs', () => {
    const bars = ruleBars([
      {
        rule_id: 'a',
        rule_name: 'Direct exposure to sanctioned entities',
        policy_name: 'Sanctions exposure',
        count: 8,
      },
      { rule_id: 'b', rule_name: 'Large transaction', policy_name: 'Behaviour', count: 6 },
      {
        rule_id: 'c',
        rule_name: 'Direct exposure to sanctioned entities',
        policy_name: 'Transaction sanctions exposure',
        count: 5,
      },
    ]);
    expect(bars).toEqual([
      { rule: 'Direct exposure to sanctioned entities · Sanctions exposure', Alerts: 8 },
      { rule: 'Large transaction', Alerts: 6 },
      { rule: 'Direct exposure to sanctioned entities · Transaction sanctions exposure', Alerts: 5 },
    ]);
  });
});
