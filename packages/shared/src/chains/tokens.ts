/**
 * Major tokens and where they live. `contract` is the token's canonical id on that chain (EVM lower-case hex,
 * Tron/Solana base58, Hedera 0.0.N); it is given only where it is well established, and the engine's tests check
 * each one against the chain's address format (and against the Etherscan-family labels where those list it).
 */
export type TokenDeployment = { blockchain: number; decimals: number; contract?: string };
export type TokenDefinition = { symbol: string; name: string; deployments: TokenDeployment[] };

const d = (blockchain: number, decimals: number, contract?: string): TokenDeployment =>
  contract === undefined ? { blockchain, decimals } : { blockchain, decimals, contract };

export const TOKENS: readonly TokenDefinition[] = [
  {
    symbol: 'USDT',
    name: 'Tether USD',
    deployments: [
      d(1, 6, '0xdac17f958d2ee523a2206206994597c13d831ec7'),
      d(10, 6, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
      d(8, 18, '0x55d398326f99059ff775485246999027b3197955'),
      d(9, 6, '0xc2132d05d31c914a87c6611c10748aeb04b58e8f'),
      d(24, 6, 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'),
      d(25, 6, '0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7'),
      d(17, 6, '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9'),
      d(16, 6, '0x94b008aa00579c1307b0ef2c499ad98a8ce58e58'),
      d(84, 6),
      d(96, 6),
    ],
  },
  {
    symbol: 'USDC',
    name: 'USD Coin',
    deployments: [
      d(1, 6, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
      d(24, 6, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
      d(8, 18, '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d'),
      d(9, 6, '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359'),
      d(17, 6, '0xaf88d065e77c8cc2239327c5edb3a432268e5831'),
      d(16, 6, '0x0b2c639c533813f4aa9d7837caf62653d097ff85'),
      d(25, 6, '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e'),
      d(52, 6, '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'),
      d(13, 7),
      d(14, 6, '0.0.456858'),
      d(84, 6),
      d(96, 6),
    ],
  },
  {
    symbol: 'DAI',
    name: 'Dai',
    deployments: [
      d(1, 18, '0x6b175474e89094c44da98b954eedeac495271d0f'),
      d(9, 18),
      d(16, 18),
      d(17, 18),
      d(8, 18),
    ],
  },
  {
    symbol: 'WBTC',
    name: 'Wrapped Bitcoin',
    deployments: [d(1, 8, '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599'), d(9, 8), d(17, 8), d(16, 8)],
  },
  {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    deployments: [
      d(1, 18, '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'),
      d(9, 18),
      d(17, 18),
      d(16, 18),
      d(52, 18),
      d(84, 18),
      d(96, 18),
    ],
  },
  {
    symbol: 'LINK',
    name: 'Chainlink',
    deployments: [d(1, 18, '0x514910771af9ca656af840dff83e8264ecf986ca'), d(8, 18), d(9, 18), d(17, 18)],
  },
  { symbol: 'UNI', name: 'Uniswap', deployments: [d(1, 18, '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984')] },
  {
    symbol: 'SHIB',
    name: 'Shiba Inu',
    deployments: [d(1, 18, '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce')],
  },
  { symbol: 'PEPE', name: 'Pepe', deployments: [d(1, 18, '0x6982508145454ce325ddbe47a25d4ec3d2311933')] },
  { symbol: 'AAVE', name: 'Aave', deployments: [d(1, 18, '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9')] },
  { symbol: 'MKR', name: 'Maker', deployments: [d(1, 18, '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2')] },
  {
    symbol: 'STETH',
    name: 'Lido Staked Ether',
    deployments: [d(1, 18, '0xae7ab96520de3a18e5e111b5eaab095312d7fe84')],
  },
  {
    symbol: 'PYUSD',
    name: 'PayPal USD',
    deployments: [d(1, 6, '0x6c3ea9036406852006290770bedfcaba0e23a0e8'), d(24, 6)],
  },
  {
    symbol: 'TUSD',
    name: 'TrueUSD',
    deployments: [d(1, 18, '0x0000000000085d4780b73119b644ae5ecd22b376'), d(10, 18), d(8, 18)],
  },
  {
    symbol: 'BUSD',
    name: 'Binance USD',
    deployments: [
      d(1, 18, '0x4fabb145d64652a948d72533023f6e7a623c7c53'),
      d(8, 18, '0xe9e7cea3dedca5984780bafc599bd69add087d56'),
    ],
  },
  { symbol: 'EURC', name: 'Euro Coin', deployments: [d(1, 6), d(24, 6), d(25, 6), d(52, 6), d(13, 7)] },
  { symbol: 'PAXG', name: 'PAX Gold', deployments: [d(1, 18, '0x45804880de22913dafe09f4980848ece6ecbaf78')] },
  {
    symbol: 'XAUT',
    name: 'Tether Gold',
    deployments: [d(1, 6, '0x68749665ff8d2d112fa859aa293f07a622782f38')],
  },
  {
    symbol: 'WBNB',
    name: 'Wrapped BNB',
    deployments: [d(8, 18, '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c')],
  },
  {
    symbol: 'CAKE',
    name: 'PancakeSwap',
    deployments: [d(8, 18, '0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82')],
  },
  { symbol: 'WTRX', name: 'Wrapped TRX', deployments: [d(10, 6, 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR')] },
  { symbol: 'BTT', name: 'BitTorrent', deployments: [d(10, 18, 'TAFjULxiVgT4qWk6UZwjqwZXTSaGaqnVp4')] },
  {
    symbol: 'USDD',
    name: 'Decentralized USD',
    deployments: [d(10, 18, 'TPYmHEhy5n8TCEfYGqW2rPxsghSfzghPDn')],
  },
  { symbol: 'JUP', name: 'Jupiter', deployments: [d(24, 6, 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN')] },
  { symbol: 'BONK', name: 'Bonk', deployments: [d(24, 5, 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263')] },
  { symbol: 'RAY', name: 'Raydium', deployments: [d(24, 6, '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R')] },
  { symbol: 'WAVAX', name: 'Wrapped AVAX', deployments: [d(25, 18)] },
  { symbol: 'WCRO', name: 'Wrapped CRO', deployments: [d(15, 18)] },
  { symbol: 'VVS', name: 'VVS Finance', deployments: [d(15, 18)] },
  { symbol: 'XSGD', name: 'StraitsX Singapore Dollar', deployments: [d(7, 6), d(1, 6), d(9, 6)] },
  { symbol: 'OP', name: 'Optimism', deployments: [d(16, 18, '0x4200000000000000000000000000000000000042')] },
  { symbol: 'ARB', name: 'Arbitrum', deployments: [d(17, 18, '0x912ce59144191c1204e64559fe8253a0e49e6548')] },
  { symbol: 'ZK', name: 'ZKsync', deployments: [d(84, 18)] },
  { symbol: 'AERO', name: 'Aerodrome Finance', deployments: [d(52, 18)] },
  { symbol: 'AQUA', name: 'Aquarius', deployments: [d(13, 7)] },
  { symbol: 'SAUCE', name: 'SaucerSwap', deployments: [d(14, 6)] },
];
