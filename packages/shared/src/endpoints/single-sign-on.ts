import {
  ssoCallbackQuery,
  ssoSettings,
  ssoSettingsUpdate,
  ssoStartRequest,
  ssoStartResponse,
} from '../schemas/single-sign-on.ts';
import { defineEndpoint, noContent } from './define.ts';

const tags = ['single sign-on'];

/** Single sign-on through the organisation's OpenID Connect provider (issue 16, decision 0037). */
export const singleSignOnEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/profile/api/v1/organization/sso/',
    summary: "Get the organisation's single sign-on settings (never the client secret)",
    response: ssoSettings,
    tags,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/profile/api/v1/organization/sso/',
    summary: "Set the organisation's single sign-on provider",
    body: ssoSettingsUpdate,
    response: ssoSettings,
    tags,
  }),
  /** The sign-in page's step for an organisation with single sign-on: where the browser goes (the provider). */
  start: defineEndpoint({
    method: 'POST',
    path: '/auth/api/sso/start/',
    summary: 'Start signing in through the organisation’s OpenID Connect provider',
    body: ssoStartRequest,
    response: ssoStartResponse,
    tags,
  }),
  /** The provider's redirect: answers 302 to /accounts/login/complete with a one-time code, or with an error. */
  callback: defineEndpoint({
    method: 'GET',
    path: '/auth/api/sso/callback/',
    summary: 'The OpenID Connect provider’s redirect back (answers 302 to the login completion)',
    description:
      'Always a redirect (302): to /accounts/login/complete?code=… when the ID token is valid and the person ' +
      'is a member (or may be provisioned), otherwise to /accounts/login/complete?error=<code>.',
    query: ssoCallbackQuery,
    response: noContent,
    tags,
  }),
};
