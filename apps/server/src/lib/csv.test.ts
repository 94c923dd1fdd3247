import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('escapes text that a spreadsheet would run, but writes numbers as numbers', () => {
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(toCsv(['a', 'b'], [[-2, '=x']])).toBe("a,b\r\n-2,'=x\r\n");
  });
});
