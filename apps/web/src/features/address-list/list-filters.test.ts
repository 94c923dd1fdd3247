import { afterEach, describe, expect, it } from 'vitest';
import { filterQuery, loadFilters, NO_FILTERS, saveFilters } from './list-filters.ts';

afterEach(() => localStorage.clear());

describe('address list filters in local storage', () => {
  it('are saved per workspace', () => {
    saveFilters('demo', { ...NO_FILTERS, risk_level: [4], tag_type_verboses: ['Sanctions'] });
    expect(loadFilters('demo')).toEqual({ ...NO_FILTERS, risk_level: [4], tag_type_verboses: ['Sanctions'] });
    expect(loadFilters('research')).toEqual(NO_FILTERS);
  });

  it('are removed from storage when reset to none', () => {
    saveFilters('demo', { ...NO_FILTERS, currency: [1] });
    saveFilters('demo', NO_FILTERS);
    expect(localStorage.length).toBe(0);
  });

  it('survive damaged storage: broken JSON gives none, a bad field its default', () => {
    localStorage.setItem('rs.address-list-filters.demo', '{not json');
    expect(loadFilters('demo')).toEqual(NO_FILTERS);
    localStorage.setItem(
      'rs.address-list-filters.demo',
      JSON.stringify({ risk_level: 'high', currency: [1], start_date: '01/02/2026' }),
    );
    expect(loadFilters('demo')).toEqual({ ...NO_FILTERS, currency: [1] });
  });

  it('keep the rule name and custom tags, sent to the server as a name and a comma list', () => {
    const filters = { ...NO_FILTERS, rule_name: 'Sanctions exposure', custom_tags: [12, 7] };
    saveFilters('demo', filters);
    expect(loadFilters('demo')).toEqual(filters);
    expect(filterQuery(filters)).toMatchObject({ rule_name: 'Sanctions exposure', custom_tags: '12,7' });
    expect(filterQuery(NO_FILTERS)).toMatchObject({ rule_name: null, custom_tags: null });
  });

  it('load filters saved before the rule and tag filters existed, and drop bad values of them', () => {
    localStorage.setItem('rs.address-list-filters.demo', JSON.stringify({ risk_level: [4] }));
    expect(loadFilters('demo')).toEqual({ ...NO_FILTERS, risk_level: [4] });
    localStorage.setItem(
      'rs.address-list-filters.demo',
      JSON.stringify({ rule_name: 5, custom_tags: ['x'], currency: [1] }),
    );
    expect(loadFilters('demo')).toEqual({ ...NO_FILTERS, currency: [1] });
    localStorage.setItem('rs.address-list-filters.demo', JSON.stringify({ rule_name: '' }));
    expect(loadFilters('demo')).toEqual(NO_FILTERS);
  });

  it('keep In a Case as true or false, sent as is_included_in_case', () => {
    saveFilters('demo', { ...NO_FILTERS, is_included_in_case: 'true' });
    expect(loadFilters('demo').is_included_in_case).toBe('true');
    expect(filterQuery(loadFilters('demo')).is_included_in_case).toBe('true');
    localStorage.setItem('rs.address-list-filters.demo', JSON.stringify({ is_included_in_case: 'yes' }));
    expect(loadFilters('demo')).toEqual(NO_FILTERS);
  });
});
