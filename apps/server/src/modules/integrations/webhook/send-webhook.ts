import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { hostOf, RefusedTarget, type TargetGuard } from '../outbound/target-guard.ts';
import { signatureHeaders } from './sign-webhook.ts';

/** A receiver that does not answer in this long is counted as down (the attempt is retried later). */
const TIMEOUT_MS = 10_000;

/** What one call got: the receiver's status, or why no answer came. `ok` is a 2xx answer. */
export type WebhookAnswer = { ok: boolean; responseCode: number | null; error: string | null };

/**
 * POST one signed body to the receiver, through the target guard (a refused address is never connected to).
 * Redirects are not followed: a receiver cannot send the call on to an address the guard would refuse.
 */
export async function sendWebhook(
  guard: TargetGuard,
  call: { url: string; key: string; messageId: string; body: string; now: Date },
): Promise<WebhookAnswer> {
  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    return { ok: false, responseCode: null, error: 'not a valid URL' };
  }
  const host = hostOf(url);
  if (isIP(host) && !guard.isAllowed(host)) return refused(new RefusedTarget(host));
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'RiskScreen-Webhook/1',
    ...signatureHeaders(call.key, call.messageId, call.body, call.now),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookAnswer>((resolve) => {
    const req = send(url, { method: 'POST', headers, lookup: guard.lookup, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => {
        const code = res.statusCode ?? 0;
        resolve({ ok: code >= 200 && code < 300, responseCode: code, error: null });
      });
      res.on('error', (error) => resolve({ ok: false, responseCode: null, error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) =>
      resolve(
        error instanceof RefusedTarget
          ? refused(error)
          : { ok: false, responseCode: null, error: error.message },
      ),
    );
    req.end(call.body);
  });
}

function refused(error: RefusedTarget): WebhookAnswer {
  return { ok: false, responseCode: null, error: error.message };
}
