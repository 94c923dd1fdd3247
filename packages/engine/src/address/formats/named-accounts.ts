import type { Parsed } from '../parsed.ts';

const NEAR_NAME = /^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;

/**
 * NEAR: implicit accounts (64 lower-case hex), Ethereum-implicit accounts (0x + 40 lower-case hex) and named
 * accounts (2–64 characters of a-z, 0-9, - _ separated by dots). These patterns fit hashes, EVM addresses and
 * plain words, so they are weak matches except names under the .near and .tg top-level accounts.
 */
export function validateNear(value: string): Parsed | null {
  if (/^[0-9a-f]{64}$/.test(value) || /^0x[0-9a-f]{40}$/.test(value)) return { address: value, weak: true };
  if (value.length < 2 || value.length > 64 || !NEAR_NAME.test(value)) return null;
  return { address: value, weak: !/\.(near|tg)$/.test(value) };
}

/**
 * EOS: account names of up to 12 characters from a-z, 1-5 and '.', not ending in '.'; a 13th character may be
 * a-j or 1-5. Always a weak match.
 */
export function validateEos(value: string): Parsed | null {
  if (!/^[a-z1-5.]{1,12}[a-j1-5]?$/.test(value) || value.endsWith('.')) return null;
  return { address: value, weak: true };
}
