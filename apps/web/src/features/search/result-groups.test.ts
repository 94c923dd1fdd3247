import type { SearchResponse, SearchResultEntity } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import {
  COVERAGE_TITLES,
  fullSideTitle,
  groupByCoverage,
  isEmpty,
  NO_CHAIN_DATA_TITLE,
  openByDefault,
} from './result-groups.ts';
import { searchResultItem } from './test-fixtures.ts';

const item = (over: Partial<SearchResultEntity>) => searchResultItem({ identifier: 'x', ...over });
const empty = { count: 0, results: [] };
const response = (over: Partial<SearchResponse>): SearchResponse => ({
  un_screened_addresses: empty,
  un_screened_transactions: empty,
  addresses: empty,
  transactions: empty,
  customers: empty,
  cases: empty,
  ...over,
});

describe('search results grouped by coverage', () => {
  it('puts items of sanctions-only chains in the Sanction Screening Only group', () => {
    const groups = groupByCoverage(
      response({
        un_screened_addresses: {
          count: 2,
          results: [
            item({ identifier: 'eth', currency: 1 }),
            item({ identifier: 'dash', currency: 23, coverage: 'lite' }),
          ],
        },
        addresses: {
          count: 1,
          results: [item({ identifier: 'btc', currency: 0, is_screened: true, id: 7 })],
        },
      }),
    );
    expect(groups.full.count).toBe(2);
    expect(groups.lite.count).toBe(1);
    expect(groups.full.sections.map((s) => [s.group, s.items.map((i) => i.identifier)])).toEqual([
      ['un_screened_addresses', ['eth']],
      ['addresses', ['btc']],
    ]);
    expect(groups.lite.sections.map((s) => [s.group, s.items.map((i) => i.identifier)])).toEqual([
      ['un_screened_addresses', ['dash']],
    ]);
  });

  it("counts a group's whole server count when its shown items are all on one side", () => {
    const groups = groupByCoverage(
      response({ transactions: { count: 140, results: [item({ item_type: 'transaction' })] } }),
    );
    expect(groups.full.count).toBe(140);
    expect(groups.full.sections[0]?.count).toBe(140);
    expect(groups.lite.count).toBe(0);
  });

  it('counts each side from the server when it counted the sanctions-only items (lite_count)', () => {
    // A new EVM address on 52 chains: the first page shows 10 fully covered chains and 15 sanctions-only ones.
    const shown = [
      ...Array.from({ length: 10 }, (_, i) => item({ currency: i })),
      ...Array.from({ length: 15 }, (_, i) => item({ currency: 30 + i, coverage: 'lite' })),
    ];
    const groups = groupByCoverage(
      response({ un_screened_addresses: { count: 52, lite_count: 42, results: shown } }),
    );
    expect(groups.full.count).toBe(10);
    expect(groups.lite.count).toBe(42);
    expect(groups.lite.sections[0]?.items).toHaveLength(15);
    // Each side's section counts its own items: what its View all lists.
    expect(groups.full.sections[0]).toMatchObject({ coverage: 'full', count: 10 });
    expect(groups.lite.sections[0]).toMatchObject({ coverage: 'lite', count: 42 });
  });

  it('gives a side its section when its items all lie beyond the first page', () => {
    const shown = Array.from({ length: 25 }, (_, i) => item({ currency: i }));
    const groups = groupByCoverage(response({ addresses: { count: 30, lite_count: 5, results: shown } }));
    expect(groups.lite.sections).toEqual([{ group: 'addresses', coverage: 'lite', items: [], count: 5 }]);
    expect(groups.full.sections[0]).toMatchObject({ coverage: 'full', count: 25 });
  });

  it('opens Full Coverage by default, and Sanction Screening Only only when nothing is fully covered', () => {
    const mixed = groupByCoverage(
      response({
        addresses: { count: 2, results: [item({}), item({ identifier: 'z', coverage: 'lite' })] },
      }),
    );
    expect(openByDefault(mixed)).toEqual(['full']);
    const liteOnly = groupByCoverage(
      response({ addresses: { count: 1, results: [item({ coverage: 'lite', currency: 23 })] } }),
    );
    expect(openByDefault(liteOnly)).toEqual(['full', 'lite']);
  });

  it('is empty when no group has results', () => {
    expect(isEmpty(groupByCoverage(response({})))).toBe(true);
  });
});

describe('the full side of the results', () => {
  it('is not headed Full Coverage when this installation holds none of its items’ chain data', () => {
    const noData = groupByCoverage(
      response({
        un_screened_addresses: { count: 1, results: [item({ data_coverage: 'no_chain_data' })] },
        addresses: {
          count: 1,
          results: [item({ is_screened: true, id: 4, risk_level: 0, data_coverage: 'no_chain_data' })],
        },
      }),
    );
    expect(fullSideTitle(noData)).toBe(NO_CHAIN_DATA_TITLE);
    const backed = groupByCoverage(
      response({
        un_screened_addresses: {
          count: 2,
          results: [item({ data_coverage: 'no_chain_data' }), item({ data_coverage: 'chain_data' })],
        },
      }),
    );
    expect(fullSideTitle(backed)).toBe(COVERAGE_TITLES.full);
    // A new address looked for in a chain's data that is here, and not found in it: the chain is covered.
    const lookedFor = groupByCoverage(
      response({
        un_screened_addresses: {
          count: 2,
          results: [item({ data_coverage: 'no_chain_data' }), item({ data_coverage: 'not_on_chain' })],
        },
      }),
    );
    expect(fullSideTitle(lookedFor)).toBe(COVERAGE_TITLES.full);
    // Customers and cases need no chain data.
    const customers = groupByCoverage(
      response({ customers: { count: 1, results: [item({ item_type: 'customer', currency: null })] } }),
    );
    expect(fullSideTitle(customers)).toBe(COVERAGE_TITLES.full);
  });
});
