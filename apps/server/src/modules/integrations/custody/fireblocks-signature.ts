import { createPublicKey, verify } from 'node:crypto';

/**
 * Whether a webhook call came from the custody service: its `fireblocks-signature` header is the base64 RSA-SHA512
 * signature of the exact body bytes, made with the service's private key (Fireblocks webhooks v1).
 */
export function isFireblocksSignatureValid(
  publicKeyPem: string,
  rawBody: string,
  signature: string,
): boolean {
  if (!/^[A-Za-z0-9+/=_-]{16,2048}$/.test(signature)) return false;
  try {
    return verify(
      'sha512',
      Buffer.from(rawBody, 'utf8'),
      createPublicKey(publicKeyPem),
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}
