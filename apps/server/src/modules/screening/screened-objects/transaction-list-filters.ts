import { cleanIdentifier, type TransactionListQuery } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';

export type TransactionListFilters = {
  q: string | null;
  riskLevels: number[];
  currencies: number[];
  createdFrom: Date | null;
  /** Exclusive. */
  createdTo: Date | null;
  /** Last screened time. */
  updatedFrom: Date | null;
  /** Exclusive. */
  updatedTo: Date | null;
  transactionFrom: Date | null;
  /** Exclusive. */
  transactionTo: Date | null;
  /** Alerted by the workspace's rule of this name (any stage). */
  ruleName: string | null;
  /** Held by some case (true), by none (false), either (null). */
  includedInCase: boolean | null;
};

/**
 * The list's URL filters: comma lists of numbers, dates as YYYY-MM-DD (an end date includes its whole UTC day)
 * or full ISO date-times. The string 'null' (and '') means no filter, as the web client writes empty values.
 */
export function parseTransactionListFilters(query: TransactionListQuery): TransactionListFilters {
  const errors: Record<string, string[]> = {};
  const numbers = (field: 'risk_level' | 'currency', max: number): number[] => {
    const raw = present(query[field]);
    if (!raw) return [];
    const parts = raw
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '' && p !== 'null');
    const values = parts.map(Number);
    if (values.some((v) => !Number.isInteger(v) || v < -1 || v > max)) {
      errors[field] = ['Enter a comma-separated list of whole numbers.'];
      return [];
    }
    return [...new Set(values)];
  };
  const date = (field: keyof TransactionListQuery, isEnd: boolean): Date | null => {
    const raw = present(query[field] as string | undefined);
    if (!raw) return null;
    const parsed = parseDate(raw, isEnd);
    if (!parsed) errors[field] = ['Enter a valid date.'];
    return parsed;
  };
  const q = present(query.q);
  const filters: TransactionListFilters = {
    q: q ? cleanIdentifier(q) || null : null,
    riskLevels: numbers('risk_level', 5),
    currencies: numbers('currency', 10_000),
    createdFrom: date('created_start_date', false),
    createdTo: date('created_end_date', true),
    updatedFrom: date('updated_start_date', false),
    updatedTo: date('updated_end_date', true),
    transactionFrom: date('transaction_start_date', false),
    transactionTo: date('transaction_end_date', true),
    ruleName: query.rule_name ?? null,
    includedInCase: query.is_included_in_case ?? null,
  };
  if (Object.keys(errors).length > 0) throw HttpError.fields(errors);
  return filters;
}

function present(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && trimmed !== 'null' ? trimmed : null;
}

function parseDate(raw: string, isEnd: boolean): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const day = new Date(`${raw}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) return null;
    return isEnd ? new Date(day.getTime() + 86_400_000) : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null;
  const time = new Date(raw);
  if (Number.isNaN(time.getTime())) return null;
  // A precise end time is inclusive: move it just past itself so the repo's exclusive bound keeps it.
  return isEnd ? new Date(time.getTime() + 1) : time;
}
