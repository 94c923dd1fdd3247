import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** An organisation's OpenID Connect provider (0026_single_sign_on). */
export interface OrganizationSsoTable {
  organization_id: number;
  issuer: string;
  client_id: string;
  client_secret: string;
  is_enabled: Generated<boolean>;
  allowed_domains: ColumnType<string[], string[] | undefined, string[]>;
  default_workspace_id: number | null;
  default_role: Generated<number>;
  updated_at: Timestamp;
}

/** A sign-in in flight: the provider comes back with its state, once (0026_single_sign_on). */
export interface SsoSignInsTable {
  state_hash: string;
  organization_id: number;
  nonce: string;
  code_verifier: string;
  return_state: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A domain an organisation's single sign-on provisions from, used once proven (0091_sso_domains). */
export interface SsoDomainsTable {
  domain: string;
  organization_id: number;
  verification_token: string;
  proven_at: NullableTimestamp;
  proven_by: 'dns' | 'operator' | null;
}

export interface SingleSignOnTables {
  organization_sso: OrganizationSsoTable;
  sso_domains: SsoDomainsTable;
  sso_sign_ins: SsoSignInsTable;
}
