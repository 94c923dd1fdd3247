/** Number formats shared by rule sentences (builder) and rule clauses (alert items), so both read alike. */

const USD_WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const USD_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** $1,000 for whole amounts, $1,000.50 otherwise (cents shown only when there are some). */
export function formatRuleUsd(value: number): string {
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? USD_WHOLE.format(cents / 100) : USD_CENTS.format(cents / 100);
}

/** 5%, 2.5%, 33.33%. */
export function formatRulePercent(value: number): string {
  return `${PLAIN.format(value)}%`;
}

export function formatRuleCount(value: number): string {
  return PLAIN.format(value);
}

/** "1 day", "7 days", "0.5 days". */
export function formatRuleQuantity(value: number, unit: string): string {
  return `${PLAIN.format(value)} ${unit}${value === 1 ? '' : 's'}`;
}
