import type { AddressFailure } from '@riskscreen/shared';

const SHOWN_PER_REASON = 3;

/**
 * The failed addresses grouped by reason, up to 3 named per reason then '+n more' (spec part 3 §5), e.g.
 * 'Invalid address: abc, def, ghi +2 more'.
 */
export function failureSummary(failures: readonly AddressFailure[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const f of failures) byReason.set(f.reason, [...(byReason.get(f.reason) ?? []), f.address]);
  return [...byReason].map(([reason, addresses]) => {
    const shown = addresses.slice(0, SHOWN_PER_REASON).join(', ');
    const more = addresses.length - SHOWN_PER_REASON;
    return `${reason}: ${shown}${more > 0 ? ` +${more} more` : ''}`;
  });
}

/** Read addresses from an uploaded .csv or .txt: the 'address' column when there is a header, else the first one. */
export function addressesFromFile(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return [];
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  const column = header.indexOf('address');
  const rows = column >= 0 ? lines.slice(1) : lines;
  return rows
    .map((line) => (line.split(',')[Math.max(column, 0)] ?? '').trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}
