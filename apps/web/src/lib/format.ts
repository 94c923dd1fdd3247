import { TRUNCATE } from '@riskscreen/shared';
import { formatDateTime, formatTimeAgo } from './format-date.ts';
import { groupDigits } from './format-number.ts';

/**
 * Display helpers of spec part 1 §9 and part 2 §9: money, amounts, identifiers, dates in the profile's time zone.
 * Grouping follows en-US, which groups from four digits on (1,000).
 */
export { formatTimeAgo, groupDigits };

/** The date patterns the product uses (date-fns tokens). */
export const DATE_FORMATS = {
  dateTime: 'PP p',
  longDate: 'dd MMMM yyyy',
  date: 'PP',
  time: 'p',
  isoDate: 'yyyy-MM-dd',
  isoDateTime: 'yyyy-MM-dd HH:mm',
} as const;
export type DateFormat = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS];

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cryptoFormats = new Map<number, Intl.NumberFormat>();

/** A USD value with two decimals and grouping: 1234.5 → '1,234.50'. */
export function formatUsdAmount(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0);
}

const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A USD value in whole dollars, for narrow list columns: '$74,962,500'. */
export function formatUsdWhole(value: number): string {
  return usdWhole.format(Number.isFinite(value) ? value : 0);
}

/** A USD value as shown in tables: '$1,234.50' ('-$3.00' for a negative; a negative that rounds to zero: '$0.00'). */
export function formatUsd(value: number): string {
  const amount = formatUsdAmount(Math.abs(value));
  return value < 0 && amount !== formatUsdAmount(0) ? `-$${amount}` : `$${amount}`;
}

/**
 * A crypto amount with up to `maxDecimals` (default 4) decimals and grouping: 1234.567891 → '1,234.5679'. A
 * non-zero amount too small for those decimals reads '< 0.0001' ('> -0.0001' below zero), never a bare 0, so a
 * fee of 0.00002 BTC does not look free. Zero reads '0', also a negative zero (Intl would write '-0').
 */
export function formatCrypto(value: number, maxDecimals = 4): string {
  let format = cryptoFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals });
    cryptoFormats.set(maxDecimals, format);
  }
  // `|| 0` turns -0 into 0.
  const amount = Number.isFinite(value) ? value || 0 : 0;
  const smallest = 10 ** -maxDecimals;
  if (amount !== 0 && Math.abs(amount) < smallest) {
    const bound = format.format(smallest);
    return amount > 0 ? `< ${bound}` : `> -${bound}`;
  }
  return format.format(amount);
}

/** A share (0–1) as a percent with two decimals: 0.12345 → '12.35%'; a non-zero share below 0.005 % → '< 0.01%'. */
export function formatPercent(share: number): string {
  const percent = Number.isFinite(share) ? share * 100 : 0;
  if (percent > 0 && percent < 0.005) return '< 0.01%';
  return `${percent.toFixed(2)}%`;
}

/**
 * An identifier shortened to `length` characters keeping both ends (half each) around an ellipsis:
 * truncateMiddle('0x79bfc7d7f151de1d38db', 12) → '0x79bf…1d38db'. Short text is returned unchanged.
 */
export function truncateMiddle(text: string, length: number = TRUNCATE.identifierDefault): string {
  if (text.length <= length) return text;
  const head = Math.ceil(length / 2);
  const tail = Math.floor(length / 2);
  return `${text.slice(0, head)}…${tail > 0 ? text.slice(-tail) : ''}`;
}

/** An instant given as ISO text, epoch seconds or a Date, as an ISO string (null when absent or invalid). */
function toIso(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * An instant (ISO text, epoch seconds or Date) in the profile time zone with one of the product's patterns;
 * '-' when absent.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone: string | undefined,
  pattern: DateFormat = DATE_FORMATS.dateTime,
): string {
  const iso = toIso(value);
  return iso ? formatDateTime(iso, timeZone, pattern) : '-';
}

/** An instant in UTC followed by 'GMT+0' (the attribution timestamp is always shown so). */
export function formatGmt(value: string | number | Date | null | undefined): string {
  const iso = toIso(value);
  return iso ? `${formatDateTime(iso, 'UTC', DATE_FORMATS.dateTime)} GMT+0` : '-';
}

/** How long ago an instant (ISO text, epoch seconds or Date) was: '3 days ago'; '' when absent. */
export function timeAgo(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  const iso = toIso(value);
  return iso ? formatTimeAgo(iso, now) : '';
}

/** A count with its noun in the right number: '1 result', '2 results', '1,204 addresses'. */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${groupDigits(n)} ${n === 1 ? singular : plural}`;
}
