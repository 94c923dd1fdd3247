import * as client from 'openid-client';
import type { SsoProvider } from './sso-settings.ts';

/** Plain http only for a provider on this machine (tests, a local Keycloak); anything else must be https. */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The provider's configuration from its discovery document (openid-client checks the issuer it announces). */
export async function discoverProvider(provider: SsoProvider): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  const config = await client.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret,
    client.ClientSecretBasic(provider.clientSecret),
    isLoopback(issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );
  // By default an ID token from the token endpoint is trusted on TLS alone; its signature is checked against the
  // provider's JWKS as well (decision 0037).
  client.enableNonRepudiationChecks(config);
  return config;
}

export type AuthorizationRequest = { url: string; state: string; nonce: string; codeVerifier: string };

/** The authorization URL: code flow with PKCE (S256), a state and a nonce kept by the caller. */
export async function authorizationRequest(
  config: client.Configuration,
  redirectUri: string,
  loginHint: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type VerifiedIdentity = {
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/**
 * The code exchanged (with the PKCE verifier) and the ID token checked by openid-client: signature against the
 * provider's JWKS, issuer, audience, expiry, nonce; the state of the answer must be ours. Throws on any failure.
 */
export async function redeemCode(
  config: client.Configuration,
  currentUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  // A conforming provider may keep the scope's claims (email) for the userinfo endpoint: asked there, for the
  // ID token's subject only.
  const claims: Record<string, unknown> =
    idToken.email === undefined
      ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
      : idToken;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
    emailVerified: claims.email_verified === true,
    givenName: text(claims.given_name).slice(0, 150),
    familyName: text(claims.family_name).slice(0, 150),
  };
}
