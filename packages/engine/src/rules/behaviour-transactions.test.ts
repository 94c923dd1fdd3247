import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate-condition.ts';
import { condition, DAY, expectFiresAtCount, input, NOW, transfer } from './test-helpers.ts';

const MINUTE = 60;

describe('template 8: transit address detection', () => {
  const transit = condition({ rule_condition_type: 8, transit_window: 30, payment_amount_percent: 90 });
  const t0 = NOW - DAY;
  const received = transfer({ valueUsd: 1000, time: t0, txHash: 'in' });

  it('fires when the percent of a received amount is sent on within the window', () => {
    const transfers = [
      received,
      transfer({ valueUsd: 500, direction: -1, time: t0 }),
      transfer({ valueUsd: 400, direction: -1, time: t0 + 30 * MINUTE }),
    ];
    const result = evaluateCondition(transit, input({ transfers }));
    expect(result.fired).toBe(true);
    expect(result.clauses[0]).toMatchObject({ observed: 90, threshold: 90 });
    expect(result.clauses[0]?.text).toBe('Sent on within 30 minutes of receiving $1,000: 90% ≥ 90%');
    expect(result.context).toEqual({ rule_condition_type: 8, transit_window: 30, transaction_id: 'in' });
  });

  it('does not fire one cent below, or when the value leaves a second after the window', () => {
    const below = [received, transfer({ valueUsd: 899.99, direction: -1, time: t0 + MINUTE })];
    expect(evaluateCondition(transit, input({ transfers: below })).fired).toBe(false);
    const late = [received, transfer({ valueUsd: 1000, direction: -1, time: t0 + 30 * MINUTE + 1 })];
    expect(evaluateCondition(transit, input({ transfers: late })).fired).toBe(false);
    const before = [received, transfer({ valueUsd: 1000, direction: -1, time: t0 - 1 })];
    expect(evaluateCondition(transit, input({ transfers: before })).fired).toBe(false);
  });

  it('does not count value sent in the receiving transaction itself (change)', () => {
    const change = [received, transfer({ valueUsd: 1000, direction: -1, time: t0, txHash: 'in' })];
    expect(evaluateCondition(transit, input({ transfers: change })).fired).toBe(false);
  });
});

describe('template 10: dormant address reactivation', () => {
  const dormant = (raw: Record<string, unknown> = {}) =>
    condition({
      rule_condition_type: 10,
      risk_types: [1, 2],
      dormancy_window: 180,
      inactivity_types: [1, 2],
      ...raw,
    });

  it('fires on activity after exactly the dormancy window', () => {
    const wake = transfer({ valueUsd: 5, time: NOW - 20 * DAY, direction: -1 });
    const transfers = [transfer({ valueUsd: 5, time: NOW - 200 * DAY }), wake];
    const result = evaluateCondition(dormant(), input({ transfers }));
    expect(result.fired).toBe(true);
    expect(result.clauses[0]).toMatchObject({ observed: 180, threshold: 180, operator: 'gte' });
    expect(result.context).toEqual({ rule_condition_type: 10, risk_type: 2, transaction_id: wake.txHash });
  });

  it('does not fire a second short of the window, or on the first activity', () => {
    const short = [
      transfer({ valueUsd: 5, time: NOW - 200 * DAY }),
      transfer({ valueUsd: 5, time: NOW - 20 * DAY - 1 }),
    ];
    expect(evaluateCondition(dormant(), input({ transfers: short })).fired).toBe(false);
    const first = [transfer({ valueUsd: 5, time: NOW - DAY })];
    expect(evaluateCondition(dormant(), input({ transfers: first })).clauses[0]?.observed).toBeNull();
  });

  it('inactivity types choose which activity breaks the dormancy', () => {
    const transfers = [
      transfer({ valueUsd: 5, time: NOW - 200 * DAY, direction: -1 }),
      transfer({ valueUsd: 5, time: NOW - 100 * DAY, direction: 1 }),
      transfer({ valueUsd: 5, time: NOW - 20 * DAY, direction: -1 }),
    ];
    // Not sending for 180 days, then sending: the receipt in between does not count.
    expect(
      evaluateCondition(dormant({ risk_types: 2, inactivity_types: 2 }), input({ transfers })).fired,
    ).toBe(true);
    expect(
      evaluateCondition(dormant({ risk_types: 2, inactivity_types: [1, 2] }), input({ transfers })).fired,
    ).toBe(false);
  });
});

describe('template 11: large transaction', () => {
  const large = condition({ rule_condition_type: 11, risk_types: 1, transaction_amount_threshold: 10_000 });

  it('fires on a transaction of exactly the amount (its transfers summed)', () => {
    const transfers = [
      transfer({ valueUsd: 6000, txHash: 'big' }),
      transfer({ valueUsd: 4000, txHash: 'big' }),
    ];
    const result = evaluateCondition(large, input({ transfers }));
    expect(result.fired).toBe(true);
    expect(result.context).toEqual({
      rule_condition_type: 11,
      risk_type: 1,
      transaction_amount_threshold: 10_000,
      transaction_id: 'big',
    });
  });

  it('does not fire one cent below or in the other direction', () => {
    expect(evaluateCondition(large, input({ transfers: [transfer({ valueUsd: 9999.99 })] })).fired).toBe(
      false,
    );
    const sent = [transfer({ valueUsd: 50_000, direction: -1 })];
    expect(evaluateCondition(large, input({ transfers: sent })).fired).toBe(false);
  });
});

describe('template 12: interaction with a young address', () => {
  const young = condition({ rule_condition_type: 12, risk_types: 1, address_age: 30 });
  const t = NOW - DAY;

  it('fires when the counterparty was at most address_age days old at the interaction', () => {
    const hit = transfer({ valueUsd: 1, time: t, counterpartyFirstSeen: t - 30 * DAY });
    const result = evaluateCondition(young, input({ transfers: [transfer({ valueUsd: 1 }), hit] }));
    expect(result.fired).toBe(true);
    expect(result.clauses[0]).toMatchObject({ observed: 30, threshold: 30, operator: 'lte' });
    expect(result.context.transaction_id).toBe(hit.txHash);
  });

  it('does not fire a second older, or when counterparty ages are unknown', () => {
    const older = [transfer({ valueUsd: 1, time: t, counterpartyFirstSeen: t - 30 * DAY - 1 })];
    expect(evaluateCondition(young, input({ transfers: older })).fired).toBe(false);
    expect(evaluateCondition(young, input({ transfers: [transfer({ valueUsd: 1 })] })).fired).toBe(false);
  });
});

describe('template 13: high transaction fee', () => {
  const fee = condition({ rule_condition_type: 13, risk_types: 2, threshold_amount_usd: 50 });

  it('fires on a fee of exactly the threshold and not one cent below', () => {
    const at = [transfer({ valueUsd: 1, direction: -1, feeUsd: 50 })];
    expect(evaluateCondition(fee, input({ transfers: at })).fired).toBe(true);
    const below = [
      transfer({ valueUsd: 1, direction: -1, feeUsd: 49.99 }),
      transfer({ valueUsd: 1, feeUsd: 80 }),
    ];
    const result = evaluateCondition(fee, input({ transfers: below }));
    expect(result.fired).toBe(false);
    expect(result.clauses[0]?.observed).toBe(49.99);
  });
});

describe('template 14: range-bound transactions', () => {
  const range = (threshold: number) =>
    condition({
      rule_condition_type: 14,
      risk_types: 1,
      lower_bound: 9000,
      upper_bound: 10_000,
      transaction_count_threshold: threshold,
    });
  const transfers = [9000, 9500, 10_000, 8999.99, 10_000.01].map((valueUsd) => transfer({ valueUsd }));

  it('counts transactions within both bounds inclusive', () => {
    expectFiresAtCount(range, input({ transfers }), 3);
  });
});

describe('template 27: is young address', () => {
  const young = condition({ rule_condition_type: 27, address_age: 30 });
  const subject = (firstSeen?: number) => ({
    kind: 'address' as const,
    ownCategories: [],
    customTags: [],
    customLists: [],
    ...(firstSeen !== undefined && { firstSeen }),
  });

  it('fires when first seen exactly address_age days ago, with risk type 3', () => {
    const result = evaluateCondition(young, input({ subject: subject(NOW - 30 * DAY) }));
    expect(result.fired).toBe(true);
    expect(result.context).toEqual({ rule_condition_type: 27, risk_type: 3 });
  });

  it('does not fire a second older; without first seen, the earliest transfer stands in', () => {
    expect(evaluateCondition(young, input({ subject: subject(NOW - 30 * DAY - 1) })).fired).toBe(false);
    const transfers = [transfer({ valueUsd: 1, time: NOW - 10 * DAY })];
    expect(evaluateCondition(young, input({ subject: subject(), transfers })).fired).toBe(true);
    expect(evaluateCondition(young, input({ subject: subject() })).clauses[0]?.observed).toBeNull();
  });
});
