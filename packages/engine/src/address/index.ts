import { CHAINS, type Chain, cleanIdentifier, errorText, getChain } from '@riskscreen/shared';
import { parseAddress } from './formats/index.ts';
import type { Parsed } from './parsed.ts';
import { parseTxHash } from './tx-hash.ts';

/** The EIP-55 spelling of a stored (lower-case) EVM address, for display. */
export { toEvmChecksum } from './formats/evm.ts';

/**
 * Address and transaction-hash validation per chain family. validateAddress returns the canonical form used
 * everywhere in the store (EVM: lower-case hex; others as the chain writes them, see docs in each format),
 * an optional destination tag (Ripple-style ':number' suffix, not part of `address`) and the non-standard flag.
 */
export type AddressCheck =
  | { ok: true; address: string; destinationTag?: number; nonStandard: boolean }
  | { ok: false; reason: 'invalid' | 'deprecated' | 'unknown_chain'; message: string };

export type TransactionHashCheck =
  | { ok: true; hash: string }
  | { ok: false; reason: 'invalid' | 'deprecated' | 'unknown_chain'; message: string };

/** Longest identifier considered at all (a Cardano pointer or CKB full address stays well below). */
const MAX_LENGTH = 512;

/** Hedera's two system accounts the specification calls non-standard: fee collection and staking rewards. */
export const HEDERA_SYSTEM_ACCOUNTS: readonly string[] = ['0.0.98', '0.0.800'];

const invalid = (message: string) => ({ ok: false as const, reason: 'invalid' as const, message });

type Refusal = { ok: false; reason: 'deprecated' | 'unknown_chain'; message: string };

/** Chain-level refusals shared by addresses and transactions: unknown number, deprecated chain. */
function chainOrRefusal(blockchain: number, message: string): Chain | Refusal {
  const chain = Number.isInteger(blockchain) ? getChain(blockchain) : undefined;
  if (!chain) return { ok: false, reason: 'unknown_chain', message };
  if (chain.deprecated) return { ok: false, reason: 'deprecated', message: errorText('currency_deprecated') };
  return chain;
}

/**
 * The checks every identifier passes first: a known chain still supported, and a value (cleaned of spaces and
 * zero-width characters) neither empty nor overlong. The refusal says `message`.
 */
function identifierOnChain(
  blockchain: number,
  raw: string,
  message: string,
): { chain: Chain; value: string } | Refusal | ReturnType<typeof invalid> {
  const chain = chainOrRefusal(blockchain, message);
  if ('ok' in chain) return chain;
  const value = cleanIdentifier(raw);
  if (!value || value.length > MAX_LENGTH) return invalid(message);
  return { chain, value };
}

/**
 * Identifiers that are not addresses of the chain's format but are screened anyway, flagged non-standard:
 * anything with an underscore, and node-generated names for scripts without an address ("nonstandard…").
 */
function isNonStandardIdentifier(value: string): boolean {
  return (value.includes('_') || /^nonstandard/i.test(value)) && /^[\x21-\x7e]+$/.test(value);
}

/** Split a ':number' destination tag off chains that use them (XRP tags, Stellar and Hedera memo ids). */
function splitDestinationTag(value: string, chain: Chain): { base: string; tag?: number } | null {
  if (chain.maxDestinationTag === undefined) return { base: value };
  const match = /^(.+):(\d{1,20})$/.exec(value);
  if (!match) return { base: value };
  const tag = Number(match[2]);
  if (!Number.isSafeInteger(tag) || tag > chain.maxDestinationTag) return null;
  return { base: match[1] ?? '', tag };
}

/** Parse without ever throwing: a decoder surprise is an invalid address, not a 500. */
function safeParse(value: string, chain: Chain): Parsed | null {
  try {
    return parseAddress(value, chain.address);
  } catch {
    return null;
  }
}

/** Validate an address for a chain (the input is trimmed and cleared of zero-width characters first). */
export function validateAddress(blockchain: number, raw: string): AddressCheck {
  const message = errorText('invalid_address');
  const input = identifierOnChain(blockchain, raw, message);
  if ('ok' in input) return input;
  const { chain, value } = input;
  const split = splitDestinationTag(value, chain);
  if (!split) return invalid(message);
  const tag = split.tag === undefined ? {} : { destinationTag: split.tag };
  const parsed = safeParse(split.base, chain);
  if (!parsed) {
    // An address of the chain's own format stays standard even with an underscore (TON base64url, NEAR names).
    if (isNonStandardIdentifier(split.base))
      return { ok: true, address: split.base, nonStandard: true, ...tag };
    return invalid(message);
  }
  const nonStandard = chain.blockchain === 14 && HEDERA_SYSTEM_ACCOUNTS.includes(parsed.address);
  return { ok: true, address: parsed.address, nonStandard, ...tag };
}

/** The identifier as screened and shown: the canonical address with its ':tag' suffix when it has one. */
export function addressIdentifier(check: Extract<AddressCheck, { ok: true }>): string {
  return check.destinationTag === undefined ? check.address : `${check.address}:${check.destinationTag}`;
}

/** Validate a transaction hash (or id) for a chain; canonical spelling per chain (see TxHashFormat). */
export function validateTransactionHash(blockchain: number, raw: string): TransactionHashCheck {
  const message = errorText('invalid_transaction');
  const input = identifierOnChain(blockchain, raw, message);
  if ('ok' in input) return input;
  const { chain, value } = input;
  let hash: string | null = null;
  try {
    hash = parseTxHash(value, chain.txHash);
  } catch {
    hash = null;
  }
  return hash ? { ok: true, hash } : invalid(message);
}

/**
 * The chains whose address format this string fits, by number. Only distinctive matches count: generic name
 * patterns (EOS names, NEAR named and implicit accounts) never do, so a list importer can pick the chain of an
 * address from its spelling (OFAC lists USDT addresses without a chain). Deprecated chains are included.
 */
export function detectChains(raw: string): number[] {
  const value = cleanIdentifier(raw);
  if (!value || value.length > MAX_LENGTH) return [];
  // Many chains share one format (every plain EVM chain): check each distinct format once.
  const byFormat = new Map<string, boolean>();
  return CHAINS.filter((chain) => {
    const key = JSON.stringify(chain.address);
    let fits = byFormat.get(key);
    if (fits === undefined) {
      const parsed = safeParse(value, chain);
      fits = parsed !== null && !parsed.weak;
      byFormat.set(key, fits);
    }
    return fits;
  }).map((chain) => chain.blockchain);
}
