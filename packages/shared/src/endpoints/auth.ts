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
    response: botChallenge,
    tags,
  }),
  /** findOrg: e-mail and a solved bot check → the organisation to sign in to. */
  findOrganisation: defineEndpoint({
    method: 'POST',
    path: '/auth/api/organization/',
    body: findOrgRequest,
    response: findOrgResponse,
    tags,
  }),
  /** The identity provider's password step for the browser: where to go next. */
  authorize: defineEndpoint({
    method: 'POST',
    path: '/auth/api/authorize/',
    body: authorizeRequest,
    response: authorizeResponse,
    tags,
  }),
  /** The same password step as JSON for scripts. */
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/api/login/',
    body: passwordLoginRequest,
    response: tokenPair,
    tags,
  }),
  /** Login completion: the one-time code becomes the token pair. */
  token: defineEndpoint({
    method: 'POST',
    path: '/auth/api/token/',
    body: codeExchangeRequest,
    response: tokenPair,
    tags,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/api/token/refresh/',
    body: refreshRequest,
    response: tokenPair,
    tags,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/api/logout/',
    body: logoutRequest.nullish(),
    response: noContent,
    tags,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/api/change-password/',
    body: changePasswordRequest,
    response: changePasswordResponse,
    tags,
  }),
  permissions: defineEndpoint({
    method: 'GET',
    path: '/auth/api/permissions/',
    response: userProfile,
    tags,
  }),
};
