import type { Generated } from 'kysely';
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

/** The sign-up link of an invitation that ended because its address joined another organisation (0090). */
export interface EndedInvitationsTable {
  token_hash: string;
  ended_at: Generated<Date>;
}

export interface MemberTables {
  account_tokens: AccountTokensTable;
  ended_invitations: EndedInvitationsTable;
}
