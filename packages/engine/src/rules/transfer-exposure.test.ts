import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate-condition.ts';
import { calendarMonth } from './monthly-exposure.ts';
import { condition, DAY, input, NOW, transfer } from './test-helpers.ts';

describe('template 4: single direct transfer over amount with entity types', () => {
  const darknet = condition({
    rule_condition_type: 4,
    risk_types: 1,
    entity_types: ['Darknet'],
    transaction_amount_threshold: 10_000,
  });

  it('fires on one transfer of exactly the amount from a counterparty of the type', () => {
    const hit = transfer({ valueUsd: 10_000, counterpartyCategories: ['Darknet', 'Sanctions'] });
    const result = evaluateCondition(darknet, input({ transfers: [transfer({ valueUsd: 50 }), hit] }));
    expect(result.fired).toBe(true);
    expect(result.context).toEqual({
      rule_condition_type: 4,
      risk_type: 1,
      transaction_amount_threshold: 10_000,
      transaction_id: hit.txHash,
      tag_type_verbose: 'Darknet',
    });
  });

  it('does not fire one cent below, for other types, for the other direction, or for a sum of transfers', () => {
    const cases = [
      [transfer({ valueUsd: 9999.99, counterpartyCategories: ['Darknet'] })],
      [transfer({ valueUsd: 10_000, counterpartyCategories: ['Exchange'] })],
      [transfer({ valueUsd: 10_000, direction: -1, counterpartyCategories: ['Darknet'] })],
      [
        transfer({ valueUsd: 5000, counterpartyCategories: ['Darknet'] }),
        transfer({ valueUsd: 5000, counterpartyCategories: ['Darknet'] }),
      ],
    ];
    for (const transfers of cases) expect(evaluateCondition(darknet, input({ transfers })).fired).toBe(false);
  });
});

describe('template 6: exposure to a custom tag', () => {
  const tagged = condition({
    rule_condition_type: 6,
    risk_types: 1,
    custom_tag: 7,
    threshold_amount_usd: 1000,
    taint_percent_threshold: 5,
  });
  const untagged = transfer({ valueUsd: 19_000 });

  it('fires at the amount and taint of transfers with tagged counterparties', () => {
    const transfers = [transfer({ valueUsd: 1000, counterpartyCustomTags: [3, 7] }), untagged];
    const result = evaluateCondition(tagged, input({ transfers }));
    expect(result.fired).toBe(true);
    expect(result.clauses.map((c) => c.observed)).toEqual([1000, 5]);
  });

  it('does not fire one cent below or for another tag', () => {
    const below = [transfer({ valueUsd: 999.99, counterpartyCustomTags: [7] }), transfer({ valueUsd: 1000 })];
    expect(evaluateCondition(tagged, input({ transfers: below })).fired).toBe(false);
    const other = [transfer({ valueUsd: 1000, counterpartyCustomTags: [8] }), untagged];
    expect(evaluateCondition(tagged, input({ transfers: other })).fired).toBe(false);
  });
});

describe('templates 22–24: monthly exposure to entity types', () => {
  const monthly = (n: number) =>
    condition({ rule_condition_type: n, entity_types: ['Exchange'], threshold_amount_usd: 10_000 });
  const june = calendarMonth(NOW);
  const exchange = { counterpartyCategories: ['Exchange' as const] };

  it('the calendar month of now, in UTC', () => {
    expect(june).toEqual({
      start: Date.UTC(2024, 5, 1) / 1000,
      end: Date.UTC(2024, 6, 1) / 1000,
      month: 6,
      year: 2024,
    });
    expect(calendarMonth(Date.UTC(2024, 11, 31, 23, 59, 59) / 1000)).toMatchObject({ month: 12, year: 2024 });
  });

  it('22 fires at the amount received from the type this month, counting from the first second', () => {
    const transfers = [
      transfer({ valueUsd: 4000, time: june.start, ...exchange }),
      transfer({ valueUsd: 6000, time: NOW - DAY, ...exchange }),
      transfer({ valueUsd: 50_000, time: june.start - 1, ...exchange }),
    ];
    const result = evaluateCondition(monthly(22), input({ transfers }));
    expect(result.fired).toBe(true);
    expect(result.clauses[0]?.text).toBe('Received from Exchange in 2024-06: $10,000 ≥ $10,000');
    expect(result.context).toEqual({
      rule_condition_type: 22,
      risk_type: 1,
      month: 6,
      year: 2024,
      tag_type_verbose: 'Exchange',
    });
  });

  it('22 does not fire one cent below; 23 ignores received value', () => {
    const transfers = [
      transfer({ valueUsd: 3999.99, time: june.start, ...exchange }),
      transfer({ valueUsd: 6000, ...exchange }),
    ];
    expect(evaluateCondition(monthly(22), input({ transfers })).fired).toBe(false);
    const received = [transfer({ valueUsd: 20_000, ...exchange })];
    expect(evaluateCondition(monthly(23), input({ transfers: received })).fired).toBe(false);
    const sent = [transfer({ valueUsd: 10_000, direction: -1, ...exchange })];
    expect(evaluateCondition(monthly(23), input({ transfers: sent })).fired).toBe(true);
  });

  it('24 adds both directions, and taint is a share of all value that month', () => {
    const transfers = [
      transfer({ valueUsd: 6000, ...exchange }),
      transfer({ valueUsd: 4000, direction: -1, ...exchange }),
      transfer({ valueUsd: 10_000, direction: -1 }),
    ];
    const result = evaluateCondition(
      condition({
        rule_condition_type: 24,
        entity_types: ['Exchange'],
        threshold_amount_usd: 10_000,
        taint_percent_threshold: 50,
      }),
      input({ transfers }),
    );
    expect(result.fired).toBe(true);
    expect(result.clauses.map((c) => c.observed)).toEqual([10_000, 50]);
    expect(result.context.risk_type).toBeUndefined();
  });
});
