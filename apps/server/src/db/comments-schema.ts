import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** Positions count characters of the comment's plain text (contract C's commentContext). */
export interface StoredCommentContext {
  users: { id: number; full_name: string; start_position: number; length: number }[];
  alerts: { id: number; rule_name: string; start_position: number; length: number }[];
  alert_items: number[];
}

/** A comment on a screened object, by a person (author_id) or the system (null) (0014_comments_notifications). */
export interface CommentsTable {
  id: Generated<number>;
  workspace_id: number;
  object_type: string;
  object_id: number;
  alert_id: number | null;
  alert_item_id: number | null;
  author_id: number | null;
  type: number;
  body: string;
  context: ColumnType<StoredCommentContext | null, string | null, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A file attached to a comment, stored on disk under DATA_DIR/comment-files/<file_key>. */
export interface CommentFilesTable {
  id: Generated<number>;
  comment_id: number;
  workspace_id: number;
  file_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  workspace_id: number;
  kind:
    | 'mention'
    | 'assignment'
    | 'upload'
    | 'case_decision'
    | 'risk_change'
    | 'alert_item'
    | 'alert_resolution'
    | 'summary';
  title: string;
  body: string;
  link: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export type MailStatus = 'logged' | 'pending' | 'sent' | 'failed';

/** Every mail the server sends, with its delivery status. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** A path of the web app, made absolute with PUBLIC_URL when the mail is delivered. */
  link: string | null;
  status: MailStatus;
  error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface CommentTables {
  comments: CommentsTable;
  comment_files: CommentFilesTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
}
