import {
  accountLink,
  accountLinkRequest,
  detailResponse,
  passwordResetConfirm,
  passwordResetRequest,
  signUpRequest,
} from '../schemas/password-reset.ts';
import { defineEndpoint } from './define.ts';

const tags = ['auth'];

/**
 * One-time account links: "forgot password" (a reset link by mail) and the sign-up link of an invitation. The
 * token travels in the body, never in a URL the server would log.
 */
export const accountLinkEndpoints = {
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/api/password-reset/',
    summary: 'Mail a password reset link',
    body: passwordResetRequest,
    response: detailResponse,
    tags,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/api/password-reset/confirm/',
    summary: 'Set a new password from a reset link',
    body: passwordResetConfirm,
    response: detailResponse,
    tags,
  }),
  linkInfo: defineEndpoint({
    method: 'POST',
    path: '/auth/api/account-link/',
    summary: 'Tell what a sign-up or reset link is for',
    body: accountLinkRequest,
    response: accountLink,
    tags,
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/auth/api/sign-up/',
    summary: "Accept an invitation: the invitee's name and password",
    body: signUpRequest,
    response: detailResponse,
    tags,
  }),
};
