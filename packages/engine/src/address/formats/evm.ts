import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { AddressFormat } from '@riskscreen/shared';
import { bech32 } from '@scure/base';
import { attempt, toHex } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

type EvmFormat = Extract<AddressFormat, { kind: 'evm' }>;

const HEX40 = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55 mixed-case checksum (EIP-1191 when a chain id is given: the chain id is hashed in, as Rootstock does).
 * `body` is the 40 hex digits without 0x.
 */
export function hasEvmChecksum(body: string, chainId?: number): boolean {
  const lower = body.toLowerCase();
  const hashed = chainId === undefined ? lower : `${chainId}0x${lower}`;
  const hash = toHex(keccak_256(utf8ToBytes(hashed)));
  for (let i = 0; i < body.length; i++) {
    const ch = body.charAt(i);
    if (ch >= '0' && ch <= '9') continue;
    const upper = Number.parseInt(hash.charAt(i), 16) >= 8;
    if ((ch === ch.toUpperCase()) !== upper) return false;
  }
  return true;
}

/** The EIP-55 spelling of a 0x address (display only; the store keeps lower case). */
export function toEvmChecksum(address: string, chainId?: number): string {
  const lower = address.slice(2).toLowerCase();
  const hashed = chainId === undefined ? lower : `${chainId}0x${lower}`;
  const hash = toHex(keccak_256(utf8ToBytes(hashed)));
  return `0x${[...lower].map((ch, i) => (Number.parseInt(hash.charAt(i), 16) >= 8 ? ch.toUpperCase() : ch)).join('')}`;
}

/**
 * 0x + 40 hex. All-lower and all-upper carry no checksum and are accepted; mixed case must be a valid
 * checksum (a typo in a checksummed address is caught). Canonical form: lower case.
 */
export function validateEvm(value: string, format: EvmFormat): Parsed | null {
  let candidate = value;
  if (format.alias === 'xdc' && /^xdc[0-9a-fA-F]{40}$/.test(value)) candidate = `0x${value.slice(3)}`;
  if (format.alias === 'ronin' && /^ronin:[0-9a-fA-F]{40}$/.test(value)) candidate = `0x${value.slice(6)}`;
  if (format.alias === 'one' && /^one1/i.test(value)) {
    const decoded = attempt(() => bech32.decodeToBytes(value));
    if (decoded?.prefix !== 'one' || decoded.bytes.length !== 20) return null;
    return { address: `0x${toHex(decoded.bytes)}` };
  }
  if (!HEX40.test(candidate)) return null;
  const body = candidate.slice(2);
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixed) {
    const ok =
      hasEvmChecksum(body) ||
      (format.checksumChainId !== undefined && hasEvmChecksum(body, format.checksumChainId));
    if (!ok) return null;
  }
  return { address: `0x${body.toLowerCase()}` };
}
