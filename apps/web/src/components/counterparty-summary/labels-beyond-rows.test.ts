import { describe, expect, it } from 'vitest';
import { labelsBeyondRows } from './labels-beyond-rows.ts';

const row = (type: string, value: number) => ({
  tag_type_verbose: type,
  tag_subtype_verbose: 'Unknown',
  tag_name_verbose: type,
  exposure_type: 'direct' as const,
  total_value_usd: value,
});
const category = (type: string, value: number) => ({
  tag_type_verbose: type,
  direct: value,
  indirect: 0,
  total_value_usd: value,
});

describe('labelsBeyondRows', () => {
  it('names a category that sits under another primary label, with the value rows do not show', () => {
    // An exchange also designated: its $1,156.80 is listed as Exchange, and Sanctions reached the same value.
    const found = labelsBeyondRows(
      [row('Exchange', 1156.8), row('Sanctions', 100)],
      [category('Exchange', 1156.8), category('Sanctions', 1256.8)],
    );
    expect(found).toEqual([{ category: 'Sanctions', valueUsd: expect.closeTo(1156.8, 6) }]);
  });

  it('says nothing when every category is shown by rows of its own type, or within a cent of it', () => {
    expect(
      labelsBeyondRows(
        [row('Exchange', 10), row('Darknet', 5)],
        [category('Exchange', 10.004), category('Darknet', 5)],
      ),
    ).toEqual([]);
    expect(labelsBeyondRows([row('Exchange', 10)], undefined)).toEqual([]);
  });
});
