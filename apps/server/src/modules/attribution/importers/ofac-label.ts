import { chainLabel, type ImportError, type LabelRecord, OFAC_CONFIDENCE } from '@riskscreen/shared';
import { canonicalAddress } from './canonical-address.ts';
import { chainOfCurrency, chainOfTokenAddress, isEvmChain } from './chain-codes.ts';
import { mislabelledChain } from './mislabelled-chain.ts';
import { cleanEntityName } from './types.ts';

export const OFAC_SOURCE = 'ofac';
const OFAC_SDN_SUBTYPE = 1301;

/** One "Digital Currency Address - <TICKER> <address>" of an SDN entry, wherever it was read. */
export type OfacMention = {
  line: number;
  ticker: string;
  address: string;
  entityName: string;
  description?: string;
  /** Designation date (ISO) when the format carries one. */
  validFrom?: string | null;
  file?: string;
};

/**
 * An OFAC mention as a label: Sanctions / OFAC SDN, authority-data confidence. An address on an EVM chain is
 * stored with blockchain NULL (every EVM chain): the sanctioned person controls the same key everywhere, and OFAC
 * lists one address under ETH, ARB and BSC alike.
 */
export function ofacLabel(m: OfacMention): LabelRecord | ImportError {
  const where = m.file === undefined ? {} : { file: m.file };
  const fail = (error: string): ImportError => ({ line: m.line, error, ...where });
  const currency = chainOfCurrency(m.ticker);
  if (currency === undefined) return fail(`Unknown currency '${m.ticker}'`);
  const chain = currency === 'token' ? chainOfTokenAddress(m.ticker, m.address) : currency;
  if (chain === undefined) return fail(`Cannot tell the chain of ${m.ticker} address '${m.address}'`);
  let blockchain = isEvmChain(chain) ? null : chain;
  let address = canonicalAddress(blockchain ?? chain, m.address);
  let warning: string | undefined;
  if (!address.ok) {
    // Listed under the wrong ticker: kept on the one chain it is valid on, and said so; else skipped as before.
    const placed = mislabelledChain(m.address, chain);
    const moved = placed && canonicalAddress(placed.blockchain, m.address);
    if (!placed || !moved?.ok) return fail(address.error);
    warning =
      `Line ${m.line}: '${moved.address}' is listed under ${m.ticker.trim().toUpperCase()} but is not an address of ` +
      `it; imported on ${placed.blockchain === null ? 'every EVM chain' : chainLabel(placed.blockchain)}, where it is valid`;
    blockchain = placed.blockchain;
    address = moved;
  }
  const name = cleanEntityName(m.entityName);
  if (!name) return fail('Missing SDN entity name');
  return {
    line: m.line,
    ...(warning === undefined ? {} : { warning }),
    blockchain,
    address: address.address,
    entity: { name, category: 'Sanctions', subtype: OFAC_SDN_SUBTYPE, description: m.description ?? '' },
    source: OFAC_SOURCE,
    confidence: OFAC_CONFIDENCE,
    attributed_at: null,
    valid_from: m.validFrom ?? null,
    valid_to: null,
  };
}

export function isImportError(value: LabelRecord | ImportError): value is ImportError {
  return 'error' in value;
}
