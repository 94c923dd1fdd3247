import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

/** A call the stand-in accepted: the action, the custody transaction, the API key and the token's claims. */
export type CustodyCall = {
  action: 'freeze' | 'unfreeze' | 'cancel';
  txId: string;
  apiKey: string;
  claims: { uri: string; nonce: string; iat: number; exp: number; sub: string; bodyHash: string };
  body: string;
};

const ACTIONS = new Set(['freeze', 'unfreeze', 'cancel']);

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  req.setEncoding('utf8');
  for await (const chunk of req) raw += chunk;
  return raw;
}

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** An RSA key pair as PEM (an API user's, or the service's webhook signing key). */
export function rsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * A stand-in for the custody service (Fireblocks) on 127.0.0.1, checking what its API checks of every call: an
 * X-API-Key it registered, an `Authorization: Bearer` JWT signed RS256 with that API user's private key (checked
 * against the registered public key), whose `sub` is the key, `uri` the path and query called, `bodyHash` the
 * SHA-256 of the body sent, not expired, at most 30 s long, and whose `nonce` was never used before. It answers
 * freeze, unfreeze and cancel of transactions (unfreeze only of a frozen one) and records each call it accepted.
 * It signs webhook events as the service does (RSA-SHA512 of the body, base64, in `fireblocks-signature`).
 */
export async function startFireblocksStandIn() {
  const users = new Map<string, KeyObject>();
  const nonces = new Set<string>();
  const frozen = new Set<string>();
  const calls: CustodyCall[] = [];
  const refusals: string[] = [];
  const webhookKeys = rsaKeyPair();
  let failing: { status: number; message: string } | null = null;

  const refuse = (res: ServerResponse, why: string) => {
    refusals.push(why);
    reply(res, 401, { message: why, code: -1 });
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/v1\/transactions\/([^/]+)\/([a-z]+)$/.exec(url.pathname);
    if (req.method !== 'POST' || !match?.[1] || !match[2] || !ACTIONS.has(match[2]))
      return reply(res, 404, { message: 'Not found' });
    const apiKey = req.headers['x-api-key'];
    const publicKey = typeof apiKey === 'string' ? users.get(apiKey) : undefined;
    if (!publicKey || typeof apiKey !== 'string') return refuse(res, 'unknown API key');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return refuse(res, 'no bearer token');
    let claims: CustodyCall['claims'];
    try {
      const verified = await jwtVerify(token, publicKey, { algorithms: ['RS256'] });
      claims = verified.payload as CustodyCall['claims'];
    } catch (error) {
      return refuse(res, `bad token: ${(error as Error).message}`);
    }
    if (claims.sub !== apiKey) return refuse(res, 'sub is not the API key');
    if (claims.uri !== `${url.pathname}${url.search}`)
      return refuse(res, `uri ${claims.uri} is not the path`);
    const bodyHash = createHash('sha256').update(body).digest('hex');
    if (claims.bodyHash !== bodyHash) return refuse(res, 'bodyHash does not match the body');
    if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || claims.exp - claims.iat > 30)
      return refuse(res, 'token lives longer than 30 seconds');
    if (typeof claims.nonce !== 'string' || nonces.has(claims.nonce)) return refuse(res, 'nonce reused');
    nonces.add(claims.nonce);
    if (failing) return reply(res, failing.status, { message: failing.message, code: 1001 });
    const txId = decodeURIComponent(match[1]);
    const action = match[2] as CustodyCall['action'];
    if (action === 'unfreeze' && !frozen.has(txId))
      return reply(res, 400, { message: 'Transaction is not frozen', code: 1403 });
    if (action === 'freeze') frozen.add(txId);
    if (action === 'unfreeze') frozen.delete(txId);
    calls.push({ action, txId, apiKey, claims, body });
    return reply(res, 200, { success: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The body and headers of a webhook call of the service: signed, or with a forged or no signature. */
  const signedEvent = (event: unknown, signature: 'valid' | 'forged' | 'none' = 'valid') => {
    const body = JSON.stringify(event);
    const signer = signature === 'forged' ? rsaKeyPair().privateKey : webhookKeys.privateKey;
    const value = sign('sha512', Buffer.from(body), signer).toString('base64');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== 'none') headers['fireblocks-signature'] = value;
    return { body, headers };
  };

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    /** The public key the service's webhook signatures verify with (the server's FIREBLOCKS_WEBHOOK_PUBLIC_KEY). */
    webhookPublicKey: webhookKeys.publicKey,
    calls,
    refusals,
    frozen,
    /** Register an API user: its key and the public key of its RSA pair (the console's "Add API user"). */
    registerApiUser(apiKey: string, publicKeyPem: string) {
      users.set(apiKey, createPublicKey(publicKeyPem));
    },
    /** Answer every accepted call with this error (a status and message), or normally again with null. */
    failWith(error: { status: number; message: string } | null) {
      failing = error;
    },
    signedEvent,
    /** POST a signed transaction event to the server's webhook URL, as the service does. */
    async sendEvent(url: string, event: unknown, signature: 'valid' | 'forged' | 'none' = 'valid') {
      const { body, headers } = signedEvent(event, signature);
      return fetch(url, { method: 'POST', headers, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
