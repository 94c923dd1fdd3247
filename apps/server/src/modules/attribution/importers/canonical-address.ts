import { validateAddress } from '@riskscreen/engine';
import { chainLabel } from '@riskscreen/shared';

export type CanonicalAddress = { ok: true; address: string } | { ok: false; error: string };

/**
 * The stored form of an address (EVM lower-case, others as the chain writes them). blockchain null means
 * "every EVM chain": the address must then be EVM hex.
 */
export function canonicalAddress(blockchain: number | null, raw: string): CanonicalAddress {
  const check = validateAddress(blockchain ?? 1, raw);
  if (check.ok) return { ok: true, address: check.address };
  const chain = blockchain === null ? 'EVM' : chainLabel(blockchain);
  return { ok: false, error: `${check.message}: ${chain} address '${shorten(raw.trim())}'` };
}

function shorten(value: string): string {
  const printable = value.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 80 ? `${printable.slice(0, 77)}...` : printable;
}
