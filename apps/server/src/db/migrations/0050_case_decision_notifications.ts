import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The approver's Accept or Reject reaches the people who asked for it (issue 33): a fourth kind of in-app
 * notification, and the case keeps who sent it for approval (an agent's Close under mandatory approval) until the
 * approver decides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'assignment', 'upload', 'case_decision'));
    ALTER TABLE cases ADD COLUMN approval_requested_by integer REFERENCES users(id) ON DELETE SET NULL;
    `,
  );
}
