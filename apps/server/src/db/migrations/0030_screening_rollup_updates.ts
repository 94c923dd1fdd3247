import { type Kysely, sql } from 'kysely';

/**
 * The screenings rollup (migration 0024) follows updates of the events too: the old rows' groups lose their count,
 * the new rows' groups gain it. Events are a log nobody rewrites today, but the credit count now reads the rollup
 * (billing, decision 0041), so it must equal the events whatever changes them. The function body holds semicolons,
 * so the statements run one by one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION dashboard_screenings_delta() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        INSERT INTO dashboard_screenings (workspace_id, day, object_type, blockchain, risk_level, n)
          SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, object_type, blockchain, risk_level, -count(*)
          FROM old_rows GROUP BY 1, 2, 3, 4, 5;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO dashboard_screenings (workspace_id, day, object_type, blockchain, risk_level, n)
          SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, object_type, blockchain, risk_level, count(*)
          FROM new_rows GROUP BY 1, 2, 3, 4, 5;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER screening_events_dashboard_upd AFTER UPDATE ON screening_events
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_screenings_delta()`.execute(db);
}
