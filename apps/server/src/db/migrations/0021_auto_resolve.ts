import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Auto-resolve (issue 17, decision 0028): the alert levels at which a re-screening closes an active alert whose rule
 * no longer fires, one set per workspace (every level by default), and the closed stage the system moves such an
 * alert to, 'Closed – Auto-resolved' (resolved, a system stage: no person's stage leads to it), added after the
 * stages of every workspace that has them; workspaces seeded later get it with the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE workspaces ADD COLUMN autoresolve_alert_levels smallint[] NOT NULL DEFAULT '{5,4,3,2,1}';
    INSERT INTO workflow_stages (workspace_id, name, category, position, is_system, alert_status)
      SELECT workspace_id, 'Closed – Auto-resolved', 2, max(position) + 1, true, 1
      FROM workflow_stages GROUP BY workspace_id
      ON CONFLICT (workspace_id, name) DO NOTHING
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
