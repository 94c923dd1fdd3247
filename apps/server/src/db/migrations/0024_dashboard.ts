import { type Kysely, sql } from 'kysely';

/**
 * The dashboard (issue 15, decision 0034). closed_at on alerts and cases: when they entered a closed stage / status,
 * kept by row triggers whatever code moves them. Four rollups, kept by statement triggers (transition tables, so a
 * bulk insert adds one row per group) on the tables they count, whatever module writes them:
 * - dashboard_screenings: screening events per UTC day, object type, chain and risk level;
 * - dashboard_alerts: alerts per UTC day of opening, object type, level and current workflow stage;
 * - dashboard_alert_closes: alerts per UTC day of closing and resolution bucket (0: < 24 h, 1: < 48 h, 2: later);
 * - dashboard_rule_firings: alert items (firings) per UTC day and rule (a deleted rule's rows stay, unread);
 * - dashboard_live: live (not archived) addresses, transactions and customers per risk level.
 * Triggers only INSERT signed deltas (delta = true), never update a shared row, so two writers never wait on each
 * other or deadlock; readers sum deltas with the compacted rows (delta = false), and the dashboard folds deltas into
 * them now and then. dashboard_snapshots keeps the preset ranges' answers until a refresh.
 * Function bodies hold semicolons, so statements run one by one here (not through runStatements).
 */
/** One statement adding the alert rollups' deltas of a change (rows with a sign: +1 added, -1 taken away). */
function alertDeltas(changes: string): string {
  return `WITH changes AS (${changes}),
    opened AS (
      INSERT INTO dashboard_alerts (workspace_id, day, object_type, level, workflow_stage_id, n)
      SELECT workspace_id, (opened_at AT TIME ZONE 'UTC')::date, object_type, level, workflow_stage_id, sum(sign)
      FROM changes GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0)
    INSERT INTO dashboard_alert_closes (workspace_id, day, bucket, n)
      SELECT workspace_id, (closed_at AT TIME ZONE 'UTC')::date, ${BUCKET}, sum(sign)
      FROM changes WHERE closed_at IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(sign) <> 0`;
}

/** The resolution bucket of a closed alert: 0 within 24 hours of opening, 1 within 48, 2 later. */
const BUCKET = `CASE WHEN closed_at - opened_at < interval '24 hours' THEN 0
  WHEN closed_at - opened_at < interval '48 hours' THEN 1 ELSE 2 END`;

const STATEMENTS = [
  `ALTER TABLE alerts ADD COLUMN closed_at timestamptz`,
  `ALTER TABLE cases ADD COLUMN closed_at timestamptz`,
  `UPDATE alerts a SET closed_at = a.updated_at FROM workflow_stages s WHERE s.id = a.workflow_stage_id AND s.category = 2`,
  `UPDATE cases SET closed_at = updated_at WHERE status = 2`,
  `CREATE INDEX alerts_closed ON alerts(workspace_id, closed_at) WHERE closed_at IS NOT NULL`,
  `CREATE INDEX cases_closed ON cases(workspace_id, closed_at) WHERE closed_at IS NOT NULL`,

  `CREATE FUNCTION dashboard_alert_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF (SELECT category FROM workflow_stages WHERE id = NEW.workflow_stage_id) = 2 THEN
       IF TG_OP = 'INSERT' THEN NEW.closed_at := coalesce(NEW.closed_at, now());
       ELSIF NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at THEN NEW.closed_at := coalesce(OLD.closed_at, now());
       END IF;
     ELSE NEW.closed_at := NULL;
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER alerts_closed_at BEFORE INSERT OR UPDATE OF workflow_stage_id, closed_at ON alerts
     FOR EACH ROW EXECUTE FUNCTION dashboard_alert_closed_at()`,
  `CREATE FUNCTION dashboard_case_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.status = 2 THEN
       IF TG_OP = 'INSERT' THEN NEW.closed_at := coalesce(NEW.closed_at, now());
       ELSIF NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at THEN
         NEW.closed_at := CASE WHEN OLD.status = 2 THEN coalesce(OLD.closed_at, now()) ELSE now() END;
       END IF;
     ELSE NEW.closed_at := NULL;
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER cases_closed_at BEFORE INSERT OR UPDATE OF status, closed_at ON cases
     FOR EACH ROW EXECUTE FUNCTION dashboard_case_closed_at()`,

  `CREATE TABLE dashboard_screenings (
     workspace_id integer NOT NULL, day date NOT NULL, object_type text NOT NULL, blockchain integer NOT NULL,
     risk_level smallint NOT NULL, n bigint NOT NULL, delta boolean NOT NULL DEFAULT true)`,
  `CREATE UNIQUE INDEX dashboard_screenings_key ON dashboard_screenings(workspace_id, day, object_type, blockchain, risk_level) WHERE NOT delta`,
  `CREATE INDEX dashboard_screenings_deltas ON dashboard_screenings(workspace_id) WHERE delta`,
  `CREATE TABLE dashboard_alerts (
     workspace_id integer NOT NULL, day date NOT NULL, object_type text NOT NULL, level smallint NOT NULL,
     workflow_stage_id integer NOT NULL, n bigint NOT NULL, delta boolean NOT NULL DEFAULT true)`,
  `CREATE UNIQUE INDEX dashboard_alerts_key ON dashboard_alerts(workspace_id, day, object_type, level, workflow_stage_id) WHERE NOT delta`,
  `CREATE INDEX dashboard_alerts_deltas ON dashboard_alerts(workspace_id) WHERE delta`,
  `CREATE TABLE dashboard_alert_closes (
     workspace_id integer NOT NULL, day date NOT NULL, bucket smallint NOT NULL, n bigint NOT NULL,
     delta boolean NOT NULL DEFAULT true)`,
  `CREATE UNIQUE INDEX dashboard_alert_closes_key ON dashboard_alert_closes(workspace_id, day, bucket) WHERE NOT delta`,
  `CREATE INDEX dashboard_alert_closes_deltas ON dashboard_alert_closes(workspace_id) WHERE delta`,
  `CREATE TABLE dashboard_rule_firings (
     workspace_id integer NOT NULL, day date NOT NULL, rule_id integer NOT NULL,
     n bigint NOT NULL, delta boolean NOT NULL DEFAULT true)`,
  `CREATE UNIQUE INDEX dashboard_rule_firings_key ON dashboard_rule_firings(workspace_id, day, rule_id) WHERE NOT delta`,
  `CREATE INDEX dashboard_rule_firings_deltas ON dashboard_rule_firings(workspace_id) WHERE delta`,
  `CREATE TABLE dashboard_live (
     workspace_id integer NOT NULL, object_type text NOT NULL, risk_level smallint NOT NULL, n bigint NOT NULL,
     delta boolean NOT NULL DEFAULT true)`,
  `CREATE UNIQUE INDEX dashboard_live_key ON dashboard_live(workspace_id, object_type, risk_level) WHERE NOT delta`,
  `CREATE INDEX dashboard_live_deltas ON dashboard_live(workspace_id) WHERE delta`,
  `CREATE TABLE dashboard_snapshots (
     workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
     kind text NOT NULL, time_zone text NOT NULL, start_date date NOT NULL, end_date date NOT NULL,
     data jsonb NOT NULL, computed_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (workspace_id, kind, time_zone, start_date, end_date))`,

  // Screening events are a log: inserts count, deletes (a workspace going away) take back.
  `CREATE FUNCTION dashboard_screenings_delta() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO dashboard_screenings (workspace_id, day, object_type, blockchain, risk_level, n)
         SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, object_type, blockchain, risk_level, count(*)
         FROM new_rows GROUP BY 1, 2, 3, 4, 5;
     ELSE
       INSERT INTO dashboard_screenings (workspace_id, day, object_type, blockchain, risk_level, n)
         SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, object_type, blockchain, risk_level, -count(*)
         FROM old_rows GROUP BY 1, 2, 3, 4, 5;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER screening_events_dashboard_ins AFTER INSERT ON screening_events REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION dashboard_screenings_delta()`,
  `CREATE TRIGGER screening_events_dashboard_del AFTER DELETE ON screening_events REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION dashboard_screenings_delta()`,

  // Alerts: what the statement added minus what it took away, per group; groups that did not change write nothing.
  `CREATE FUNCTION dashboard_alerts_delta() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN ${alertDeltas('SELECT 1 AS sign, * FROM new_rows')};
     ELSIF TG_OP = 'DELETE' THEN ${alertDeltas('SELECT -1 AS sign, * FROM old_rows')};
     ELSE ${alertDeltas('SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows')};
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER alerts_dashboard_ins AFTER INSERT ON alerts REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION dashboard_alerts_delta()`,
  `CREATE TRIGGER alerts_dashboard_upd AFTER UPDATE ON alerts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION dashboard_alerts_delta()`,
  `CREATE TRIGGER alerts_dashboard_del AFTER DELETE ON alerts REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION dashboard_alerts_delta()`,

  // Firings: an item taken away directly is subtracted with its alert's rule; when its alert goes (a rule or a
  // workspace deleted), the alert's items are subtracted before the cascade takes them (the alert is gone by then).
  `CREATE FUNCTION dashboard_rule_firings_delta() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO dashboard_rule_firings (workspace_id, day, rule_id, n)
         SELECT i.workspace_id, (i.created_at AT TIME ZONE 'UTC')::date, a.rule_id, count(*)
         FROM new_rows i JOIN alerts a ON a.id = i.alert_id GROUP BY 1, 2, 3;
     ELSE
       INSERT INTO dashboard_rule_firings (workspace_id, day, rule_id, n)
         SELECT i.workspace_id, (i.created_at AT TIME ZONE 'UTC')::date, a.rule_id, -count(*)
         FROM old_rows i JOIN alerts a ON a.id = i.alert_id GROUP BY 1, 2, 3;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER alert_items_dashboard_ins AFTER INSERT ON alert_items REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rule_firings_delta()`,
  `CREATE TRIGGER alert_items_dashboard_del AFTER DELETE ON alert_items REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rule_firings_delta()`,
  `CREATE FUNCTION dashboard_alert_firings_gone() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO dashboard_rule_firings (workspace_id, day, rule_id, n)
       SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, OLD.rule_id, -count(*)
       FROM alert_items WHERE alert_id = OLD.id GROUP BY 1, 2;
     RETURN OLD;
   END $$`,
  `CREATE TRIGGER alerts_dashboard_firings BEFORE DELETE ON alerts
     FOR EACH ROW EXECUTE FUNCTION dashboard_alert_firings_gone()`,

  // Live objects per risk level: TG_ARGV[0] names the kind ('address', 'transaction', 'customer').
  `CREATE FUNCTION dashboard_live_delta() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO dashboard_live (workspace_id, object_type, risk_level, n)
         SELECT workspace_id, TG_ARGV[0], risk_level, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY 1, 3;
     ELSIF TG_OP = 'DELETE' THEN
       INSERT INTO dashboard_live (workspace_id, object_type, risk_level, n)
         SELECT workspace_id, TG_ARGV[0], risk_level, -count(*) FROM old_rows WHERE archived_at IS NULL GROUP BY 1, 3;
     ELSE
       INSERT INTO dashboard_live (workspace_id, object_type, risk_level, n)
         SELECT workspace_id, TG_ARGV[0], risk_level, sum(sign) FROM (
           SELECT workspace_id, risk_level, 1 AS sign FROM new_rows WHERE archived_at IS NULL
           UNION ALL
           SELECT workspace_id, risk_level, -1 FROM old_rows WHERE archived_at IS NULL
         ) x GROUP BY 1, 3 HAVING sum(sign) <> 0;
     END IF;
     RETURN NULL;
   END $$`,
  ...['screened_addresses:address', 'screened_transactions:transaction', 'customers:customer'].flatMap(
    (pair) => {
      const [table, kind] = pair.split(':');
      return [
        `CREATE TRIGGER ${table}_dashboard_ins AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION dashboard_live_delta('${kind}')`,
        `CREATE TRIGGER ${table}_dashboard_upd AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION dashboard_live_delta('${kind}')`,
        `CREATE TRIGGER ${table}_dashboard_del AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION dashboard_live_delta('${kind}')`,
      ];
    },
  ),

  // Backfill: the rows there are now, as compacted rows.
  `INSERT INTO dashboard_screenings (workspace_id, day, object_type, blockchain, risk_level, n, delta)
     SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date, object_type, blockchain, risk_level, count(*), false
     FROM screening_events GROUP BY 1, 2, 3, 4, 5`,
  `INSERT INTO dashboard_alerts (workspace_id, day, object_type, level, workflow_stage_id, n, delta)
     SELECT workspace_id, (opened_at AT TIME ZONE 'UTC')::date, object_type, level, workflow_stage_id, count(*), false
     FROM alerts GROUP BY 1, 2, 3, 4, 5`,
  `INSERT INTO dashboard_alert_closes (workspace_id, day, bucket, n, delta)
     SELECT workspace_id, (closed_at AT TIME ZONE 'UTC')::date,
            ${BUCKET}, count(*), false
     FROM alerts WHERE closed_at IS NOT NULL GROUP BY 1, 2, 3`,
  `INSERT INTO dashboard_rule_firings (workspace_id, day, rule_id, n, delta)
     SELECT i.workspace_id, (i.created_at AT TIME ZONE 'UTC')::date, a.rule_id, count(*), false
     FROM alert_items i JOIN alerts a ON a.id = i.alert_id GROUP BY 1, 2, 3`,
  `INSERT INTO dashboard_live (workspace_id, object_type, risk_level, n, delta)
     SELECT workspace_id, 'address', risk_level, count(*), false FROM screened_addresses WHERE archived_at IS NULL GROUP BY 1, 3
     UNION ALL
     SELECT workspace_id, 'transaction', risk_level, count(*), false FROM screened_transactions WHERE archived_at IS NULL GROUP BY 1, 3
     UNION ALL
     SELECT workspace_id, 'customer', risk_level, count(*), false FROM customers WHERE archived_at IS NULL GROUP BY 1, 3`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
