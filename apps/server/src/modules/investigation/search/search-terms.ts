import { detectChains, validateAddress, validateTransactionHash } from '@riskscreen/engine';
import { CHAINS } from '@riskscreen/shared';
import { likeLiteral } from '../addresses/index.ts';

/**
 * What a search string can match, spelled as the store writes identifiers: the canonical forms of a full address
 * on every chain whose format it fits (EIP-55 → lower-case hex, bech32 → lower case) and of a full transaction
 * hash per hash format; for a partial identifier, its possible stored spellings. Hex is case-free (EVM and
 * Bitcoin-likes store lower case, XRP and Cosmos hashes upper case, EVM adds 0x); base58 is not, so other input
 * is also kept as typed. Comparing the column as stored keeps the queries indexable and free of per-row lower().
 */
export type SearchTerms = {
  q: string;
  /** Canonical forms of q as a full address / transaction hash (empty when q is partial). */
  fullAddresses: string[];
  fullHashes: string[];
  /** Exact spellings: ranked first. */
  exact: Set<string>;
  /** LIKE patterns (escaped literal + '%') for the chain store and attribution. */
  addressPrefixes: string[];
  hashPrefixes: string[];
  /** Spellings of q as a part of a stored identifier (screened rows). */
  addressFragments: string[];
  hashFragments: string[];
};

/** One chain per transaction-hash format: canonicalising through each gives every stored spelling. */
const HASH_FORMAT_CHAINS = [
  ...new Map(CHAINS.filter((c) => !c.deprecated).map((c) => [c.txHash, c.blockchain])).values(),
];

export function searchTerms(q: string): SearchTerms {
  const fullAddresses = new Set<string>();
  for (const blockchain of detectChains(q)) {
    const check = validateAddress(blockchain, q);
    if (check.ok) fullAddresses.add(check.address);
  }
  const fullHashes = new Set<string>();
  for (const blockchain of HASH_FORMAT_CHAINS) {
    const check = validateTransactionHash(blockchain, q);
    if (check.ok) fullHashes.add(check.hash);
  }
  const lower = q.toLowerCase();
  const hex = /^(0x)?([0-9a-f]+)$/i.exec(q)?.[2];
  let addressSpellings: string[];
  let hashSpellings: string[];
  if (hex) {
    const body = hex.toLowerCase();
    addressSpellings = [`0x${body}`, ...(q.toLowerCase().startsWith('0x') ? [] : [body])];
    hashSpellings = [body, hex.toUpperCase(), `0x${body}`];
  } else {
    addressSpellings = [q, lower];
    hashSpellings = [q, lower];
  }
  const unique = (values: string[]) => [...new Set(values)];
  return {
    q,
    fullAddresses: [...fullAddresses],
    fullHashes: [...fullHashes],
    exact: new Set([q, lower, ...fullAddresses, ...fullHashes]),
    addressPrefixes: unique([...fullAddresses, ...addressSpellings]).map((s) => `${likeLiteral(s)}%`),
    hashPrefixes: unique([...fullHashes, ...hashSpellings]).map((s) => `${likeLiteral(s)}%`),
    // A hex-looking fragment may be part of a base58 address too: q as typed stays among the spellings.
    addressFragments: unique([lower, q]),
    hashFragments: unique(hex ? [hex.toLowerCase(), hex.toUpperCase(), q] : [q, lower]),
  };
}
