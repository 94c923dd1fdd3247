import type { PlanFlags } from '@riskscreen/shared';
import type { ColumnType, Generated } from 'kysely';
import type { AddressCommentTables } from './address-comments-schema.ts';
import type { AlertCycleTables } from './alert-cycles-schema.ts';
import type { AlertWorkflowTables } from './alert-workflow-schema.ts';
import type { AttributionTables } from './attribution-schema.ts';
import type { CaseTables } from './cases-schema.ts';
import type { ChainTables } from './chain-schema.ts';
import type { CommentTables } from './comments-schema.ts';
import type { CustomListTables } from './custom-lists-schema.ts';
import type { CustomerTables } from './customers-schema.ts';
import type { DashboardTables } from './dashboard-schema.ts';
import type { DownloadTables } from './downloads-schema.ts';
import type { EntityAuditTables } from './entity-audit-schema.ts';
import type { EventTables } from './events-schema.ts';
import type { IntegrationTables } from './integrations-schema.ts';
import type { MemberTables } from './members-schema.ts';
import type { MonitoringTables } from './monitoring-schema.ts';
import type { PolicyTables } from './policies-schema.ts';
import type { SanctionsRefreshTables } from './sanctions-refresh-schema.ts';
import type { ScreeningTables } from './screening-schema.ts';
import type { SingleSignOnTables } from './single-sign-on-schema.ts';
import type { SummaryTables } from './summaries-schema.ts';
import type { UploadTables } from './uploads-schema.ts';

/** Timestamps: read as Date, written as Date or ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface OrganizationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  domain: Generated<string>;
  brand_logo: string | null;
  report_logo: string | null;
  color_code: string | null;
  plan_name: Generated<string>;
  plan_end_date: ColumnType<string | null, string | null | undefined, string | null>;
  user_limit: number | null;
  credit_limit: number | null;
  /** Requests one API key may make per minute; NULL: no limit (0043_api_rate_limits, decision 0051). */
  api_rate_limit: ColumnType<number | null, number | null | undefined, number | null>;
  plan_flags: ColumnType<Partial<PlanFlags>, string | undefined, string>;
  /** The organisation's integration switches (0071_integration_flags): the custody service, support widgets. */
  integration_flags: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface WorkspacesTable {
  id: Generated<number>;
  organization_id: number;
  slug: string;
  name: string;
  continuous_monitoring_level: Generated<number>;
  continuous_monitoring_days: number | null;
  is_address_screening_type_any_enabled: Generated<boolean>;
  token_monitoring_status: Generated<boolean>;
  max_hops: Generated<number>;
  /** Transfers worth less (USD) are not followed by exposure tracing (0011_screening_settings). */
  min_edge_usd: Generated<number>;
  /** Alert levels a re-screening closes when their rule no longer fires (0021_auto_resolve, decision 0028). */
  autoresolve_alert_levels: ColumnType<number[], number[] | undefined, number[]>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  organization_id: number;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  password_hash: string | null;
  timezone: Generated<string>;
  language: Generated<string>;
  role: number | null;
  is_active: Generated<boolean>;
  is_organization_admin: Generated<boolean>;
  date_joined: Timestamp;
  password_changed_at: NullableTimestamp;
  /** Invited and not signed up yet while password_hash is null (0020_members_invitations). */
  invited_at: NullableTimestamp;
  invited_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  workspace_id: number;
  role: number;
  case_role: number | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  refresh_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
  /** Last refresh-token rotation: the replaced token is honoured for a grace window after it. */
  rotated_at: NullableTimestamp;
}

export interface AuthCodesTable {
  code_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface UsedBotChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  workspace_id: number;
  key_hash: string;
  masked: string;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_used_at: NullableTimestamp;
  /** The minute (epoch seconds / 60) the key's request count is of, and that count (0043_api_rate_limits). */
  rate_window: Generated<number>;
  rate_count: Generated<number>;
  /** Who ended the key and when (0047_api_key_revocations); NULL while active or when revoked before 0047. */
  revoked_by: 'owner' | 'admin' | 'password_reset' | null;
  revoked_by_user_id: number | null;
  revoked_at: NullableTimestamp;
}

export interface NotificationSubscriptionsTable {
  user_id: number;
  settings: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
}

/**
 * Every table of the database. Later migrations add their tables here (one interface per table, in the
 * domain's own file when it grows: see chain-schema.ts etc.).
 */
export interface Database
  extends ChainTables,
    AttributionTables,
    ScreeningTables,
    PolicyTables,
    CustomListTables,
    AddressCommentTables,
    EntityAuditTables,
    CommentTables,
    AlertWorkflowTables,
    AlertCycleTables,
    CaseTables,
    CustomerTables,
    MemberTables,
    DownloadTables,
    UploadTables,
    DashboardTables,
    SanctionsRefreshTables,
    SingleSignOnTables,
    EventTables,
    MonitoringTables,
    IntegrationTables,
    SummaryTables {
  organizations: OrganizationsTable;
  workspaces: WorkspacesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  used_bot_challenges: UsedBotChallengesTable;
  api_keys: ApiKeysTable;
  notification_subscriptions: NotificationSubscriptionsTable;
}
