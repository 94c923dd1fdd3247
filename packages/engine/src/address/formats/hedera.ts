import { fromHex } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

const ENTITY = /^(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})(?:-([a-z]{5}))?$/;

/** Mainnet ledger id (HIP-15): one byte, 0x00. */
const MAINNET_LEDGER = [0x00];

/** HIP-15 address checksum: five letters derived from the entity id's digits and the ledger id. */
export function hederaChecksum(entity: string, ledgerId: readonly number[] = MAINNET_LEDGER): string {
  const p3 = 26 ** 3;
  const p5 = 26 ** 5;
  const m = 1_000_003;
  const w = 31;
  const digits = [...entity].map((ch) => (ch === '.' ? 10 : Number(ch)));
  let sd0 = 0;
  let sd1 = 0;
  let sd = 0;
  digits.forEach((digit, i) => {
    sd = (w * sd + digit) % p3;
    if (i % 2 === 0) sd0 = (sd0 + digit) % 11;
    else sd1 = (sd1 + digit) % 11;
  });
  let sh = 0;
  for (const byte of [...ledgerId, 0, 0, 0, 0, 0, 0]) sh = (w * sh + byte) % p5;
  let c = ((((entity.length % 5) * 11 + sd0) * 11 + sd1) * p3 + sd + sh) % p5;
  c = (c * m) % p5;
  let answer = '';
  for (let i = 0; i < 5; i++) {
    answer = String.fromCharCode(97 + (c % 26)) + answer;
    c = Math.floor(c / 26);
  }
  return answer;
}

/**
 * Hedera: entity id shard.realm.num, optionally with its HIP-15 checksum (checked, then dropped), or the
 * account's 0x EVM address. A "long-zero" EVM address is the entity id itself and is converted to it. EVM
 * spellings are weak matches: they read like any EVM chain's address.
 */
export function validateHedera(value: string): Parsed | null {
  const match = ENTITY.exec(value);
  if (match) {
    const entity = `${match[1]}.${match[2]}.${match[3]}`;
    if (match[4] !== undefined && match[4] !== hederaChecksum(entity)) return null;
    return { address: entity };
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return null;
  const bytes = fromHex(value.slice(2));
  if (!bytes) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shard = view.getUint32(0);
  const realm = view.getBigUint64(4);
  const num = view.getBigUint64(12);
  // Long-zero form (shard 0, realm 0): the EVM address spells the entity number.
  if (shard === 0 && realm === 0n && num > 0n) return { address: `0.0.${num}`, weak: true };
  return { address: value.toLowerCase(), weak: true };
}
