import { base64, base64url } from '@scure/base';
import { attempt, crc16xmodem, toHex } from '../encodings.ts';
import type { Parsed } from '../parsed.ts';

const BOUNCEABLE = 0x11;
const NON_BOUNCEABLE = 0x51;
const TESTNET_FLAG = 0x80;

/**
 * TON: the raw form workchain:hex (0 basechain, -1 masterchain) or the 48-character user-friendly form
 * (base64 or base64url of flags, workchain, 32-byte hash and CRC-16/XMODEM). Bounceable and non-bounceable
 * spellings name the same account, so the canonical form is the raw one, lower case. Testnet forms are refused.
 */
export function validateTon(value: string): Parsed | null {
  const raw = /^(0|-1):([0-9a-fA-F]{64})$/.exec(value);
  if (raw) return { address: `${raw[1]}:${(raw[2] ?? '').toLowerCase()}` };
  if (!/^[A-Za-z0-9+/_-]{48}$/.test(value)) return null;
  const bytes = /[-_]/.test(value)
    ? attempt(() => base64url.decode(value))
    : attempt(() => base64.decode(value));
  if (bytes?.length !== 36) return null;
  const flags = bytes[0] ?? 0;
  if (flags & TESTNET_FLAG || (flags !== BOUNCEABLE && flags !== NON_BOUNCEABLE)) return null;
  const crc = crc16xmodem(bytes.slice(0, 34));
  if (bytes[34] !== crc >> 8 || bytes[35] !== (crc & 0xff)) return null;
  const workchain = bytes[1] === 0xff ? -1 : bytes[1];
  if (workchain !== 0 && workchain !== -1) return null;
  return { address: `${workchain}:${toHex(bytes.slice(2, 34))}` };
}
