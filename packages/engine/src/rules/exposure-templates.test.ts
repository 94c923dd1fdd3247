import { describe, expect, it } from 'vitest';
import { computeExposure } from '../exposure/compute-exposure.ts';
import { edge, label } from '../exposure/test-helpers.ts';
import { evaluateCondition } from './evaluate-condition.ts';
import { condition, EMPTY_SIDE, entity, input, side } from './test-helpers.ts';
import type { RuleDirectionExposure, RuleInput } from './types.ts';

function incoming(exposure: RuleDirectionExposure, extra: Partial<RuleInput> = {}): RuleInput {
  return input({ exposure: { incoming: exposure, outgoing: EMPTY_SIDE }, ...extra });
}

const sanctions = (raw: Record<string, unknown> = {}) =>
  condition({
    rule_condition_type: 1,
    risk_types: 1,
    entity_types: ['Sanctions'],
    threshold_amount_usd: 1000,
    taint_percent_threshold: 5,
    ...raw,
  });

describe('template 1: direct exposure to entity types', () => {
  // $1,000 from a sanctioned entity out of $20,000 received: exactly $1,000 and exactly 5%.
  const atThreshold = side([entity('ofac', 'Sanctions', 1000)], 19_000);

  it('fires exactly at the amount and taint thresholds and records what it saw', () => {
    const result = evaluateCondition(sanctions(), incoming(atThreshold));
    expect(result.fired).toBe(true);
    expect(result.clauses).toEqual([
      {
        field: 'threshold_amount_usd',
        observed: 1000,
        threshold: 1000,
        operator: 'gte',
        passed: true,
        text: 'Received from Sanctions (direct): $1,000 ≥ $1,000',
      },
      {
        field: 'taint_percent_threshold',
        observed: 5,
        threshold: 5,
        operator: 'gte',
        passed: true,
        text: 'Received from Sanctions (direct) taint: 5% ≥ 5%',
      },
    ]);
    expect(result.context).toEqual({ rule_condition_type: 1, risk_type: 1, tag_type_verbose: 'Sanctions' });
  });

  it('does not fire one cent below the amount', () => {
    const result = evaluateCondition(
      sanctions(),
      incoming(side([entity('ofac', 'Sanctions', 999.99)], 10_000)),
    );
    expect(result.fired).toBe(false);
    expect(result.clauses[0]).toMatchObject({ observed: 999.99, passed: false });
  });

  it('does not fire just below the taint percent', () => {
    // $1,000 of $20,040 is 4.99%.
    const result = evaluateCondition(
      sanctions(),
      incoming(side([entity('ofac', 'Sanctions', 1000)], 19_040)),
    );
    expect(result.fired).toBe(false);
    expect(result.clauses[1]).toMatchObject({ field: 'taint_percent_threshold', passed: false });
  });

  it('the upper amount is exclusive and the upper taint inclusive', () => {
    expect(
      evaluateCondition(sanctions({ upper_threshold_amount_usd: 1000.01 }), incoming(atThreshold)).fired,
    ).toBe(true);
    expect(
      evaluateCondition(
        sanctions({ threshold_amount_usd: 500, upper_threshold_amount_usd: 1000 }),
        incoming(atThreshold),
      ).fired,
    ).toBe(false);
    expect(
      evaluateCondition(sanctions({ taint_percent_upper_threshold: 5 }), incoming(atThreshold)).fired,
    ).toBe(true);
    expect(
      evaluateCondition(
        sanctions({ taint_percent_threshold: 1, taint_percent_upper_threshold: 4.99 }),
        incoming(atThreshold),
      ).fired,
    ).toBe(false);
  });

  it('looks only at the chosen direction; with both, the direction that fires is the risk type', () => {
    const sent = input({ exposure: { incoming: EMPTY_SIDE, outgoing: atThreshold } });
    expect(evaluateCondition(sanctions(), sent).fired).toBe(false);
    const both = evaluateCondition(sanctions({ risk_types: [1, 2] }), sent);
    expect(both.fired).toBe(true);
    expect(both.context.risk_type).toBe(2);
    expect(both.clauses[0]?.text).toBe('Sent to Sanctions (direct): $1,000 ≥ $1,000');
  });

  it('without a taint threshold only the amount counts', () => {
    const result = evaluateCondition(
      sanctions({ taint_percent_threshold: undefined }),
      incoming(side([entity('ofac', 'Sanctions', 1000)], 1_000_000)),
    );
    expect(result.fired).toBe(true);
    expect(result.clauses).toHaveLength(1);
  });

  it('caps two categories of the same counterparty at the value exchanged', () => {
    // One address both Sanctions and Darknet: each category total carries the full $600.
    const exposure: RuleDirectionExposure = {
      ...side([entity('hydra', 'Darknet', 600)], 400),
      categoryTotals: {
        Darknet: { direct: 600, indirect: 0, total: 600 },
        Sanctions: { direct: 600, indirect: 0, total: 600 },
      },
    };
    const both = sanctions({
      entity_types: ['Sanctions', 'Darknet'],
      threshold_amount_usd: 1000,
      taint_percent_threshold: undefined,
    });
    const result = evaluateCondition(both, incoming(exposure));
    expect(result.clauses[0]?.observed).toBe(600);
    expect(result.fired).toBe(false);
  });

  it('reads the exposure the exposure module computes, as it is', () => {
    const exposure = computeExposure({
      edges: [edge('S', 'O', 1000), edge('U', 'O', 19_000)],
      labels: new Map([['S', [label('ofac-1', 'Sanctions', { subtype: 1301 })]]]),
      origin: ['O'],
      options: { maxHops: 2 },
    });
    const result = evaluateCondition(sanctions(), input({ exposure }));
    expect(result.fired).toBe(true);
    expect(result.clauses.map((c) => c.observed)).toEqual([1000, 5]);
  });
});

describe('templates 18–21: indirect and total exposure to entity types', () => {
  const mixed = side([entity('ofac', 'Sanctions', 5000, 1000)], 14_000);
  const typed = (n: number, raw: Record<string, unknown> = {}) =>
    sanctions({ rule_condition_type: n, taint_percent_threshold: undefined, ...raw });

  it('18 reads only the indirect part', () => {
    expect(evaluateCondition(typed(18), incoming(mixed)).clauses[0]).toMatchObject({
      observed: 1000,
      passed: true,
    });
    const below = side([entity('ofac', 'Sanctions', 5000, 999.99)], 14_000);
    expect(evaluateCondition(typed(18), incoming(below)).fired).toBe(false);
    expect(
      evaluateCondition(
        typed(18, { threshold_amount_usd: 5000 }),
        incoming(side([entity('ofac', 'Sanctions', 5000, 0)])),
      ).fired,
    ).toBe(false);
  });

  it('18 with a hop limit reads the exposure traced with that limit when the server supplies it', () => {
    const oneHop = { incoming: side([entity('ofac', 'Sanctions', 5000, 0)], 15_000), outgoing: EMPTY_SIDE };
    const data = incoming(mixed, { exposureAtHops: { 1: oneHop } });
    expect(evaluateCondition(typed(18, { hop_limit: 1 }), data).fired).toBe(false);
    // No exposure traced with 3 hops: the workspace's exposure stands in.
    expect(evaluateCondition(typed(18, { hop_limit: 3 }), data).fired).toBe(true);
  });

  it('21 adds direct and indirect', () => {
    expect(evaluateCondition(typed(21), incoming(side([entity('ofac', 'Sanctions', 600, 400)]))).fired).toBe(
      true,
    );
    expect(
      evaluateCondition(typed(21), incoming(side([entity('ofac', 'Sanctions', 599.99, 400)]))).fired,
    ).toBe(false);
  });
});

describe('templates 2 and 19: entity subtype', () => {
  const ofac = (n: number) =>
    condition({ rule_condition_type: n, risk_types: 1, entity_subtypes: [1301], threshold_amount_usd: 1000 });

  it('fires at the amount with entities of that subtype and names the match', () => {
    const exposure = side([
      entity('ofac-1', 'Sanctions', 700, 0, 1301),
      entity('ofac-2', 'Sanctions', 300, 0, 1301),
    ]);
    const result = evaluateCondition(ofac(2), incoming(exposure));
    expect(result.fired).toBe(true);
    expect(result.context).toMatchObject({
      tag_type_verbose: 'Sanctions',
      tag_subtype_verbose: 'OFAC SDN',
      tag_name_verbose: 'ofac-1',
    });
  });

  it('does not fire below the amount or for another subtype', () => {
    const below = side([
      entity('ofac-1', 'Sanctions', 999.99, 0, 1301),
      entity('eu', 'Sanctions', 5000, 0, 1302),
    ]);
    expect(evaluateCondition(ofac(2), incoming(below)).fired).toBe(false);
  });

  it('19 reads the indirect part', () => {
    expect(evaluateCondition(ofac(19), incoming(side([entity('o', 'Sanctions', 0, 1000, 1301)]))).fired).toBe(
      true,
    );
    expect(
      evaluateCondition(ofac(19), incoming(side([entity('o', 'Sanctions', 1000, 999.99, 1301)]))).fired,
    ).toBe(false);
  });

  it('falls back to the rows (subtype as text) when entities are absent', () => {
    const { entities: _, ...rowsOnly } = side([entity('o', 'Sanctions', 1000, 0, 1301)]);
    expect(evaluateCondition(ofac(2), incoming(rowsOnly)).fired).toBe(true);
    const named = {
      ...rowsOnly,
      rows: rowsOnly.rows.map((r) => ({ ...r, tag_subtype_verbose: 'OFAC SDN' })),
    };
    expect(evaluateCondition(ofac(2), incoming(named)).fired).toBe(true);
    const other = {
      ...rowsOnly,
      rows: rowsOnly.rows.map((r) => ({ ...r, tag_subtype_verbose: 'EU Sanctions' })),
    };
    expect(evaluateCondition(ofac(2), incoming(other)).fired).toBe(false);
  });
});

describe('templates 3 and 20: entity names', () => {
  const names = (n: number) =>
    condition({
      rule_condition_type: n,
      risk_types: 1,
      entity_names: [' garantex', 'Hydra'],
      threshold_amount_usd: 1000,
    });

  it('matches names without case and sums the named entities', () => {
    const exposure = side([
      entity('Garantex', 'Exchange', 400),
      entity('HYDRA', 'Darknet', 600),
      entity('Kraken', 'Exchange', 9000),
    ]);
    const result = evaluateCondition(names(3), incoming(exposure));
    expect(result.fired).toBe(true);
    expect(result.clauses[0]?.observed).toBe(1000);
    expect(result.context.tag_name_verbose).toBe('HYDRA');
  });

  it('does not fire one cent below', () => {
    const exposure = side([entity('Garantex', 'Exchange', 400), entity('Hydra', 'Darknet', 599.99)]);
    expect(evaluateCondition(names(3), incoming(exposure)).fired).toBe(false);
  });

  it('20 reads the indirect part', () => {
    expect(evaluateCondition(names(20), incoming(side([entity('Hydra', 'Darknet', 0, 1000)]))).fired).toBe(
      true,
    );
    expect(evaluateCondition(names(20), incoming(side([entity('Hydra', 'Darknet', 1000, 0)]))).fired).toBe(
      false,
    );
  });
});

describe('template 5: counterparties with sentiments', () => {
  const negative = condition({
    rule_condition_type: 5,
    risk_types: 1,
    sentiments: [-1],
    threshold_amount_usd: 1000,
  });

  it('counts entities whose category is negative by default', () => {
    const exposure = side([
      entity('hydra', 'Darknet', 600),
      entity('mixer', 'Coin Mixer', 400),
      entity('kraken', 'Exchange', 5000),
    ]);
    expect(evaluateCondition(negative, incoming(exposure)).fired).toBe(true);
    const below = side([
      entity('hydra', 'Darknet', 600),
      entity('mixer', 'Coin Mixer', 399.99),
      entity('kraken', 'Exchange', 5000),
    ]);
    expect(evaluateCondition(negative, incoming(below)).fired).toBe(false);
  });

  it("an entity's own sentiment overrides its category's", () => {
    const exposure = side([entity('kraken', 'Exchange', 1000)]);
    expect(evaluateCondition(negative, incoming(exposure)).fired).toBe(false);
    expect(evaluateCondition(negative, incoming(exposure, { entitySentiments: { kraken: -1 } })).fired).toBe(
      true,
    );
  });
});
