import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An upload that ends (every row done, or given up) notifies its uploader (issue 15; the profile's
 * file_upload_status subscription decides the e-mail): a third kind of in-app notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'assignment', 'upload'));
    `,
  );
}
