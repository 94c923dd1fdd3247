import type { AddressFormat, Chain, ProviderKind, TxHashFormat } from './types.ts';

/** Token-capable chains, exactly the specification's list (spec part 1 §3, part 2 §9). */
export const TOKEN_CHAINS: readonly number[] = [1, 7, 8, 9, 10, 13, 14, 15, 16, 17, 24, 25, 52, 84, 96];

/**
 * Fully covered chains. The specification names a second group, "chains 18 to 123 excluding 24, 25, 52, 84,
 * 96": those are the sanctions-only (Lite) chains; the rest are Full, except the deprecated Bitcoin SV.
 */
const isFull = (n: number) => n !== 5 && (n < 18 || [24, 25, 52, 84, 96].includes(n));

type Native = [symbol: string, name: string, decimals: number];
type Extra = Partial<Pick<Chain, 'displayAs' | 'maxDestinationTag' | 'provider' | 'deprecated'>>;

function chain(
  blockchain: number,
  label: string,
  code: string,
  family: Chain['family'],
  address: AddressFormat,
  txHash: TxHashFormat,
  [symbol, name, decimals]: Native,
  extra: Extra = {},
): Chain {
  return {
    blockchain,
    label,
    code,
    family,
    address,
    txHash,
    native: { symbol, name, decimals },
    supportsTokens: TOKEN_CHAINS.includes(blockchain),
    coverage: isFull(blockchain) ? 'full' : 'lite',
    deprecated: extra.deprecated ?? false,
    ...(extra.displayAs === undefined ? {} : { displayAs: extra.displayAs }),
    ...(extra.maxDestinationTag === undefined ? {} : { maxDestinationTag: extra.maxDestinationTag }),
    ...(extra.provider === undefined ? {} : { provider: extra.provider }),
  };
}

export const ETH: Native = ['ETH', 'Ethereum', 18];
const EVM_PROVIDER: { provider: ProviderKind } = { provider: 'evm' };

/** An EVM chain: 0x addresses with EIP-55 checksums, 0x transaction hashes, served by any JSON-RPC node. */
export function evmChain(
  blockchain: number,
  label: string,
  code: string,
  native: Native,
  address: Partial<Extract<AddressFormat, { kind: 'evm' }>> = {},
  extra: Extra = {},
): Chain {
  return chain(blockchain, label, code, 'evm', { kind: 'evm', ...address }, '0x-hex', native, {
    ...EVM_PROVIDER,
    ...extra,
  });
}

/** A Bitcoin-like chain: base58check versions, optional segwit or cashaddr. */
export function utxoChain(
  blockchain: number,
  label: string,
  code: string,
  native: Native,
  format: Omit<Extract<AddressFormat, { kind: 'btc' }>, 'kind'>,
  extra: Extra = {},
): Chain {
  return chain(blockchain, label, code, 'utxo', { kind: 'btc', ...format }, 'hex', native, extra);
}

/** Any other chain: its family and formats said in full. */
export const otherChain: typeof chain = chain;

/** A Cosmos SDK chain: bech32 accounts (20-byte keys, 32-byte module and interchain accounts). */
export function cosmosChain(
  blockchain: number,
  label: string,
  code: string,
  hrp: string,
  native: Native,
  lengths: number[] = [20, 32],
): Chain {
  return chain(blockchain, label, code, 'account', { kind: 'bech32', hrp, lengths }, 'hex-upper', native);
}

/** A Substrate chain: SS58 accounts with the chain's network prefix. */
export function substrateChain(
  blockchain: number,
  label: string,
  code: string,
  prefix: number,
  native: Native,
): Chain {
  return chain(blockchain, label, code, 'account', { kind: 'ss58', prefix }, '0x-hex', native);
}
