import { createHmac, randomBytes } from 'node:crypto';

/** The prefix of a key in the Standard Webhooks form: the rest is the secret's bytes in base64. */
const STANDARD_KEY_PREFIX = 'whsec_';

/** A new signing key, in the form Standard Webhooks libraries read (whsec_ and 32 random bytes in base64). */
export function generateSigningKey(): string {
  return `${STANDARD_KEY_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The secret bytes of a key: a whsec_ key is base64, as Standard Webhooks libraries read it; any other text (the
 * spec allows any) is its UTF-8 bytes.
 */
function secretOf(key: string): Buffer {
  return key.startsWith(STANDARD_KEY_PREFIX)
    ? Buffer.from(key.slice(STANDARD_KEY_PREFIX.length), 'base64')
    : Buffer.from(key, 'utf8');
}

/**
 * The headers of a signed call, in the Standard Webhooks scheme: the message id (the same on every attempt, so a
 * receiver can drop a repeat), the moment of this attempt in Unix seconds, and `v1,` + the base64 HMAC-SHA256 of
 * `id.timestamp.body` over the raw body. A receiver refuses a timestamp far from its clock, so a captured call
 * cannot be replayed later.
 */
export function signatureHeaders(
  key: string,
  messageId: string,
  body: string,
  now: Date,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHmac('sha256', secretOf(key))
    .update(`${messageId}.${timestamp}.${body}`)
    .digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
