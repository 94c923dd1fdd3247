/** How a chain moves value: unspent outputs, EVM accounts, or other account ledgers. */
export type ChainFamily = 'utxo' | 'evm' | 'account';

/** Full = exposure, rules and transactions; Lite = sanctions screening only (spec: amber "sanctions-only" banner). */
export type Coverage = 'full' | 'lite';

/** Which real data provider kind can serve the chain besides the demo world (DESIGN §3). */
export type ProviderKind = 'esplora' | 'evm';

/**
 * The address format of a chain: what the core validator checks. Byte arrays are version prefixes
 * (one or two bytes) of base58check payloads; payloads are 20-byte hashes unless stated.
 */
export type AddressFormat =
  | {
      kind: 'btc';
      /** base58check version prefixes for key-hash and script-hash addresses. */
      versions: number[][];
      /** segwit human-readable part (bech32 v0, bech32m v1+). */
      segwitHrp?: string;
      /** cashaddr prefix: the canonical form is cashaddr, legacy base58 input is converted. */
      cashaddrPrefix?: string;
      /** checksum of the base58 payload: Bitcoin's double SHA-256, or Decred's double BLAKE-256. */
      checksum?: 'sha256d' | 'blake256d';
      /** Zcash: shielded Sapling (zs1), unified (u1) and TEX addresses are accepted too. */
      zcashShielded?: boolean;
    }
  | {
      kind: 'evm';
      /** EIP-1191 chain id used by the chain's mixed-case checksum (Rootstock); EIP-55 otherwise. */
      checksumChainId?: number;
      /** Alternative spellings of the same 20 bytes, converted to 0x hex: xdc…, ronin:…, one1… (bech32). */
      alias?: 'xdc' | 'ronin' | 'one';
    }
  | { kind: 'tron' }
  | { kind: 'ss58'; prefix: number }
  | { kind: 'xrp' }
  | { kind: 'stellar' }
  | { kind: 'hedera' }
  | { kind: 'solana' }
  | { kind: 'bech32'; hrp: string; lengths: number[] }
  | { kind: 'cardano' }
  | { kind: 'move'; shortSpecial: boolean }
  | { kind: 'monero' }
  | { kind: 'zilliqa' }
  | { kind: 'algorand' }
  | { kind: 'tezos' }
  | { kind: 'near' }
  | { kind: 'ton' }
  | { kind: 'filecoin' }
  | { kind: 'eos' }
  | { kind: 'waves' }
  | { kind: 'icon' }
  | { kind: 'icp' }
  | { kind: 'stacks' }
  | { kind: 'starknet' }
  | { kind: 'flow' }
  | { kind: 'ckb' };

export type AddressFormatKind = AddressFormat['kind'];

/**
 * Transaction identifiers. hex: 64 hex digits, canonical lower-case (an 0x prefix is tolerated on input);
 * hex-upper: the same, canonical upper-case (XRP, Cosmos SDK); 0x-hex: canonical 0x + lower-case;
 * base58-32 / base58-64: base58 strings of 32-byte digests or 64-byte signatures (Solana);
 * hedera: transaction id 0.0.N@seconds.nanos; tezos: operation hash (o…); algorand: 52-char base32;
 * cid: Filecoin message CID (bafy…); felt: Starknet 0x field element, padded to 64 digits.
 */
export type TxHashFormat =
  | 'hex'
  | 'hex-upper'
  | '0x-hex'
  | 'base58-32'
  | 'base58-64'
  | 'hedera'
  | 'tezos'
  | 'algorand'
  | 'cid'
  | 'felt';

export type Chain = {
  /** Stable number (spec: 0–123); never renumber a published chain. */
  blockchain: number;
  label: string;
  /** Ticker-like short code, unique across chains (currency_short). */
  code: string;
  family: ChainFamily;
  address: AddressFormat;
  txHash: TxHashFormat;
  native: { symbol: string; name: string; decimals: number };
  supportsTokens: boolean;
  coverage: Coverage;
  deprecated: boolean;
  /** The chain shown in place of this one (icon and code): Optimism and Arbitrum display as Ethereum. */
  displayAs?: number;
  /** Largest ':number' destination tag / memo id accepted after an address; absent = no tags. */
  maxDestinationTag?: number;
  provider?: ProviderKind;
};
