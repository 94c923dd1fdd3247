import type { CategoryTotalDto, CounterpartySummaryRowDto } from '@riskscreen/shared';

/** A category reached by more value than the summary's rows of that type show. */
export type LabelBeyondRows = { category: string; valueUsd: number };

/** Differences under a cent are rounding, not a second label. */
const CENT = 0.005;

/**
 * Categories carried by counterparties that the summary lists under another, primary label (an exchange also
 * labelled Sanctions): rules count every label, so the card must say where such value sits.
 */
export function labelsBeyondRows(
  rows: readonly CounterpartySummaryRowDto[] | undefined,
  categories: readonly CategoryTotalDto[] | undefined,
): LabelBeyondRows[] {
  if (!categories?.length) return [];
  const listed = new Map<string, number>();
  for (const row of rows ?? []) {
    listed.set(row.tag_type_verbose, (listed.get(row.tag_type_verbose) ?? 0) + row.total_value_usd);
  }
  return categories
    .map((c) => ({
      category: c.tag_type_verbose,
      valueUsd: c.total_value_usd - (listed.get(c.tag_type_verbose) ?? 0),
    }))
    .filter((c) => c.valueUsd >= CENT);
}
