import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate-condition.ts';
import { condition, DAY, expectFiresAtCount, input, NOW, transfer } from './test-helpers.ts';

describe('template 7: anomaly detection', () => {
  const anomaly = condition({
    rule_condition_type: 7,
    risk_types: 1,
    analysis_window: 7,
    multiplier_threshold: 3,
  });
  // First seen 7 windows ago: 6 whole earlier windows holding $6,000 in total, a mean of $1,000.
  const subject = {
    kind: 'address' as const,
    firstSeen: NOW - 49 * DAY,
    ownCategories: [],
    customTags: [],
    customLists: [],
  };
  const history = [transfer({ valueUsd: 6000, time: NOW - 20 * DAY })];

  it('fires when this window reaches the multiplier × the mean of earlier windows', () => {
    const transfers = [...history, transfer({ valueUsd: 3000, time: NOW - 7 * DAY })];
    const result = evaluateCondition(anomaly, input({ subject, transfers }));
    expect(result.fired).toBe(true);
    expect(result.clauses.map((c) => [c.observed, c.threshold])).toEqual([
      [1000, 0],
      [3000, 3000],
    ]);
    expect(result.context).toEqual({ rule_condition_type: 7, risk_type: 1, analysis_window: 7 });
  });

  it('does not fire one cent below', () => {
    const transfers = [...history, transfer({ valueUsd: 2999.99, time: NOW - DAY })];
    expect(evaluateCondition(anomaly, input({ subject, transfers })).fired).toBe(false);
  });

  it('does not fire without a baseline (no whole earlier window)', () => {
    const young = { ...subject, firstSeen: NOW - 10 * DAY };
    const transfers = [transfer({ valueUsd: 1_000_000, time: NOW - DAY })];
    const result = evaluateCondition(anomaly, input({ subject: young, transfers }));
    expect(result.fired).toBe(false);
    expect(result.clauses[0]).toMatchObject({ observed: 0, passed: false });
  });
});

describe('template 9: high counterparty count', () => {
  const count = (threshold: number) =>
    condition({
      rule_condition_type: 9,
      risk_types: 1,
      counterparty_threshold: threshold,
      analysis_window: 7,
    });
  const transfers = [
    transfer({ valueUsd: 1, counterparty: 'a', time: NOW - 7 * DAY }),
    transfer({ valueUsd: 1, counterparty: 'b' }),
    transfer({ valueUsd: 1, counterparty: 'b' }),
    transfer({ valueUsd: 1, counterparty: 'c', time: NOW }),
    transfer({ valueUsd: 1, counterparty: 'd', time: NOW - 7 * DAY - 1 }),
    transfer({ valueUsd: 1, counterparty: 'e', direction: -1 }),
  ];

  it('counts distinct counterparties within the window (a transfer exactly 7 days old is inside)', () => {
    expectFiresAtCount(count, input({ transfers }), 3);
  });
});

describe('template 15: high transactions count', () => {
  const count = (raw: Record<string, unknown> = {}) =>
    condition({
      rule_condition_type: 15,
      risk_types: 1,
      transaction_count_threshold: 3,
      analysis_window: 7,
      ...raw,
    });
  const three = [
    transfer({ valueUsd: 1, txHash: 'a' }),
    transfer({ valueUsd: 1, txHash: 'a' }),
    transfer({ valueUsd: 1, txHash: 'b' }),
    transfer({ valueUsd: 1, txHash: 'c' }),
  ];

  it('counts transactions (not transfers) and fires at the threshold', () => {
    expect(evaluateCondition(count(), input({ transfers: three })).clauses[0]?.observed).toBe(3);
    expect(evaluateCondition(count(), input({ transfers: three })).fired).toBe(true);
    expect(evaluateCondition(count(), input({ transfers: three.slice(0, 3) })).fired).toBe(false);
  });

  it('the upper count is inclusive', () => {
    expect(
      evaluateCondition(count({ transaction_count_upper_threshold: 3 }), input({ transfers: three })).fired,
    ).toBe(true);
    const four = [...three, transfer({ valueUsd: 1, txHash: 'd' })];
    const result = evaluateCondition(
      count({ transaction_count_upper_threshold: 3 }),
      input({ transfers: four }),
    );
    expect(result.fired).toBe(false);
    expect(result.clauses[1]).toMatchObject({
      field: 'transaction_count_upper_threshold',
      observed: 4,
      passed: false,
    });
  });
});

describe('template 16: high total amount', () => {
  const total = (raw: Record<string, unknown> = {}) =>
    condition({
      rule_condition_type: 16,
      risk_types: [1, 2],
      threshold_amount_usd: 100_000,
      analysis_window: 7,
      ...raw,
    });

  it('sums both directions within the window and fires at the threshold', () => {
    const transfers = [
      transfer({ valueUsd: 60_000 }),
      transfer({ valueUsd: 40_000, direction: -1 }),
      transfer({ valueUsd: 1_000_000, time: NOW - 8 * DAY }),
    ];
    const result = evaluateCondition(total(), input({ transfers }));
    expect(result.fired).toBe(true);
    expect(result.context).toEqual({ rule_condition_type: 16, analysis_window: 7 });
  });

  it('does not fire one cent below, nor at the (exclusive) upper amount', () => {
    expect(evaluateCondition(total(), input({ transfers: [transfer({ valueUsd: 99_999.99 })] })).fired).toBe(
      false,
    );
    const upper = total({ upper_threshold_amount_usd: 150_000 });
    expect(evaluateCondition(upper, input({ transfers: [transfer({ valueUsd: 149_999.99 })] })).fired).toBe(
      true,
    );
    expect(evaluateCondition(upper, input({ transfers: [transfer({ valueUsd: 150_000 })] })).fired).toBe(
      false,
    );
  });
});

describe('template 17: multiple high-amount transactions', () => {
  const multiple = condition({
    rule_condition_type: 17,
    risk_types: 1,
    transaction_amount_threshold: 10_000,
    transaction_count_threshold: 2,
    analysis_window: 7,
  });

  it('counts transactions of at least the amount within the window', () => {
    const transfers = [
      transfer({ valueUsd: 10_000 }),
      transfer({ valueUsd: 25_000 }),
      transfer({ valueUsd: 9_999.99 }),
    ];
    const result = evaluateCondition(multiple, input({ transfers }));
    expect(result.fired).toBe(true);
    expect(result.clauses[0]?.observed).toBe(2);
    expect(result.context.transaction_amount_threshold).toBe(10_000);
    const below = [transfer({ valueUsd: 10_000 }), transfer({ valueUsd: 9_999.99 })];
    expect(evaluateCondition(multiple, input({ transfers: below })).fired).toBe(false);
  });
});

describe('template 28: aggregate transfers with counterparties', () => {
  const aggregate = (threshold: number) =>
    condition({
      rule_condition_type: 28,
      risk_types: 1,
      counterparty_threshold: threshold,
      threshold_amount_usd: 1000,
      analysis_window: 7,
    });
  const transfers = [
    transfer({ valueUsd: 600, counterparty: 'a' }),
    transfer({ valueUsd: 400, counterparty: 'a' }),
    transfer({ valueUsd: 1000, counterparty: 'b' }),
    transfer({ valueUsd: 999.99, counterparty: 'c' }),
    transfer({ valueUsd: 5000, counterparty: 'd', time: NOW - 8 * DAY }),
  ];

  it('counts counterparties that each reached the amount within the window', () => {
    expectFiresAtCount(aggregate, input({ transfers }), 2);
  });
});
