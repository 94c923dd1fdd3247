import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema.ts';

type Day = ColumnType<Date | string, string, string>;

/** A workspace's weekly or monthly summary, written once per period before its mails (0093_sent_summaries). */
export interface SentSummariesTable {
  id: ColumnType<string, never, never>;
  workspace_id: number;
  kind: 'weekly' | 'monthly';
  /** The period's first and last day (UTC), both included. */
  period_start: Day;
  period_end: Day;
  /** The members notified (0 when none asked for it: the period is done all the same). */
  recipients: Generated<number>;
  sent_at: Timestamp;
}

export interface SummaryTables {
  sent_summaries: SentSummariesTable;
}
