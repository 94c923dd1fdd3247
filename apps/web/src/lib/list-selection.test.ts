import { describe, expect, it } from 'vitest';
import {
  isRowSelected,
  type ListSelection,
  noSelection,
  pageState,
  selectedCount,
  togglePage,
  toggleRow,
} from './list-selection.ts';

type Row = { id: number };
const idOf = (r: Row) => r.id;
const page1: Row[] = [{ id: 1 }, { id: 2 }, { id: 3 }];
const page2: Row[] = [{ id: 4 }, { id: 5 }];

describe('list selection', () => {
  it('ticks and unticks single rows, and says whether the page is partly or fully ticked', () => {
    let s: ListSelection<Row> = noSelection();
    expect(pageState(s, page1, idOf)).toBe('none');
    s = toggleRow(s, page1[0]!, idOf, page1);
    expect(isRowSelected(s, 1)).toBe(true);
    expect(pageState(s, page1, idOf)).toBe('some');
    s = toggleRow(s, page1[1]!, idOf, page1);
    s = toggleRow(s, page1[2]!, idOf, page1);
    expect(pageState(s, page1, idOf)).toBe('all');
    s = toggleRow(s, page1[0]!, idOf, page1);
    expect(isRowSelected(s, 1)).toBe(false);
    expect(selectedCount(s, 50)).toBe(2);
  });

  it('ticks a whole page, keeps rows of other pages, and unticks the page when it is all ticked', () => {
    let s: ListSelection<Row> = toggleRow(noSelection(), page2[0]!, idOf, page2);
    s = togglePage(s, page1, idOf);
    expect(selectedCount(s, 50)).toBe(4);
    expect(s.mode === 'rows' && [...s.rows.keys()].sort()).toEqual([1, 2, 3, 4]);
    s = togglePage(s, page1, idOf);
    expect(s.mode === 'rows' && [...s.rows.keys()]).toEqual([4]);
  });

  it('selects all matching results (counted from the total), and narrows to the page when a row is unticked', () => {
    let s: ListSelection<Row> = { mode: 'all' };
    expect(selectedCount(s, 1234)).toBe(1234);
    expect(isRowSelected(s, 99)).toBe(true);
    expect(pageState(s, page1, idOf)).toBe('all');
    s = toggleRow(s, page1[1]!, idOf, page1);
    expect(s.mode).toBe('rows');
    expect(s.mode === 'rows' && [...s.rows.keys()]).toEqual([1, 3]);
  });

  it('clears everything when the page box is used while all matching results are selected', () => {
    const s = togglePage<Row>({ mode: 'all' }, page1, idOf);
    expect(selectedCount(s, 10)).toBe(0);
  });
});
