import { sha256 } from '@noble/hashes/sha2.js';
import { base58, bech32, bech32m, createBase58check, hex } from '@scure/base';

/** Decoders answer undefined on bad input instead of throwing: validation is a question, not an error. */
export function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

export const base58checkSha256 = createBase58check(sha256);

/**
 * Remember the last decoded string: detectChains tries one string against dozens of base58 formats, and base58
 * decoding is the costly part. Callers only read the bytes (slice copies), never write them.
 */
function lastValueMemo(decode: (value: string) => Uint8Array): (value: string) => Uint8Array | undefined {
  let lastValue: string | undefined;
  let lastResult: Uint8Array | undefined;
  return (value) => {
    if (value !== lastValue) {
      lastResult = attempt(() => decode(value));
      lastValue = value;
    }
    return lastResult;
  };
}

export const decodeBase58 = lastValueMemo((value) => base58.decode(value));

/** Base58check (double SHA-256 checksum), built on the memoised base58 decoding. */
export const decodeBase58check = lastValueMemo((value) => {
  const bytes = decodeBase58(value);
  if (!bytes || bytes.length < 5) throw new Error('too short');
  const payload = bytes.slice(0, -4);
  if (!bytesEqual(sha256d(payload).slice(0, 4), bytes.slice(-4))) throw new Error('bad checksum');
  return payload;
});

export function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

export function startsWith(data: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= data.length && prefix.every((v, i) => data[i] === v);
}

export const toHex = (data: Uint8Array) => hex.encode(data);
export const fromHex = (value: string) => attempt(() => hex.decode(value));

export type Bech32Result = { prefix: string; words: number[]; variant: 'bech32' | 'bech32m' };

/** Decode bech32 or bech32m (whichever checksum holds); no length limit when `long` (Cardano, CKB, Zcash). */
const BECH32_SHAPE = /^[\x21-\x7e]{1,83}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/i;

export function decodeBech32Any(value: string, long = false): Bech32Result | undefined {
  // Cheap shape test first: decoders report bad input by throwing, which is slow on hot paths.
  if (!BECH32_SHAPE.test(value)) return undefined;
  const limit = long ? false : 90;
  const a = attempt(() => bech32.decode(value as `${string}1${string}`, limit));
  if (a) return { prefix: a.prefix, words: a.words, variant: 'bech32' };
  const b = attempt(() => bech32m.decode(value as `${string}1${string}`, limit));
  if (b) return { prefix: b.prefix, words: b.words, variant: 'bech32m' };
  return undefined;
}

export const wordsToBytes = (words: number[]) => attempt(() => bech32.fromWords(words));

/** CRC-16/XMODEM (polynomial 0x1021, initial 0): Stellar strkeys and TON user-friendly addresses. */
export function crc16xmodem(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const CRC32_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE): Cardano Byron addresses and Internet Computer account ids and principals. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function readUint32BE(data: Uint8Array, offset: number): number {
  return (
    (((data[offset] ?? 0) << 24) |
      ((data[offset + 1] ?? 0) << 16) |
      ((data[offset + 2] ?? 0) << 8) |
      (data[offset + 3] ?? 0)) >>>
    0
  );
}

export function concatBytes(...parts: (Uint8Array | readonly number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const HEX_RE = /^[0-9a-fA-F]+$/;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * RFC 4648 base32 without padding, for lengths that are not a multiple of 8 characters (Algorand, Filecoin,
 * Internet Computer): the spare trailing bits must be zero, so each byte string has one spelling.
 */
export function decodeBase32(value: string): Uint8Array | undefined {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of value.toUpperCase()) {
    const index = BASE32.indexOf(ch);
    if (index < 0) return undefined;
    buffer = (buffer << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  return buffer === 0 && bits < 5 ? Uint8Array.from(out) : undefined;
}

export function encodeBase32(data: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32.charAt((buffer >> bits) & 31);
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? out + BASE32.charAt((buffer << (5 - bits)) & 31) : out;
}
