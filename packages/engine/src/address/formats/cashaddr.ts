import { bech32 } from '@scure/base';
import { attempt } from '../encodings.ts';

/** cashaddr (Bitcoin Cash, eCash): bech32 alphabet, 40-bit BCH checksum over the prefix and payload. */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const SIZES = [20, 24, 28, 32, 40, 48, 56, 64];
/** The five 40-bit generators, split into their top 8 and low 32 bits (plain numbers are faster than BigInt). */
const GENERATORS: [number, number][] = [
  [0x98, 0xf2bc8e61],
  [0x79, 0xb76d99e2],
  [0xf3, 0x3e5fb3c4],
  [0xae, 0x2eabe2a8],
  [0x1e, 0x4f43e470],
];

/** The cashaddr BCH-code checksum polynomial, as a 40-bit number. */
function polymod(values: number[]): number {
  let hi = 0;
  let lo = 1;
  for (const value of values) {
    const c0 = hi >>> 3;
    hi = ((hi & 0x07) << 5) | (lo >>> 27);
    lo = ((lo << 5) | value) >>> 0;
    GENERATORS.forEach(([gHi, gLo], i) => {
      if ((c0 >> i) & 1) {
        hi ^= gHi;
        lo = (lo ^ gLo) >>> 0;
      }
    });
  }
  return hi * 2 ** 32 + ((lo ^ 1) >>> 0);
}

const prefixWords = (prefix: string) => [...prefix].map((ch) => ch.charCodeAt(0) & 0x1f);

export type CashaddrPayload = { type: 0 | 1; hash: Uint8Array };

/** Decode `prefix:payload` or a bare payload; undefined unless the checksum, type and size hold. */
export function decodeCashaddr(value: string, expectedPrefix: string): CashaddrPayload | undefined {
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return undefined;
  const colon = lower.indexOf(':');
  if (colon >= 0 && lower.slice(0, colon) !== expectedPrefix) return undefined;
  const payload = colon >= 0 ? lower.slice(colon + 1) : lower;
  if (payload.length < 10 || payload.length > 120) return undefined;
  const words: number[] = [];
  for (const ch of payload) {
    const index = CHARSET.indexOf(ch);
    if (index < 0) return undefined;
    words.push(index);
  }
  if (polymod([...prefixWords(expectedPrefix), 0, ...words]) !== 0) return undefined;
  const bytes = attempt(() => bech32.fromWords(words.slice(0, -8)));
  const version = bytes?.[0];
  if (!bytes || version === undefined || version & 0x80) return undefined;
  const type = (version >> 3) & 0x0f;
  const hash = bytes.slice(1);
  if ((type !== 0 && type !== 1) || hash.length !== SIZES[version & 0x07]) return undefined;
  if (hash.length !== 20 && hash.length !== 32) return undefined;
  return { type, hash };
}

/** Encode a key-hash (0) or script-hash (1) payload as lower-case `prefix:payload`. */
export function encodeCashaddr(prefix: string, { type, hash }: CashaddrPayload): string {
  const sizeCode = SIZES.indexOf(hash.length);
  const words = bech32.toWords(Uint8Array.of((type << 3) | sizeCode, ...hash));
  const mod = polymod([...prefixWords(prefix), 0, ...words, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Math.floor(mod / 2 ** (5 * (7 - i))) % 32);
  return `${prefix}:${[...words, ...checksum].map((w) => CHARSET[w]).join('')}`;
}
