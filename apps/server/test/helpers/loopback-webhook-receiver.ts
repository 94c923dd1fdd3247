import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call as the receiver got it: the parsed body, and whether its signature and timestamp checked out. */
export type ReceivedCall = { id: string; body: Record<string, unknown>; isSignatureValid: boolean };

/** A receiver refuses a call whose timestamp is further than this from its clock (a replay). */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Verify a call as a Standard Webhooks receiver does, written from the scheme and not from the server's code: the
 * secret (whsec_: base64 bytes; else the text's bytes), HMAC-SHA256 over `id.timestamp.rawBody`, any of the
 * space-separated `v1,` signatures, and a timestamp within five minutes.
 */
export function verifyStandardWebhook(
  key: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const secret = key.startsWith('whsec_') ? Buffer.from(key.slice(6), 'base64') : Buffer.from(key);
  const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.${rawBody}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * A real webhook receiver on 127.0.0.1: it checks each call's signature with the key it is given, answers 503
 * while it is "down" (the first `failFirst` calls), 200 after, and keeps every call it accepted.
 */
export async function startWebhookReceiver(options: { key: () => string; failFirst?: number }) {
  const accepted: ReceivedCall[] = [];
  let refusals = options.failFirst ?? 0;
  let calls = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      calls += 1;
      if (refusals > 0) {
        refusals -= 1;
        res.writeHead(503).end('down');
        return;
      }
      const isSignatureValid = verifyStandardWebhook(options.key(), req.headers, raw);
      accepted.push({
        id: String(req.headers['webhook-id']),
        body: JSON.parse(raw) as Record<string, unknown>,
        isSignatureValid,
      });
      res.writeHead(isSignatureValid ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    accepted,
    calls: () => calls,
    /** Go down again for the next n calls. */
    failNext(n: number) {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
