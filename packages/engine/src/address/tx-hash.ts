import type { TxHashFormat } from '@riskscreen/shared';
import { decodeBase32, decodeBase58, decodeBase58check, startsWith } from './encodings.ts';

const HEX64 = /^(0x)?([0-9a-fA-F]{64})$/;
const HEDERA_ID = /^(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})\.(0|[1-9]\d{0,18})[@-](0|[1-9]\d{0,11})[.-](\d{9})$/;
const TEZOS_OPERATION = [5, 116];

/** The canonical spelling of a transaction identifier in this format, or null when it does not fit. */
export function parseTxHash(value: string, format: TxHashFormat): string | null {
  const hex = HEX64.exec(value)?.[2];
  switch (format) {
    case 'hex':
      return hex ? hex.toLowerCase() : null;
    case 'hex-upper':
      return hex ? hex.toUpperCase() : null;
    case '0x-hex':
      return hex ? `0x${hex.toLowerCase()}` : null;
    case 'base58-32':
    case 'base58-64': {
      const size = format === 'base58-32' ? 32 : 64;
      if (value.length > 90) return null;
      return decodeBase58(value)?.length === size ? value : null;
    }
    case 'hedera': {
      // Transaction id (payer@seconds.nanos, or the mirror node's payer-seconds-nanos), or the SHA-384 hash.
      const id = HEDERA_ID.exec(value);
      if (id) return `${id[1]}.${id[2]}.${id[3]}@${id[4]}.${id[5]}`;
      const hash = /^(0x)?([0-9a-fA-F]{96})$/.exec(value)?.[2];
      return hash ? hash.toLowerCase() : null;
    }
    case 'tezos': {
      const bytes = value.length === 51 ? decodeBase58check(value) : undefined;
      return bytes?.length === 34 && startsWith(bytes, TEZOS_OPERATION) ? value : null;
    }
    case 'algorand': {
      const upper = value.toUpperCase();
      return /^[A-Z2-7]{52}$/.test(upper) && decodeBase32(upper)?.length === 32 ? upper : null;
    }
    case 'cid': {
      // Filecoin messages: CIDv1, dag-cbor, blake2b-256, base32 ('bafy2bzace…'); FEVM transactions: 0x hashes.
      if (hex) return `0x${hex.toLowerCase()}`;
      if (!/^bafy2bzace[a-z2-7]{52}$/.test(value)) return null;
      return decodeBase32(value.slice(1))?.length === 38 ? value : null;
    }
    case 'felt': {
      if (!/^0x[0-9a-fA-F]{1,64}$/.test(value)) return null;
      const n = BigInt(value);
      return n < 2n ** 252n ? `0x${n.toString(16).padStart(64, '0')}` : null;
    }
  }
}
