/**
 * A card's change against the previous period of the same length (spec part 1 §9): a percentage with two
 * decimals, or NA when it cannot be computed (no previous figure, or a previous figure of zero).
 */
export type Change = { text: string; trend: 'up' | 'down' | 'flat' | 'none' };

export function percentChange(current: number, previous: number | null | undefined): Change {
  if (
    previous === null ||
    previous === undefined ||
    !Number.isFinite(previous) ||
    !Number.isFinite(current)
  ) {
    return { text: 'NA', trend: 'none' };
  }
  if (previous === 0) return { text: 'NA', trend: 'none' };
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const text = Math.abs(change).toFixed(2);
  // A change that rounds to 0.00 reads flat, never '-0.00%'.
  if (text === '0.00') return { text: '0.00%', trend: 'flat' };
  return change > 0 ? { text: `+${text}%`, trend: 'up' } : { text: `-${text}%`, trend: 'down' };
}
