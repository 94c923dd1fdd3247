import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { FireblocksConfig } from '../../../config.ts';
import { hostOf, RefusedTarget, type TargetGuard } from '../outbound/target-guard.ts';
import { fireblocksToken } from './fireblocks-jwt.ts';

const TIMEOUT_MS = 15_000;

/** What a call to the custody API got: `ok` is a 2xx answer; `retryable` when trying again may succeed. */
export type FireblocksAnswer = {
  ok: boolean;
  status: number | null;
  error: string | null;
  retryable: boolean;
};

/** The custody API's actions on a transaction (freeze and unfreeze of incoming funds, cancel of a pending one). */
export type FireblocksAction = 'freeze' | 'unfreeze' | 'cancel';

/** Freeze, unfreeze or cancel (reject) the custody service's transaction. */
export function fireblocksTransactionAction(
  config: FireblocksConfig,
  guard: TargetGuard,
  action: FireblocksAction,
  txId: string,
): Promise<FireblocksAnswer> {
  // As the custody service's own SDK calls them: an empty JSON object as the body (its hash is signed).
  return callFireblocks(config, guard, `/v1/transactions/${encodeURIComponent(txId)}/${action}`, '{}');
}

/**
 * POST to the custody API, signed (fireblocks-jwt.ts), through the target guard as the webhook's calls are (the
 * base URL is the operator's, but a private address is refused unless allowed). Redirects are not followed.
 */
async function callFireblocks(
  config: FireblocksConfig,
  guard: TargetGuard,
  path: string,
  body: string,
): Promise<FireblocksAnswer> {
  if (!config.apiKey || !config.privateKey)
    return failed('the custody API credentials (FIREBLOCKS_API_KEY, FIREBLOCKS_API_PRIVATE_KEY) are not set');
  const url = new URL(`${config.apiUrl}${path}`);
  const host = hostOf(url);
  if (isIP(host) && !guard.isAllowed(host)) return failed(new RefusedTarget(host).message);
  const uri = `${url.pathname}${url.search}`;
  const token = await fireblocksToken(
    { apiKey: config.apiKey, privateKey: config.privateKey },
    { uri, body },
  );
  const headers = {
    'content-type': 'application/json',
    'x-api-key': config.apiKey,
    authorization: `Bearer ${token}`,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<FireblocksAnswer>((resolve) => {
    const req = send(url, { method: 'POST', headers, lookup: guard.lookup, timeout: TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < 2000) text += chunk;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({
          ok,
          status,
          error: ok ? null : `HTTP ${status}: ${messageOf(text)}`,
          retryable: status === 429 || status >= 500,
        });
      });
      res.on('error', (error) => resolve({ ...failed(error.message), retryable: true }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) =>
      resolve(
        error instanceof RefusedTarget
          ? failed(error.message)
          : { ...failed(error.message), retryable: true },
      ),
    );
    req.end(body);
  });
}

/** The custody API's error message ({"message": ...}), or the start of the body. */
function messageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed)
      return String((parsed as { message: unknown }).message).slice(0, 200);
  } catch {
    // Not JSON: the text itself.
  }
  return text.slice(0, 200) || 'no answer body';
}

function failed(error: string): FireblocksAnswer {
  return { ok: false, status: null, error, retryable: false };
}
