import { cosmosChain, ETH, evmChain, otherChain, substrateChain, utxoChain } from './define.ts';
import type { Chain } from './types.ts';

const UINT32_MAX = 4_294_967_295;

/** The chains the specification names: 0–25 and 123. */
export const CORE_CHAINS: Chain[] = [
  utxoChain(
    0,
    'Bitcoin',
    'BTC',
    ['BTC', 'Bitcoin', 8],
    { versions: [[0], [5]], segwitHrp: 'bc' },
    { provider: 'esplora' },
  ),
  evmChain(1, 'Ethereum', 'ETH', ETH),
  // Litecoin's old P2SH version 5 ('3…') is still spendable and still listed by OFAC.
  utxoChain(
    2,
    'Litecoin',
    'LTC',
    ['LTC', 'Litecoin', 8],
    { versions: [[48], [50], [5]], segwitHrp: 'ltc' },
    { provider: 'esplora' },
  ),
  utxoChain(3, 'Bitcoin Cash', 'BCH', ['BCH', 'Bitcoin Cash', 8], {
    versions: [[0], [5]],
    cashaddrPrefix: 'bitcoincash',
  }),
  otherChain(4, 'Ripple', 'XRP', 'account', { kind: 'xrp' }, 'hex-upper', ['XRP', 'XRP', 6], {
    maxDestinationTag: UINT32_MAX,
  }),
  utxoChain(5, 'Bitcoin SV', 'BSV', ['BSV', 'Bitcoin SV', 8], { versions: [[0], [5]] }, { deprecated: true }),
  utxoChain(6, 'Dogecoin', 'DOGE', ['DOGE', 'Dogecoin', 8], { versions: [[30], [22]] }),
  otherChain(7, 'Zilliqa', 'ZIL', 'account', { kind: 'zilliqa' }, '0x-hex', ['ZIL', 'Zilliqa', 12]),
  evmChain(8, 'Binance Smart Chain', 'BSC', ['BNB', 'BNB', 18]),
  evmChain(9, 'Polygon', 'POL', ['POL', 'Polygon Ecosystem Token', 18]),
  otherChain(10, 'Tron', 'TRX', 'account', { kind: 'tron' }, 'hex', ['TRX', 'Tron', 6]),
  otherChain(11, 'Cardano', 'ADA', 'utxo', { kind: 'cardano' }, 'hex', ['ADA', 'Cardano', 6]),
  substrateChain(12, 'Polkadot', 'DOT', 0, ['DOT', 'Polkadot', 10]),
  otherChain(13, 'Stellar', 'XLM', 'account', { kind: 'stellar' }, 'hex', ['XLM', 'Stellar Lumens', 7], {
    maxDestinationTag: Number.MAX_SAFE_INTEGER,
  }),
  otherChain(14, 'Hedera', 'HBAR', 'account', { kind: 'hedera' }, 'hedera', ['HBAR', 'Hedera', 8], {
    maxDestinationTag: Number.MAX_SAFE_INTEGER,
  }),
  evmChain(15, 'Cronos', 'CRO', ['CRO', 'Cronos', 18]),
  evmChain(16, 'Optimism', 'OP', ETH, {}, { displayAs: 1 }),
  evmChain(17, 'Arbitrum', 'ARB', ETH, {}, { displayAs: 1 }),
  evmChain(18, 'Fantom', 'FTM', ['FTM', 'Fantom', 18]),
  otherChain(19, 'Monero', 'XMR', 'utxo', { kind: 'monero' }, 'hex', ['XMR', 'Monero', 12]),
  cosmosChain(20, 'Cosmos', 'ATOM', 'cosmos', ['ATOM', 'Cosmos Hub', 6]),
  utxoChain(21, 'Zcash', 'ZEC', ['ZEC', 'Zcash', 8], {
    versions: [
      [0x1c, 0xb8],
      [0x1c, 0xbd],
    ],
    zcashShielded: true,
  }),
  evmChain(22, 'Ethereum Classic', 'ETC', ['ETC', 'Ethereum Classic', 18]),
  utxoChain(23, 'Dash', 'DASH', ['DASH', 'Dash', 8], { versions: [[76], [16]] }),
  otherChain(24, 'Solana', 'SOL', 'account', { kind: 'solana' }, 'base58-64', ['SOL', 'Solana', 9]),
  evmChain(25, 'Avalanche C-Chain', 'AVAX', ['AVAX', 'Avalanche', 18]),
  otherChain(123, 'Aptos', 'APT', 'account', { kind: 'move', shortSpecial: true }, '0x-hex', [
    'APT',
    'Aptos',
    8,
  ]),
];
