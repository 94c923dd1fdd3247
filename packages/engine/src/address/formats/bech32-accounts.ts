import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
import { decodeBech32Any, fromHex, wordsToBytes } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

/** Cosmos SDK and MultiversX: bech32 (not bech32m) with the chain's prefix and an account of allowed length. */
export function validateBech32Account(value: string, hrp: string, lengths: number[]): Parsed | null {
  if (!value.toLowerCase().startsWith(`${hrp}1`)) return null;
  const decoded = decodeBech32Any(value);
  if (decoded?.variant !== 'bech32' || decoded.prefix !== hrp) return null;
  const bytes = wordsToBytes(decoded.words);
  return bytes && lengths.includes(bytes.length) ? { address: value.toLowerCase() } : null;
}

/**
 * Zilliqa's own mixed-case checksum on the 20-byte hex form (ZIP-1): SHA-256 of the bytes, bit 255 - 6i
 * decides the case of hex letter i.
 */
export function hasZilliqaChecksum(body: string): boolean {
  const bytes = fromHex(body.toLowerCase());
  if (!bytes) return false;
  const hash = sha256(bytes);
  for (let i = 0; i < body.length; i++) {
    const ch = body.charAt(i);
    if (ch >= '0' && ch <= '9') continue;
    // Bit 255 - 6i of the hash read as a big-endian 256-bit number.
    const bit = 255 - 6 * i;
    const upper = (((hash[31 - (bit >> 3)] ?? 0) >> (bit & 7)) & 1) === 1;
    if ((ch === ch.toUpperCase()) !== upper) return false;
  }
  return true;
}

/**
 * Zilliqa: bech32 zil1… of 20 bytes (canonical), or the protocol's 0x hex form (converted to zil1…). The hex
 * form reads like an EVM address, so it is a weak match.
 */
export function validateZilliqa(value: string): Parsed | null {
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) {
    const body = value.slice(2);
    const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
    if (mixed && !hasZilliqaChecksum(body)) return null;
    const bytes = fromHex(body.toLowerCase());
    return bytes ? { address: bech32.encode('zil', bech32.toWords(bytes)), weak: true } : null;
  }
  return validateBech32Account(value, 'zil', [20]);
}

/**
 * Nervos CKB: full format (bech32m, 0x00 ‖ code hash ‖ hash type ‖ args), and the deprecated short (0x01)
 * and old full (0x02, 0x04) formats in bech32.
 */
export function validateCkb(value: string): Parsed | null {
  if (!value.toLowerCase().startsWith('ckb1')) return null;
  const decoded = decodeBech32Any(value, true);
  if (decoded?.prefix !== 'ckb' || value.length > 1000) return null;
  const bytes = wordsToBytes(decoded.words);
  if (!bytes) return null;
  const kind = bytes[0];
  const ok =
    decoded.variant === 'bech32m'
      ? kind === 0x00 && bytes.length >= 34 && [0, 1, 2, 4].includes(bytes[33] ?? -1)
      : (kind === 0x01 && bytes.length === 22) || ((kind === 0x02 || kind === 0x04) && bytes.length >= 33);
  return ok ? { address: value.toLowerCase() } : null;
}
