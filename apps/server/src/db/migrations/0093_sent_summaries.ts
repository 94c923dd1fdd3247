import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The weekly and monthly summaries (issue 31, decision 0084): one row per workspace and period, written in the
 * transaction that notifies and mails its members, so a period is summarised once however many servers run the
 * scheduled job; and the in-app kind of a summary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE sent_summaries (
      id bigserial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('weekly', 'monthly')),
      period_start date NOT NULL,
      period_end date NOT NULL CHECK (period_end >= period_start),
      recipients integer NOT NULL DEFAULT 0,
      sent_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (workspace_id, kind, period_start)
    );
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'assignment', 'upload', 'case_decision', 'risk_change', 'alert_item',
        'alert_resolution', 'summary'));
    `,
  );
}
