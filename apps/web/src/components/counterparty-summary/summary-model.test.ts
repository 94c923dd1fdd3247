import type { CounterpartySummaryRowDto } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import {
  chartSlices,
  directionTotals,
  EMPTY_FILTER,
  filterChips,
  groupRows,
  removeChip,
  sliceTooltip,
  subtypeOptions,
  toSummaryRow,
} from './summary-model.ts';

const row = (
  type: string,
  subtype: string,
  name: string,
  exposure: 'direct' | 'indirect',
  usd: number,
  entity: string | null | 'absent' = name === 'Unknown' ? null : name.toLowerCase(),
): CounterpartySummaryRowDto => ({
  tag_type_verbose: type,
  tag_subtype_verbose: subtype,
  tag_name_verbose: name,
  exposure_type: exposure,
  total_value_usd: usd,
  ...(entity === 'absent' ? {} : { entity_id: entity }),
});

// 1,000 USD in: two exchanges, a darknet market (direct and indirect), and Unknown.
const incoming = [
  row('Exchange', 'Centralized Exchange', 'Northwind', 'direct', 300),
  row('Exchange', 'No-KYC Exchange', 'Quickswap', 'direct', 100),
  row('Darknet', 'Darknet Market', 'Nightshade', 'direct', 150),
  row('Darknet', 'Darknet Market', 'Nightshade', 'indirect', 50),
  row('Unknown', 'Unknown', 'Unknown', 'direct', 400),
].map(toSummaryRow);

describe('totals', () => {
  it('counts Unknown in the total and apart from exposure, so the three figures add up to it', () => {
    expect(directionTotals(incoming)).toEqual({ total: 1000, direct: 550, indirect: 50, unknown: 400 });
    expect(directionTotals([])).toEqual({ total: 0, direct: 0, indirect: 0, unknown: 0 });
  });
});

describe('grouping', () => {
  it('groups by entity type and exposure type, largest first, with shares of the total', () => {
    const groups = groupRows(incoming, 'type', EMPTY_FILTER, 1000);
    expect(groups.map((g) => [g.label, g.exposureType, g.valueUsd, g.share])).toEqual([
      ['Exchange', 'direct', 400, 0.4],
      ['Unknown', 'direct', 400, 0.4],
      ['Darknet', 'direct', 150, 0.15],
      ['Darknet', 'indirect', 50, 0.05],
    ]);
    expect(groups[0]?.entityIds).toEqual(['northwind', 'quickswap']);
    expect(groups[1]?.entityIds).toEqual([null]);
  });

  it('groups by subtype and by name', () => {
    expect(groupRows(incoming, 'subtype', EMPTY_FILTER, 1000).map((g) => g.label)).toEqual([
      'Unknown',
      'Centralized Exchange',
      'Darknet Market',
      'No-KYC Exchange',
      'Darknet Market',
    ]);
    const byName = groupRows(incoming, 'name', EMPTY_FILTER, 1000);
    expect(byName.find((g) => g.label === 'Quickswap')).toMatchObject({ type: 'Exchange', share: 0.1 });
  });

  it('shows a missing type, subtype or name as Unknown', () => {
    const rows = [row('', '', '', 'direct', 10, null), row('Scam', '', 'Fake Giveaway', 'indirect', 5)].map(
      toSummaryRow,
    );
    expect(rows[0]).toMatchObject({ type: 'Unknown', subtype: 'Unknown', name: 'Unknown' });
    expect(groupRows(rows, 'subtype', EMPTY_FILTER, 15).map((g) => g.label)).toEqual(['Unknown', 'Unknown']);
  });

  it('marks groups whose rows came without entity ids as not explainable', () => {
    const rows = [row('Exchange', 'Centralized Exchange', 'Northwind', 'direct', 10, 'absent')].map(
      toSummaryRow,
    );
    expect(groupRows(rows, 'type', EMPTY_FILTER, 10)[0]?.isExplainable).toBe(false);
    expect(groupRows(incoming, 'type', EMPTY_FILTER, 1000).every((g) => g.isExplainable)).toBe(true);
  });
});

describe('filtering', () => {
  it('keeps the chosen types, subtypes and names; shares stay of the whole flow', () => {
    const byType = groupRows(incoming, 'name', { ...EMPTY_FILTER, types: ['Darknet', 'Unknown'] }, 1000);
    expect(byType.map((g) => g.label)).toEqual(['Unknown', 'Nightshade', 'Nightshade']);
    expect(byType[1]?.share).toBe(0.15);

    const bySubtype = groupRows(incoming, 'name', { ...EMPTY_FILTER, subtypes: ['No-KYC Exchange'] }, 1000);
    expect(bySubtype.map((g) => g.label)).toEqual(['Quickswap']);

    const byName = groupRows(incoming, 'type', { ...EMPTY_FILTER, name: '  north ' }, 1000);
    expect(byName.map((g) => [g.label, g.valueUsd])).toEqual([['Exchange', 300]]);
  });

  it('combines filters with AND and can match nothing', () => {
    const none = groupRows(
      incoming,
      'type',
      { types: ['Exchange'], subtypes: ['Darknet Market'], name: '' },
      1000,
    );
    expect(none).toEqual([]);
  });

  it('lists applied filters as chips and removes them one by one', () => {
    const filter = { types: ['Darknet'], subtypes: ['Darknet Market'], name: 'night' };
    const chips = filterChips(filter);
    expect(chips.map((c) => c.label)).toEqual(['Type: Darknet', 'Subtype: Darknet Market', 'Name: night']);
    expect(removeChip(filter, chips[0] as (typeof chips)[number])).toEqual({ ...filter, types: [] });
    expect(removeChip(filter, chips[2] as (typeof chips)[number])).toEqual({ ...filter, name: '' });
  });

  it('offers the subtypes of the chosen types, those in the data, and Unknown last', () => {
    const options = subtypeOptions(['Darknet'], incoming);
    expect(options).toContain('Darknet Market');
    expect(options).toContain('Darknet Vendor');
    expect(options).not.toContain('Centralized Exchange');
    expect(options.at(-1)).toBe('Unknown');
    expect(subtypeOptions([], incoming).length).toBeGreaterThan(60);
  });
});

describe('charts', () => {
  it('merges exposure types into one slice per label', () => {
    const slices = chartSlices(groupRows(incoming, 'type', EMPTY_FILTER, 1000));
    expect(slices).toEqual([
      { name: 'Exchange', type: 'Exchange', value: 400 },
      { name: 'Unknown', type: 'Unknown', value: 400 },
      { name: 'Darknet', type: 'Darknet', value: 200 },
    ]);
  });

  it('words tooltips by direction, with "as" for Rewards and Fee', () => {
    expect(sliceTooltip('incoming', 'Exchange', '400.00')).toBe('Received US$ 400.00 from Exchange');
    expect(sliceTooltip('outgoing', 'Darknet', '1.50')).toBe('Sent US$ 1.50 to Darknet');
    expect(sliceTooltip('incoming', 'Rewards', '6.25')).toBe('Received US$ 6.25 as Rewards');
    expect(sliceTooltip('outgoing', 'Fee', '0.10')).toBe('Sent US$ 0.10 as Fee');
  });
});
