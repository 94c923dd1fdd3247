const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with digit grouping from four digits on (spec part 1 §9): 840000 → '840,000'. */
export function groupDigits(value: number): string {
  return grouped.format(value);
}
