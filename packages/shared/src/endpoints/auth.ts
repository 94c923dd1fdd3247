import {
  authorizeRequest,
  authorizeResponse,
  botChallenge,
  changePasswordRequest,
  changePasswordResponse,
  codeExchangeRequest,
  findOrgRequest,
  findOrgResponse,
  logoutRequest,
  passwordLoginRequest,
  refreshRequest,
  tokenPair,
} from '../schemas/auth.ts';
import { userProfile } from '../schemas/profile.ts';
import { defineEndpoint, noContent } from './define.ts';

const tags = ['auth'];

/** Signing in (the built-in identity provider and its sessions) and the password. */
export const authEndpoints = {
  botChallenge: defineEndpoint({
    method: 'GET',
    path: '/auth/api/bot-challenge/',
    summary: 'Get a bot-check challenge',
    response: botChallenge,
    tags,
  }),
  /** findOrg: e-mail and a solved bot check → the organisation to sign in to. */
  findOrganisation: defineEndpoint({
    method: 'POST',
    path: '/auth/api/organization/',
    summary: 'Find the organisation to sign in to',
    body: findOrgRequest,
    response: findOrgResponse,
    tags,
  }),
  /** The identity provider's password step for the browser: where to go next. */
  authorize: defineEndpoint({
    method: 'POST',
    path: '/auth/api/authorize/',
    summary: 'Check the password and get the next sign-in step (browser)',
    body: authorizeRequest,
    response: authorizeResponse,
    tags,
  }),
  /** The same password step as JSON for scripts. */
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/api/login/',
    summary: 'Sign in with a password (JSON, for scripts)',
    body: passwordLoginRequest,
    response: tokenPair,
    tags,
  }),
  /** Login completion: the one-time code becomes the token pair. */
  token: defineEndpoint({
    method: 'POST',
    path: '/auth/api/token/',
    summary: 'Exchange a one-time login code for tokens',
    body: codeExchangeRequest,
    response: tokenPair,
    tags,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/api/token/refresh/',
    summary: 'Refresh the access token',
    body: refreshRequest,
    response: tokenPair,
    tags,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/api/logout/',
    summary: 'Sign out (end the session)',
    body: logoutRequest.nullish(),
    response: noContent,
    tags,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/api/change-password/',
    summary: "Change the caller's password",
    body: changePasswordRequest,
    response: changePasswordResponse,
    tags,
  }),
  permissions: defineEndpoint({
    method: 'GET',
    path: '/auth/api/permissions/',
    summary: "Get the caller's permissions",
    response: userProfile,
    tags,
  }),
};
