import { createHash } from 'node:crypto';
import { bech32, createBase58check } from '@scure/base';
import type { DemoChain } from './chains.ts';

const sha256 = (data: Uint8Array): Uint8Array => new Uint8Array(createHash('sha256').update(data).digest());
const base58check = createBase58check(sha256);

export type BtcKind = 'p2wpkh' | 'p2pkh' | 'p2sh';

/** Bitcoin address from a 20-byte hash: bech32 witness v0 (bc1q…), or base58check P2PKH (1…) / P2SH (3…). */
export function bitcoinAddress(hash20: Uint8Array, kind: BtcKind): string {
  if (kind === 'p2wpkh') return bech32.encode('bc', [0, ...bech32.toWords(hash20)]);
  return base58check.encode(concat([kind === 'p2pkh' ? 0x00 : 0x05], hash20));
}

/** EVM address: 0x + 40 lower-case hex (the store's canonical form). */
export function evmAddress(hash20: Uint8Array): string {
  return `0x${Buffer.from(hash20).toString('hex')}`;
}

/** Tron address: base58check of 0x41 + 20 bytes (T…). */
export function tronAddress(hash20: Uint8Array): string {
  return base58check.encode(concat([0x41], hash20));
}

function concat(prefix: number[], bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(prefix.length + bytes.length);
  out.set(prefix, 0);
  out.set(bytes, prefix.length);
  return out;
}

/**
 * Deterministic addresses and hashes of one chain for one seed. A named key always gives the same address
 * (whatever the scale or reference date), so the catalogue of demo objects depends on the seed only.
 */
export class ChainKeys {
  private txCounter = 0;
  private anonCounter = 0;

  constructor(
    private readonly seed: string,
    private readonly chain: DemoChain,
  ) {}

  private digest(text: string): Uint8Array {
    return sha256(new TextEncoder().encode(`${this.seed}|${this.chain.blockchain}|${text}`));
  }

  /** The address for a key. Bitcoin picks its format from the key's hash unless `kind` says. */
  address(key: string, kind?: BtcKind): string {
    const bytes = this.digest(`addr|${key}`);
    const hash20 = bytes.subarray(0, 20);
    switch (this.chain.family) {
      case 'evm':
        return evmAddress(hash20);
      case 'tron':
        return tronAddress(hash20);
      case 'utxo': {
        const roll = (bytes[31] as number) % 10;
        return bitcoinAddress(hash20, kind ?? (roll < 7 ? 'p2wpkh' : roll < 9 ? 'p2pkh' : 'p2sh'));
      }
    }
  }

  /** A fresh unnamed address (counter-based; stable for the same sequence of calls). */
  fresh(prefix = 'anon'): string {
    this.anonCounter += 1;
    return this.address(`${prefix}#${this.anonCounter}`);
  }

  /** Next transaction hash: 64 hex (0x-prefixed on EVM chains). */
  nextHash(): string {
    this.txCounter += 1;
    const hex = Buffer.from(this.digest(`tx|${this.txCounter}`)).toString('hex');
    return this.chain.family === 'evm' ? `0x${hex}` : hex;
  }

  /** The chain's zero address, the source of token mints. */
  zeroAddress(): string {
    const zero = new Uint8Array(20);
    return this.chain.family === 'tron' ? tronAddress(zero) : evmAddress(zero);
  }
}
