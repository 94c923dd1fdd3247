import { describe, expect, it } from 'vitest';
import { computeExposure } from './compute-exposure.ts';
import { groupCounterpartyRows, taintPercent } from './counterparty-summary.ts';
import { edge, label } from './test-helpers.ts';

describe('counterparty summary', () => {
  const result = computeExposure({
    edges: [
      edge('B1', 'O', 300),
      edge('B2', 'O', 100),
      edge('K', 'O', 200),
      edge('X', 'O', 400),
      edge('S', 'X', 100),
      edge('U', 'X', 300),
    ],
    labels: new Map([
      ['B1', [label('binance', 'Exchange', { subtype: 101 })]],
      ['B2', [label('binance', 'Exchange', { subtype: 101 })]],
      ['K', [label('kraken', 'Exchange', { subtype: 102 })]],
      ['S', [label('garantex', 'Sanctions', { subtype: 1301 })]],
    ]),
    origin: ['O'],
    options: {
      maxHops: 2,
      describeSubtype: (subtype) =>
        ({ 101: 'Centralized', 102: 'Brokerage', 1301: 'OFAC SDN' })[subtype] ?? '?',
    },
  });

  it('names subtypes with the given catalogue and merges addresses of one entity', () => {
    expect(result.incoming.rows).toEqual([
      expect.objectContaining({
        tag_name_verbose: 'binance',
        tag_subtype_verbose: 'Centralized',
        total_value_usd: 400,
      }),
      expect.objectContaining({
        tag_name_verbose: 'Unknown',
        exposure_type: 'indirect',
        total_value_usd: 300,
      }),
      expect.objectContaining({
        tag_name_verbose: 'kraken',
        tag_subtype_verbose: 'Brokerage',
        total_value_usd: 200,
      }),
      expect.objectContaining({
        tag_name_verbose: 'garantex',
        exposure_type: 'indirect',
        total_value_usd: 100,
      }),
    ]);
  });

  it('groups by type, subtype and name with taint percent of the direction total', () => {
    const rows = result.incoming.rows;
    const total = result.incoming.total;
    expect(groupCounterpartyRows(rows, 'type', total)).toEqual([
      {
        key: 'Exchange',
        direct_value_usd: 600,
        indirect_value_usd: 0,
        total_value_usd: 600,
        taint_percent: 60,
      },
      {
        key: 'Unknown',
        direct_value_usd: 0,
        indirect_value_usd: 300,
        total_value_usd: 300,
        taint_percent: 30,
      },
      {
        key: 'Sanctions',
        direct_value_usd: 0,
        indirect_value_usd: 100,
        total_value_usd: 100,
        taint_percent: 10,
      },
    ]);
    expect(groupCounterpartyRows(rows, 'subtype', total).map((g) => [g.key, g.total_value_usd])).toEqual([
      ['Centralized', 400],
      ['Unknown', 300],
      ['Brokerage', 200],
      ['OFAC SDN', 100],
    ]);
    expect(groupCounterpartyRows(rows, 'name', total).map((g) => g.key)).toEqual([
      'binance',
      'Unknown',
      'kraken',
      'garantex',
    ]);
  });

  it('taint percent is 0 when the direction has no value', () => {
    expect(taintPercent(5, 0)).toBe(0);
    expect(taintPercent(25, 200)).toBe(12.5);
  });
});
