import type { Parsed } from '../parsed.ts';

/**
 * Move chains (Aptos, Sui): 0x + 64 hex. Special addresses 0x0–0xf may be written short; Aptos writes them
 * short (AIP-40), Sui always long. Canonical: lower case.
 */
export function validateMove(value: string, shortSpecial: boolean): Parsed | null {
  let digits: string;
  if (/^0x[0-9a-fA-F]{64}$/.test(value)) digits = value.slice(2).toLowerCase();
  else if (/^0x[0-9a-fA-F]$/.test(value)) digits = value.slice(2).toLowerCase().padStart(64, '0');
  else return null;
  const special = /^0{63}[0-9a-f]$/.test(digits);
  return { address: special && shortSpecial ? `0x${digits.slice(-1)}` : `0x${digits}` };
}

/** Starknet contract addresses are below 2^251. */
const STARKNET_BOUND = 2n ** 251n;

/**
 * Starknet: a field element written 0x + up to 64 hex (wallets drop leading zeros); at least 50 digits so
 * that 20-byte EVM addresses are not taken for Starknet ones. Canonical: 0x + 64 lower-case digits.
 */
export function validateStarknet(value: string): Parsed | null {
  if (!/^0x[0-9a-fA-F]{50,64}$/.test(value)) return null;
  const n = BigInt(value);
  if (n === 0n || n >= STARKNET_BOUND) return null;
  return { address: `0x${n.toString(16).padStart(64, '0')}` };
}

/** Flow: 8-byte addresses, 0x + 16 hex. */
export function validateFlow(value: string): Parsed | null {
  if (!/^(0x)?[0-9a-fA-F]{16}$/.test(value)) return null;
  return { address: `0x${value.replace(/^0x/, '').toLowerCase()}` };
}

/** ICON: hx… (externally owned) or cx… (contract) + 40 hex. */
export function validateIcon(value: string): Parsed | null {
  if (!/^(hx|cx)[0-9a-fA-F]{40}$/.test(value)) return null;
  return { address: value.toLowerCase() };
}
