import type { RuleClause } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { riskGrewSince } from './risk-grew.ts';

const received = (observed: number | null, passed = true): RuleClause => ({
  field: 'threshold_amount_usd',
  observed,
  threshold: 1000,
  operator: 'gte',
  passed,
  text: `Received from Sanctions: $${observed} ≥ $1,000`,
});
const share = (observed: number): RuleClause => ({
  field: 'max_share_percent',
  observed,
  threshold: 10,
  operator: 'lte',
  passed: observed <= 10,
  text: `Share ${observed}% ≤ 10%`,
});

describe('riskGrewSince', () => {
  it('sees growth when an "at least" clause stands higher than in the latest item', () => {
    expect(riskGrewSince([received(4_817)], [received(4_827)])).toBe(true);
  });

  it('sees none when the figure fell or stayed (funds left the address)', () => {
    expect(riskGrewSince([received(5_229)], [received(4_817)])).toBe(false);
    expect(riskGrewSince([received(5_229)], [received(5_229)])).toBe(false);
  });

  it('reads an "at most" clause the other way: a smaller value is more risk', () => {
    expect(riskGrewSince([share(8)], [share(5)])).toBe(true);
    expect(riskGrewSince([share(5)], [share(8)])).toBe(false);
  });

  it('counts a passing clause the latest item lacked, or one that did not pass there', () => {
    expect(riskGrewSince([received(2_000)], [received(2_000), share(4)])).toBe(true);
    expect(riskGrewSince([received(900, false)], [received(900)])).toBe(true);
    expect(riskGrewSince([], [received(1_500)])).toBe(true);
  });

  it('ignores clauses that do not pass, and a clause whose threshold changed is a new one', () => {
    expect(riskGrewSince([received(2_000)], [received(2_000), { ...share(40), passed: false }])).toBe(false);
    expect(riskGrewSince([received(2_000)], [{ ...received(2_000), threshold: 1_500 }])).toBe(true);
  });

  it('treats a measurement where there was none as growth, and none where there was one as not', () => {
    expect(riskGrewSince([received(null)], [received(1_200)])).toBe(true);
    expect(riskGrewSince([received(1_200)], [received(null)])).toBe(false);
  });
});
