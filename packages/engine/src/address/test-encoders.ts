import { blake2b } from '@noble/hashes/blake2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base32nopad, base58, base58xrp, base64url } from '@scure/base';
import { concatBytes, crc16xmodem, sha256d } from './encodings.ts';

/**
 * Encoders written from the formats' published specifications, used only by the tests to make valid addresses
 * from random bytes (the validators only decode).
 */

/** SS58 network prefix bytes: one byte below 64, else the two-byte form of the SS58 specification. */
export function ss58Encode(prefix: number, account: Uint8Array): string {
  const head =
    prefix < 64
      ? [prefix]
      : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)];
  const body = concatBytes(head, account);
  const checksum = blake2b(concatBytes(utf8ToBytes('SS58PRE'), body), { dkLen: 64 }).slice(0, 2);
  return base58.encode(concatBytes(body, checksum));
}

export function xrpEncode(accountId: Uint8Array): string {
  const body = concatBytes([0], accountId);
  return base58xrp.encode(concatBytes(body, sha256d(body).slice(0, 4)));
}

export function stellarEncode(key: Uint8Array): string {
  const body = concatBytes([6 << 3], key);
  const crc = crc16xmodem(body);
  return base32nopad.encode(concatBytes(body, [crc & 0xff, crc >> 8]));
}

export function tonEncode(workchain: 0 | -1, hash: Uint8Array, bounceable: boolean): string {
  const body = concatBytes([bounceable ? 0x11 : 0x51, workchain === -1 ? 0xff : 0], hash);
  const crc = crc16xmodem(body);
  return base64url.encode(concatBytes(body, [crc >> 8, crc & 0xff]));
}
