import { hexToBigInt, splitWords, wordToAddress } from './hex.ts';
import type { RpcLog } from './rpc-schemas.ts';

/** keccak256("Transfer(address,address,uint256)"): the same topic for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export type TokenTransferLog = {
  logIndex: number;
  contract: string;
  from: string;
  to: string;
  /** ERC-20 amount in base units, or the ERC-721 token id. */
  value: bigint;
  /** ERC-20 (from, to indexed; amount in data) or ERC-721 (all three indexed). */
  standard: 'erc20' | 'erc721';
};

/**
 * Decode a Transfer event. Like ethereum-etl, the indexed topics and the data words together must be exactly four
 * (signature, from, to, value); anything else is a non-standard event that happens to share the name and is ignored.
 */
export function decodeTransferLog(log: RpcLog): TokenTransferLog | null {
  if (log.removed) return null;
  const [signature, ...indexed] = log.topics;
  if (signature?.toLowerCase() !== TRANSFER_TOPIC) return null;
  const fields = [...indexed, ...splitWords(log.data)];
  if (fields.length !== 3) return null;
  const [from, to, value] = fields as [string, string, string];
  return {
    logIndex: Number(hexToBigInt(log.logIndex)),
    contract: log.address.toLowerCase(),
    from: wordToAddress(from),
    to: wordToAddress(to),
    value: hexToBigInt(value.startsWith('0x') ? value : `0x${value}`),
    standard: indexed.length === 3 ? 'erc721' : 'erc20',
  };
}
