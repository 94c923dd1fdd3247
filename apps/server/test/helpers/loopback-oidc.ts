/// <reference path="./oidc-provider.d.ts" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider, { type KoaContext } from 'oidc-provider';

/** A person the loopback provider knows, by e-mail (their account id). */
export type OidcAccount = { email_verified: boolean; given_name?: string; family_name?: string };

/** A change made to the claims of the next ID tokens (re-signed with the provider's key): for refusal tests. */
export type IdTokenTamper = (claims: Record<string, unknown>) => Record<string, unknown>;

const KID = 'loopback-key';

/**
 * A certified OpenID Provider (oidc-provider) on 127.0.0.1 for tests: one confidential client for the app's
 * callback, PKCE required, the built-in development login page, consent granted for the client up front.
 */
export async function startLoopbackOidc(options: {
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  accounts: Record<string, OidcAccount>;
  port?: number;
}) {
  const clientId = options.clientId ?? 'riskscreen';
  const clientSecret = options.clientSecret ?? 'loopback-client-secret';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['loopback-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 300, IdToken: 300 },
    async findAccount(_ctx: unknown, id: string) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email: id, ...account }) };
    },
    // Consent is the provider's business, not the product's: the test client is granted its scopes up front.
    async loadExistingGrant(ctx: KoaContext) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId ?? clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  let tamper: IdTokenTamper | null = null;
  let signer = privateKey;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | null;
    if (!tamper || ctx.path !== '/token' || typeof body?.id_token !== 'string') return;
    const claims = tamper(decodeJwt(body.id_token));
    body.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID }).sign(signer);
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    /** Re-sign the next ID tokens with changed claims (null: as issued). */
    async tamperIdTokens(change: IdTokenTamper | null, options: { foreignKey?: boolean } = {}) {
      tamper = change;
      signer = options.foreignKey ? (await generateKeyPair('RS256')).privateKey : privateKey;
    },
    /**
     * Sign in at the provider as `login` the way a browser would (redirects, cookies, the login form) and answer
     * the URL it finally sends the browser to: the app's callback with code and state (or error).
     */
    async signIn(authorizationUrl: string, login: string): Promise<URL> {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      let init: RequestInit = {};
      for (let step = 0; step < 12; step++) {
        const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const response = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: { ...(init.headers as Record<string, string> | undefined), cookie },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
          if (value) cookies.set(name, value);
          else cookies.delete(name);
        }
        const location = response.headers.get('location');
        if (location) {
          url = new URL(location, url);
          init = {};
          if (url.href.startsWith(options.redirectUri)) return url;
          continue;
        }
        const html = await response.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        if (response.status !== 200 || !action)
          throw new Error(`provider answered ${response.status}: ${html}`);
        url = new URL(action.replace(/&amp;/g, '&'), url);
        init = {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        };
      }
      throw new Error('the provider did not send the browser back');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LoopbackOidc = Awaited<ReturnType<typeof startLoopbackOidc>>;
