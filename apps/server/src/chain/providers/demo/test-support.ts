import { createHash } from 'node:crypto';
import { validateAddress } from '@riskscreen/engine';
import { bech32, createBase58check } from '@scure/base';

const base58check = createBase58check(
  (d: Uint8Array) => new Uint8Array(createHash('sha256').update(d).digest()),
);

/**
 * Independent check of a demo address (decoding, not re-encoding) plus the core validator: the address must be
 * valid for its chain and already in canonical form.
 */
export function demoAddressProblem(blockchain: number, address: string): string | null {
  const check = validateAddress(blockchain, address);
  if (!check.ok) return `validator: ${check.message}`;
  if (check.address !== address) return `not canonical (${check.address})`;
  try {
    if (blockchain === 0) {
      if (address.startsWith('bc1')) {
        const decoded = bech32.decode(address as `${string}1${string}`);
        const program = bech32.fromWords(decoded.words.slice(1));
        return decoded.prefix === 'bc' && decoded.words[0] === 0 && program.length === 20
          ? null
          : 'bad bech32 payload';
      }
      const bytes = base58check.decode(address);
      return bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05) ? null : 'bad base58 payload';
    }
    if (blockchain === 10) {
      const bytes = base58check.decode(address);
      return bytes.length === 21 && bytes[0] === 0x41 ? null : 'bad tron payload';
    }
    return /^0x[0-9a-f]{40}$/.test(address) ? null : 'bad evm hex';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
