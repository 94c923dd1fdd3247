import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Risk changes, alert items and alert resolutions reach the members subscribed to them (issue 31): three more kinds
 * of in-app notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'assignment', 'upload', 'case_decision', 'risk_change', 'alert_item',
        'alert_resolution'));
    `,
  );
}
