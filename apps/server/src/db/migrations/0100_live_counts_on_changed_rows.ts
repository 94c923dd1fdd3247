import { type Kysely, sql } from 'kysely';

/**
 * The dashboard's live objects per risk level (migration 0024) were kept on update by a statement trigger with
 * transition tables: every UPDATE of a live row paid for capturing its rows and running the delta query, whatever it
 * changed, and a monitor's re-screen, which rewrites the report and seldom the level, is one UPDATE per address.
 * Updates now count per row and only when the row's count changes (its level, workspace or being live): the delta
 * is the same signed row the statement trigger wrote. Inserts and deletes keep their statement triggers (a bulk
 * insert adds one row per group). Function bodies hold semicolons, so statements run one by one.
 */
const STATEMENTS = [
  `CREATE FUNCTION dashboard_live_row_delta() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO dashboard_live (workspace_id, object_type, risk_level, n)
       SELECT w, TG_ARGV[0], r, sign FROM (VALUES
         (OLD.workspace_id, OLD.risk_level, -1, OLD.archived_at IS NULL),
         (NEW.workspace_id, NEW.risk_level, 1, NEW.archived_at IS NULL)) AS x(w, r, sign, live)
       WHERE live;
     RETURN NULL;
   END $$`,
  ...['screened_addresses:address', 'screened_transactions:transaction', 'customers:customer'].flatMap(
    (pair) => {
      const [table, kind] = pair.split(':');
      return [
        `DROP TRIGGER ${table}_dashboard_upd ON ${table}`,
        `CREATE TRIGGER ${table}_dashboard_upd AFTER UPDATE ON ${table} FOR EACH ROW
         WHEN (OLD.risk_level IS DISTINCT FROM NEW.risk_level OR OLD.workspace_id IS DISTINCT FROM NEW.workspace_id
           OR (OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL))
         EXECUTE FUNCTION dashboard_live_row_delta('${kind}')`,
      ];
    },
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}
