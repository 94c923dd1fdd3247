export { issueAuthCode, redeemAuthCode } from './auth-codes.ts';
export {
  openSession,
  REFRESH_GRACE_SECONDS,
  refreshSession,
  revokeAllSessions,
  revokeSession,
  verifyAccessToken,
} from './tokens.ts';
