import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** A workspace's integration with one provider (0070_integrations). */
export interface IntegrationsTable {
  id: Generated<number>;
  workspace_id: number;
  provider: 'slack' | 'webhook' | 'fireblocks';
  is_active: Generated<boolean>;
  config: ColumnType<Record<string, unknown>, string, string>;
  webhook_slug: string | null;
  /** The provider refused the credentials (0095_chat_service): connect again. */
  needs_reconnect: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The integrations whose messages go through the outbox (0095_chat_service). */
export type OutboxProvider = 'webhook' | 'slack';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One event to send to the workspace's webhook: the body exactly as signed and sent (0070_integrations). */
export interface WebhookDeliveriesTable {
  id: ColumnType<string, never, never>;
  workspace_id: number;
  provider: ColumnType<OutboxProvider, OutboxProvider | undefined, never>;
  event_id: ColumnType<string, string, never>;
  event_type: string;
  entity_type: string;
  object_url: string;
  body: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** One attempt at a delivery, as the audit trail shows it. */
export interface WebhookAttemptsTable {
  id: ColumnType<string, never, never>;
  delivery_id: string;
  workspace_id: number;
  provider: ColumnType<OutboxProvider, OutboxProvider | undefined, never>;
  endpoint: string;
  attempt: number;
  response_code: number | null;
  error: string | null;
  attempted_at: Timestamp;
}

/** A state handed out with the chat service's authorisation URL: used once, before it expires (0095). */
export interface SlackOauthStatesTable {
  state_hash: string;
  workspace_id: number;
  user_id: number;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export type CustodyLogStatus =
  | 'received'
  | 'screened'
  | 'frozen'
  | 'rejected'
  | 'dry_run'
  | 'skipped'
  | 'failed'
  | 'unfrozen';

/** One transaction event of the custody service and what was done with it (0097_custody_service). */
export interface CustodyLogsTable {
  id: ColumnType<string, never, never>;
  workspace_id: number;
  integration_id: number;
  payload: ColumnType<Record<string, unknown>, string, string>;
  /** The custody service's id of the transaction (its freeze, cancel and unfreeze calls name it). */
  custody_tx_id: string | null;
  status: ColumnType<CustodyLogStatus, CustodyLogStatus | undefined, CustodyLogStatus>;
  status_verbose: ColumnType<string, string | undefined, string>;
  screened_transaction_id: number | null;
  risk_level: number | null;
  created_at: Timestamp;
  processed_time: NullableTimestamp;
}

export interface IntegrationTables {
  custody_logs: CustodyLogsTable;
  slack_oauth_states: SlackOauthStatesTable;
  integrations: IntegrationsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
