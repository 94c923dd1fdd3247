import { sha512_256 } from '@noble/hashes/sha2.js';
import { base32nopad } from '@scure/base';
import { attempt, bytesEqual, crc16xmodem, decodeBase32 } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

/** Stellar strkey version bytes: G… account (6 << 3) and C… contract (2 << 3). */
const STELLAR_VERSIONS = new Set([6 << 3, 2 << 3]);

/** Stellar: base32 strkey of version byte, 32-byte key and CRC-16/XMODEM (little-endian). */
export function validateStellar(value: string): Parsed | null {
  if (!/^[GC][A-Z2-7]{55}$/.test(value)) return null;
  const bytes = attempt(() => base32nopad.decode(value));
  if (bytes?.length !== 35 || !STELLAR_VERSIONS.has(bytes[0] ?? -1)) return null;
  const crc = crc16xmodem(bytes.slice(0, 33));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8 ? { address: value } : null;
}

/** Algorand: 58 base32 characters of a 32-byte key and the last 4 bytes of its SHA-512/256. */
export function validateAlgorand(value: string): Parsed | null {
  const upper = value.toUpperCase();
  if (!/^[A-Z2-7]{58}$/.test(upper)) return null;
  const raw = decodeBase32(upper);
  if (raw?.length !== 36) return null;
  const key = raw.slice(0, 32);
  return bytesEqual(sha512_256(key).slice(-4), raw.slice(32)) ? { address: upper } : null;
}
