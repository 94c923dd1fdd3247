import { blake2b } from '@noble/hashes/blake2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58xmr, base58xrp } from '@scure/base';
import {
  attempt,
  base58checkSha256,
  bytesEqual,
  decodeBase58,
  decodeBase58check,
  fromHex,
  sha256d,
  startsWith,
} from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

/** Tron: base58check of 0x41 + 20 bytes ('T…'); the hex spelling 41… is converted to base58. */
export function validateTron(value: string): Parsed | null {
  if (/^41[0-9a-fA-F]{40}$/.test(value)) {
    const bytes = fromHex(value);
    return bytes ? { address: base58checkSha256.encode(bytes) } : null;
  }
  const bytes = decodeBase58check(value);
  return bytes && bytes.length === 21 && bytes[0] === 0x41 ? { address: value } : null;
}

/** XRP Ledger classic address: base58 with the XRP alphabet, version 0 ('r…'), double SHA-256 checksum. */
export function validateXrp(value: string): Parsed | null {
  if (!value.startsWith('r') || value.length < 25 || value.length > 35) return null;
  const bytes = attempt(() => base58xrp.decode(value));
  if (bytes?.length !== 25 || bytes[0] !== 0) return null;
  return bytesEqual(sha256d(bytes.slice(0, 21)).slice(0, 4), bytes.slice(21)) ? { address: value } : null;
}

/** Solana: a base58 string of exactly 32 bytes (ed25519 key or program-derived address). */
export function validateSolana(value: string): Parsed | null {
  if (value.length < 32 || value.length > 44) return null;
  const bytes = decodeBase58(value);
  return bytes && bytes.length === 32 ? { address: value } : null;
}

const TEZOS_PREFIXES = [
  [6, 161, 159], // tz1 ed25519
  [6, 161, 161], // tz2 secp256k1
  [6, 161, 164], // tz3 p256
  [6, 161, 166], // tz4 bls
  [2, 90, 121], // KT1 originated contract
];

/** Tezos: base58check of a 3-byte prefix and a 20-byte key hash (tz1/tz2/tz3/tz4/KT1). */
export function validateTezos(value: string): Parsed | null {
  const bytes = decodeBase58check(value);
  if (bytes?.length !== 23) return null;
  return TEZOS_PREFIXES.some((p) => startsWith(bytes, p)) ? { address: value } : null;
}

/**
 * Waves: base58 of version 1, chain id 'W' (mainnet), a 20-byte hash and a 4-byte checksum,
 * keccak256(blake2b-256(first 22 bytes)).
 */
export function validateWaves(value: string): Parsed | null {
  const bytes = decodeBase58(value);
  if (bytes?.length !== 26 || bytes[0] !== 1 || bytes[1] !== 0x57) return null;
  const checksum = keccak_256(blake2b(bytes.slice(0, 22), { dkLen: 32 })).slice(0, 4);
  return bytesEqual(checksum, bytes.slice(22)) ? { address: value } : null;
}

/** Monero network bytes → decoded length: standard (4…) and subaddress (8…) 69 bytes; integrated 77. */
const MONERO = new Map([
  [18, 69],
  [42, 69],
  [19, 77],
]);

/** Monero: block base58 (95 or 106 characters), keccak256 checksum of the first bytes. */
export function validateMonero(value: string): Parsed | null {
  if (value.length !== 95 && value.length !== 106) return null;
  const bytes = attempt(() => base58xmr.decode(value));
  if (!bytes || MONERO.get(bytes[0] ?? -1) !== bytes.length) return null;
  const checksum = keccak_256(bytes.slice(0, -4)).slice(0, 4);
  return bytesEqual(checksum, bytes.slice(-4)) ? { address: value } : null;
}
