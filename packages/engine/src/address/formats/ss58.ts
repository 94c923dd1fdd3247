import { blake2b } from '@noble/hashes/blake2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { bytesEqual, concatBytes, decodeBase58 } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

const SS58PRE = utf8ToBytes('SS58PRE');

/** The network prefix and the length of its encoding (one byte below 64, two bytes up to 16383). */
function readPrefix(bytes: Uint8Array): { prefix: number; length: number } | undefined {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === undefined) return undefined;
  if (b0 < 64) return { prefix: b0, length: 1 };
  if (b0 < 128 && b1 !== undefined) {
    return { prefix: ((b0 & 0x3f) << 2) | (b1 >> 6) | ((b1 & 0x3f) << 8), length: 2 };
  }
  return undefined;
}

/**
 * Substrate SS58: base58 of network prefix, 32-byte account id (33 for ECDSA keys) and the first two bytes
 * of blake2b-512("SS58PRE" ‖ prefix ‖ account). The prefix must be the chain's own: the same key encoded for
 * another network is a different spelling the chain's tooling rejects.
 */
export function validateSs58(value: string, expectedPrefix: number): Parsed | null {
  if (value.length < 45 || value.length > 52) return null;
  const bytes = decodeBase58(value);
  const prefix = bytes && readPrefix(bytes);
  if (!bytes || !prefix || prefix.prefix !== expectedPrefix) return null;
  const accountLength = bytes.length - prefix.length - 2;
  if (accountLength !== 32 && accountLength !== 33) return null;
  const body = bytes.slice(0, -2);
  const checksum = blake2b(concatBytes(SS58PRE, body), { dkLen: 64 }).slice(0, 2);
  return bytesEqual(checksum, bytes.slice(-2)) ? { address: value } : null;
}
