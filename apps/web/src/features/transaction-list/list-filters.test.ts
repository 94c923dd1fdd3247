import { describe, expect, it } from 'vitest';
import { readPage, writePage } from '../../lib/page-param.ts';
import { filterQuery, NO_FILTERS, readFilters, writeFilters } from './list-filters.ts';

describe('transaction list filters in the query string', () => {
  it('reads comma lists of numbers, treating "null" and garbage as empty', () => {
    const filters = readFilters(
      new URLSearchParams(
        'risk_level=5,4,x,4&currency=null&created_start_date=2026-01-02&created_end_date=yesterday&q=null',
      ),
    );
    expect(filters).toEqual({ ...NO_FILTERS, risk_level: [5, 4], created_start_date: '2026-01-02' });
  });

  it('reads the chains from currencies as well as currency, and writes them back as currency', () => {
    expect(readFilters(new URLSearchParams('currencies=10')).currency).toEqual([10]);
    expect(readFilters(new URLSearchParams('currencies=1,0,null&currency=0,4')).currency).toEqual([0, 4, 1]);
    expect(readFilters(new URLSearchParams('currencies=null')).currency).toEqual([]);
    const written = writeFilters(new URLSearchParams('workspace=demo&currencies=10'), {
      ...NO_FILTERS,
      currency: [10, 1],
    });
    expect(written.toString()).toBe('workspace=demo&currency=10%2C1');
    // Clearing the chains clears both names, so the old link's chains do not come back.
    expect(writeFilters(written, NO_FILTERS).toString()).toBe('workspace=demo');
    expect(writeFilters(new URLSearchParams('currencies=10'), NO_FILTERS).toString()).toBe('');
  });

  it('writes filters next to the workspace, drops empty ones and goes back to page 1', () => {
    const before = new URLSearchParams('workspace=demo&page=3&currency=0');
    const after = writeFilters(before, {
      ...NO_FILTERS,
      q: ' abc ',
      risk_level: [4, 5],
      transaction_end_date: '2026-02-01',
    });
    expect(after.toString()).toBe('workspace=demo&q=abc&risk_level=4%2C5&transaction_end_date=2026-02-01');
    expect(readFilters(after)).toEqual({
      ...NO_FILTERS,
      q: 'abc',
      risk_level: [4, 5],
      transaction_end_date: '2026-02-01',
    });
  });

  it('keeps the page number in the URL from page 2 on', () => {
    const params = writePage(new URLSearchParams('workspace=demo'), 2);
    expect(readPage(params)).toBe(2);
    expect(readPage(writePage(params, 1))).toBe(1);
    expect(readPage(new URLSearchParams('page=-4'))).toBe(1);
  });

  it('sends only the filters that are set to the server', () => {
    expect(filterQuery({ ...NO_FILTERS, currency: [1, 0] })).toEqual({
      q: null,
      risk_level: null,
      currency: '1,0',
      created_start_date: null,
      created_end_date: null,
      updated_start_date: null,
      updated_end_date: null,
      transaction_start_date: null,
      transaction_end_date: null,
      rule_name: null,
      is_included_in_case: null,
    });
  });

  it('round-trips the In a Case filter; anything but true or false is empty', () => {
    const filters = { ...NO_FILTERS, is_included_in_case: 'false' as const };
    const params = writeFilters(new URLSearchParams('workspace=demo'), filters);
    expect(params.get('is_included_in_case')).toBe('false');
    expect(readFilters(params)).toEqual(filters);
    expect(filterQuery(filters).is_included_in_case).toBe('false');
    expect(readFilters(new URLSearchParams('is_included_in_case=maybe')).is_included_in_case).toBeNull();
  });

  it('round-trips the last screened range and the rule name; "null" and garbage are empty', () => {
    const filters = {
      ...NO_FILTERS,
      updated_start_date: '2026-03-01',
      updated_end_date: '2026-03-31',
      rule_name: 'Sanctions & co',
    };
    const params = writeFilters(new URLSearchParams('workspace=demo'), filters);
    expect(params.get('updated_start_date')).toBe('2026-03-01');
    expect(params.get('rule_name')).toBe('Sanctions & co');
    expect(readFilters(params)).toEqual(filters);
    expect(filterQuery(filters)).toMatchObject({
      updated_start_date: '2026-03-01',
      updated_end_date: '2026-03-31',
      rule_name: 'Sanctions & co',
    });
    expect(
      readFilters(new URLSearchParams('rule_name=null&updated_start_date=03/01/2026&updated_end_date=')),
    ).toEqual(NO_FILTERS);
    expect(readFilters(new URLSearchParams('rule_name=%20%20'))).toEqual(NO_FILTERS);
    const cleared = writeFilters(params, { ...filters, rule_name: null, updated_end_date: null });
    expect(cleared.toString()).toBe('workspace=demo&updated_start_date=2026-03-01');
  });
});
