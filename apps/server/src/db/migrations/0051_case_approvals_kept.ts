import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A closed case keeps who approved its closing and when (issue 33): approver_id is who a pending case waits on and
 * leaves with the pending status, so the approval itself is kept apart. Cases an approver accepted before this
 * migration take it from their timeline (the last accept entry).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE cases ADD COLUMN approved_by integer REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE cases ADD COLUMN approved_at timestamptz;
    UPDATE cases SET approved_by = accepted.actor_id, approved_at = accepted.created_at
      FROM (
        SELECT DISTINCT ON (case_id) case_id, actor_id, created_at
          FROM case_events
         WHERE type = 2 AND context ->> 'action' = 'accept'
         ORDER BY case_id, created_at DESC, id DESC
      ) AS accepted
     WHERE cases.id = accepted.case_id AND cases.status = 2;
    `,
  );
}
