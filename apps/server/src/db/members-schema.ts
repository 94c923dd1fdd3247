import type { NullableTimestamp, Timestamp } from './schema.ts';

/** A one-time account link: a sign-up (invitation) or a password reset, stored by its token's hash (0020). */
export interface AccountTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'sign_up' | 'password_reset';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface MemberTables {
  account_tokens: AccountTokensTable;
}
