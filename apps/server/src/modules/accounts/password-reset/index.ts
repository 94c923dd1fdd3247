export {
  type AccountTokenPurpose,
  accountLinkPath,
  issueAccountToken,
  TOKEN_LIFETIME_MS,
} from './account-tokens.ts';
export { passwordResetRoutes } from './password-reset.routes.ts';
export { passwordResetJobs } from './reset-mail-job.ts';
