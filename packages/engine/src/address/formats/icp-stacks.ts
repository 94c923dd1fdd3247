import {
  bytesEqual,
  crc32,
  decodeBase32,
  encodeBase32,
  fromHex,
  readUint32BE,
  sha256d,
  toHex,
} from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

/**
 * Internet Computer: a ledger account identifier (64 hex: CRC-32 of the 28-byte hash, then the hash) or a
 * principal in its textual form (base32 of CRC-32 ‖ principal bytes, in dash-separated groups of five).
 */
export function validateIcp(value: string): Parsed | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) {
    const bytes = fromHex(value.toLowerCase());
    if (!bytes) return null;
    return readUint32BE(bytes, 0) === crc32(bytes.slice(4)) ? { address: value.toLowerCase() } : null;
  }
  if (!/^[a-z2-7]{1,5}(-[a-z2-7]{1,5})*$/.test(value) || value.length > 63) return null;
  const bytes = decodeBase32(value.replaceAll('-', ''));
  if (!bytes || bytes.length < 5 || bytes.length > 33) return null;
  if (readUint32BE(bytes, 0) !== crc32(bytes.slice(4))) return null;
  const canonical = (
    encodeBase32(bytes)
      .toLowerCase()
      .match(/.{1,5}/g) ?? []
  ).join('-');
  return canonical === value ? { address: value } : null;
}

const C32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Mainnet versions: P (22) single-signature, M (20) multi-signature. */
const STACKS_VERSIONS = new Set([22, 20]);

function c32decode(text: string): Uint8Array | undefined {
  const zeros = /^0*/.exec(text)?.[0].length ?? 0;
  let n = 0n;
  for (const ch of text) {
    const index = C32.indexOf(ch);
    if (index < 0) return undefined;
    n = n * 32n + BigInt(index);
  }
  let hex = n === 0n ? '' : n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const rest = fromHex(hex);
  return rest ? Uint8Array.of(...new Array<number>(zeros).fill(0), ...rest) : undefined;
}

function c32encode(bytes: Uint8Array): string {
  const zeros = bytes.findIndex((b) => b !== 0);
  const leading = zeros < 0 ? bytes.length : zeros;
  let n = BigInt(`0x${toHex(bytes) || '0'}`);
  let out = '';
  while (n > 0n) {
    out = C32.charAt(Number(n % 32n)) + out;
    n /= 32n;
  }
  return '0'.repeat(leading) + out;
}

/** Stacks: 'S' + c32 version character + c32 of hash160 ‖ checksum (double SHA-256 of version ‖ hash160). */
export function validateStacks(value: string): Parsed | null {
  if (!/^S[0-9A-Z]{30,45}$/.test(value)) return null;
  const version = C32.indexOf(value.charAt(1));
  if (!STACKS_VERSIONS.has(version)) return null;
  const data = value.slice(2);
  const bytes = c32decode(data);
  if (bytes?.length !== 24 || c32encode(bytes) !== data) return null;
  const hash = bytes.slice(0, 20);
  const checksum = sha256d(Uint8Array.of(version, ...hash)).slice(0, 4);
  return bytesEqual(checksum, bytes.slice(20)) ? { address: value } : null;
}
