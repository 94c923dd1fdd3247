import { describe, expect, it } from 'vitest';
import { wholeRowsHeight } from './whole-rows.ts';

describe('wholeRowsHeight', () => {
  // A 36 px header, then rows of 35 px.
  const bottoms = [36, 71, 106, 141, 176, 211, 246, 281, 316, 351, 386, 421];

  it('stops at the last row that ends within the limit, never inside a row', () => {
    expect(wholeRowsHeight(bottoms, 360)).toEqual({ height: 351, visibleRows: 10 });
    expect(wholeRowsHeight(bottoms, 351)).toEqual({ height: 351, visibleRows: 10 });
    expect(wholeRowsHeight(bottoms, 350)).toEqual({ height: 316, visibleRows: 9 });
  });

  it('needs no limit when every row fits', () => {
    expect(wholeRowsHeight(bottoms, 500)).toBeNull();
    expect(wholeRowsHeight([], 360)).toBeNull();
  });

  it('keeps the limit when even the first row is taller', () => {
    expect(wholeRowsHeight([400, 800], 360)).toEqual({ height: 360, visibleRows: 0 });
  });
});
