import { crc32, decodeBase58, decodeBech32Any, readUint32BE, wordsToBytes } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

/** Shelley header types (CIP-19) and the payload lengths they allow on mainnet (network id 1). */
function shelleyLengthOk(type: number, length: number): boolean {
  if (type <= 3) return length === 57; // base: payment + stake credential
  if (type <= 5) return length >= 32 && length <= 64; // pointer: credential + three variable-length ints
  if (type <= 7) return length === 29; // enterprise
  return false;
}

/**
 * Cardano: Shelley bech32 (addr1…, stake1…) on mainnet, or Byron base58 (Ae2…, DdzFF…), whose CBOR body
 * [tag 24 (bytes), crc32] must carry the CRC-32 of the bytes.
 */
export function validateCardano(value: string): Parsed | null {
  const lower = value.toLowerCase();
  if (lower.startsWith('addr1') || lower.startsWith('stake1')) {
    const decoded = decodeBech32Any(value, true);
    const bytes = decoded?.variant === 'bech32' ? wordsToBytes(decoded.words) : undefined;
    const header = bytes?.[0];
    if (!decoded || !bytes || header === undefined || (header & 0x0f) !== 1) return null;
    const type = header >> 4;
    const ok =
      decoded.prefix === 'addr'
        ? shelleyLengthOk(type, bytes.length)
        : decoded.prefix === 'stake' && (type === 14 || type === 15) && bytes.length === 29;
    return ok ? { address: lower } : null;
  }
  return validateByron(value) ? { address: value } : null;
}

/** A CBOR head: major type and argument; undefined on anything longer than 4-byte arguments. */
function readHead(
  bytes: Uint8Array,
  offset: number,
): { major: number; value: number; next: number } | undefined {
  const first = bytes[offset];
  if (first === undefined) return undefined;
  const major = first >> 5;
  const info = first & 0x1f;
  if (info < 24) return { major, value: info, next: offset + 1 };
  if (info === 24 && offset + 1 < bytes.length)
    return { major, value: bytes[offset + 1] ?? 0, next: offset + 2 };
  if (info === 25 && offset + 2 < bytes.length) {
    return { major, value: ((bytes[offset + 1] ?? 0) << 8) | (bytes[offset + 2] ?? 0), next: offset + 3 };
  }
  if (info === 26 && offset + 4 < bytes.length)
    return { major, value: readUint32BE(bytes, offset + 1), next: offset + 5 };
  return undefined;
}

function validateByron(value: string): boolean {
  if (value.length < 50 || value.length > 200) return false;
  const bytes = decodeBase58(value);
  // array(2), tag(24)
  if (bytes?.[0] !== 0x82 || bytes[1] !== 0xd8 || bytes[2] !== 0x18) return false;
  const payloadHead = readHead(bytes, 3);
  if (payloadHead?.major !== 2) return false;
  const payloadEnd = payloadHead.next + payloadHead.value;
  const payload = bytes.slice(payloadHead.next, payloadEnd);
  const crcHead = readHead(bytes, payloadEnd);
  if (crcHead?.major !== 0 || crcHead.next !== bytes.length) return false;
  return payload.length === payloadHead.value && crc32(payload) === crcHead.value;
}
