import { blake2b } from '@noble/hashes/blake2.js';
import { bytesEqual, concatBytes, decodeBase32 } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

const ID_MAX = 2n ** 63n - 1n;

function leb128(n: number): number[] {
  const out: number[] = [];
  let rest = n;
  do {
    const byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
    out.push(rest > 0 ? byte | 0x80 : byte);
  } while (rest > 0);
  return out;
}

/** Payload and its 4-byte blake2b checksum over the protocol (and namespace) header bytes. */
function checkPayload(encoded: string, header: number[], payloadLengths: number[]): boolean {
  const bytes = decodeBase32(encoded);
  if (!bytes || !payloadLengths.includes(bytes.length - 4)) return false;
  const payload = bytes.slice(0, -4);
  const checksum = blake2b(concatBytes(header, payload), { dkLen: 4 });
  return bytesEqual(checksum, bytes.slice(-4));
}

/**
 * Filecoin mainnet (f…): f0 actor ids, f1 secp256k1 and f2 actor addresses (20-byte payloads), f3 BLS keys
 * (48 bytes), f4 delegated addresses (f410f… for Ethereum-style accounts). Lower case base32.
 */
export function validateFilecoin(value: string): Parsed | null {
  const id = /^f0(0|[1-9]\d{0,18})$/.exec(value);
  if (id) return BigInt(id[1] ?? '0') <= ID_MAX ? { address: value } : null;
  const keyed = /^f([123])([a-z2-7]+)$/.exec(value);
  if (keyed) {
    const protocol = Number(keyed[1]);
    const ok = checkPayload(keyed[2] ?? '', [protocol], protocol === 3 ? [48] : [20]);
    return ok ? { address: value } : null;
  }
  const delegated = /^f4(0|[1-9]\d{0,9})f([a-z2-7]+)$/.exec(value);
  if (delegated) {
    const namespace = Number(delegated[1]);
    const ok = checkPayload(delegated[2] ?? '', [4, ...leb128(namespace)], [20]);
    return ok ? { address: value } : null;
  }
  return null;
}
