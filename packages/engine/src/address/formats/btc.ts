import { blake256 } from '@noble/hashes/blake1.js';
import type { AddressFormat } from '@riskscreen/shared';
import {
  bytesEqual,
  decodeBase58,
  decodeBase58check,
  decodeBech32Any,
  startsWith,
  wordsToBytes,
} from '../encodings.ts';
import type { Parsed } from '../parsed.ts';
import { decodeCashaddr, encodeCashaddr } from './cashaddr.ts';

type BtcFormat = Extract<AddressFormat, { kind: 'btc' }>;

/**
 * Bitcoin-like addresses: base58check with the chain's version prefixes (the first is key-hash, the others
 * script-hash), segwit (bech32 v0 / bech32m v1+, BIP 173/350), cashaddr, and Zcash shielded forms.
 */
export function validateBtc(value: string, format: BtcFormat): Parsed | null {
  if (format.segwitHrp && value.toLowerCase().startsWith(`${format.segwitHrp}1`)) {
    return validateSegwit(value, format.segwitHrp);
  }
  if (format.cashaddrPrefix) {
    const cash = decodeCashaddr(value, format.cashaddrPrefix);
    if (cash) return { address: encodeCashaddr(format.cashaddrPrefix, cash) };
  }
  if (format.zcashShielded) {
    const shielded = validateZcashShielded(value);
    if (shielded) return shielded;
  }
  const bytes = format.checksum === 'blake256d' ? decodeBase58Blake256(value) : decodeBase58check(value);
  if (!bytes) return null;
  const index = format.versions.findIndex((v) => startsWith(bytes, v) && bytes.length === v.length + 20);
  if (index < 0) return null;
  if (format.cashaddrPrefix) {
    // One spelling per address: legacy base58 input is stored in its cashaddr form.
    const hash = bytes.slice((format.versions[index] ?? []).length);
    return { address: encodeCashaddr(format.cashaddrPrefix, { type: index === 0 ? 0 : 1, hash }) };
  }
  return { address: value };
}

function validateSegwit(value: string, hrp: string): Parsed | null {
  const decoded = decodeBech32Any(value);
  if (!decoded || decoded.prefix !== hrp) return null;
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) return null;
  const program = wordsToBytes(rest);
  if (!program) return null;
  if (version === 0) {
    if (decoded.variant !== 'bech32' || (program.length !== 20 && program.length !== 32)) return null;
  } else if (decoded.variant !== 'bech32m' || program.length < 2 || program.length > 40) {
    return null;
  }
  return { address: value.toLowerCase() };
}

const ZCASH_SPROUT = [0x16, 0x9a];

/** Sapling (zs1, 43 bytes), unified (u1, bech32m, any length), TEX (tex1, 20 bytes) and Sprout (zc, base58). */
function validateZcashShielded(value: string): Parsed | null {
  const lower = value.toLowerCase();
  if (lower.startsWith('zs1') || lower.startsWith('u1') || lower.startsWith('tex1')) {
    const decoded = decodeBech32Any(value, true);
    const bytes = decoded && wordsToBytes(decoded.words);
    if (!decoded || !bytes) return null;
    const ok =
      (decoded.prefix === 'zs' && decoded.variant === 'bech32' && bytes.length === 43) ||
      (decoded.prefix === 'u' && decoded.variant === 'bech32m' && bytes.length >= 38) ||
      (decoded.prefix === 'tex' && decoded.variant === 'bech32m' && bytes.length === 20);
    return ok ? { address: lower } : null;
  }
  if (value.startsWith('zc')) {
    const bytes = decodeBase58check(value);
    return bytes && startsWith(bytes, ZCASH_SPROUT) && bytes.length === 66 ? { address: value } : null;
  }
  return null;
}

/** Decred: base58 with a double BLAKE-256 checksum instead of double SHA-256 (2-byte version + 20 + 4). */
function decodeBase58Blake256(value: string): Uint8Array | undefined {
  if (!value.startsWith('D')) return undefined;
  const bytes = decodeBase58(value);
  if (bytes?.length !== 26) return undefined;
  const payload = bytes.slice(0, -4);
  const checksum = blake256(blake256(payload)).slice(0, 4);
  return bytesEqual(checksum, bytes.slice(-4)) ? payload : undefined;
}
