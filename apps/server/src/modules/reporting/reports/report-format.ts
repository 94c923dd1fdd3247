import { type DataCoverage, RISK_LEVEL_LABELS, type RiskLevel, riskLevelVerbose } from '@riskscreen/shared';

/** A date in the caller's profile time zone ('26 Nov 2026, 14:05'); an unknown zone falls back to UTC. */
export function formatDate(value: string | number | Date | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  // Epoch seconds (chain times) or an ISO string.
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** The zone dates are printed in: the profile's when it is a zone this runtime knows, else UTC. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** USD with 2 decimals (spec part 2 §9). */
export const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A crypto amount with up to 4 decimals (spec part 2 §9). */
export const amount = (value: number, symbol?: string) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 4 })}${symbol ? ` ${symbol}` : ''}`;

export const percent = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(2)}%` : '0.00%';

export const riskLabel = (level: number) => RISK_LEVEL_LABELS[level as RiskLevel] ?? String(level);

/** An address's or transaction's level: 'No data' rather than No Risk without its chain data (decision 0046). */
export const screenedRiskLabel = (level: number, coverage: DataCoverage) => riskLevelVerbose(level, coverage);

/** A figure the chain data gives, or 'No data' when the installation does not hold it (not a zero). */
export const fromChainData = (coverage: DataCoverage, text: string) =>
  coverage === 'chain_data' ? text : 'No data';

export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
