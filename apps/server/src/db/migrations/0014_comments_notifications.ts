import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Comments on screened objects (addresses and transactions now; customers and cases later), the files attached to
 * them, the in-app notifications people receive (mentions, assignments) and the outbox of every mail the server
 * sends. A comment keeps its object by type and id (no foreign key: the object's table depends on the type);
 * deleting its alert deletes it, deleting its author keeps it without an author.
 *
 * Files live on disk under DATA_DIR/comment-files, named by a random key; the row keeps the key and what the user
 * called the file. The outbox keeps each mail with its delivery status: 'logged' (no SMTP configured, written to
 * the server log), 'pending' (waiting for delivery after its transaction commits), 'sent' or 'failed'. A mail's
 * link is kept as a path of the web app and made absolute (PUBLIC_URL) when the mail is delivered.
 *
 * The mention_notifications subscription (default on) joins the stored subscription settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE comments (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      object_type text NOT NULL,
      object_id integer NOT NULL,
      alert_id integer REFERENCES alerts(id) ON DELETE CASCADE,
      alert_item_id integer REFERENCES alert_items(id) ON DELETE SET NULL,
      author_id integer REFERENCES users(id) ON DELETE SET NULL,
      type smallint NOT NULL,
      body text NOT NULL,
      context jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX comments_object ON comments(workspace_id, object_type, object_id, created_at DESC);
    CREATE INDEX comments_alert ON comments(alert_id, created_at DESC);
    CREATE TABLE comment_files (
      id serial PRIMARY KEY,
      comment_id integer NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      file_key text NOT NULL UNIQUE,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size_bytes integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX comment_files_comment ON comment_files(comment_id);
    CREATE TABLE notifications (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('mention', 'assignment')),
      title text NOT NULL,
      body text NOT NULL,
      link text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    );
    CREATE INDEX notifications_user ON notifications(user_id, read_at, created_at DESC);
    CREATE TABLE mail_outbox (
      id serial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      link text,
      status text NOT NULL CHECK (status IN ('logged', 'pending', 'sent', 'failed')),
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX mail_outbox_pending ON mail_outbox(id) WHERE status = 'pending';
    UPDATE notification_subscriptions
      SET settings = settings || '{"mention_notifications": true}'::jsonb
      WHERE NOT settings ? 'mention_notifications'
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
