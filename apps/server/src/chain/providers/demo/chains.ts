/** The four chains of the demo world, with their assets and block clocks. */
export type DemoFamily = 'utxo' | 'evm' | 'tron';

export type DemoAsset = {
  symbol: string;
  name: string;
  decimals: number;
  /** Token contract key (resolved to an address per seed); undefined for the native asset. */
  contractKey?: string;
};

export type DemoChain = {
  blockchain: number;
  name: string;
  family: DemoFamily;
  native: DemoAsset;
  tokens: DemoAsset[];
  /** Block clock: height `anchorHeight` at `anchorTime`, one block every `blockSeconds`. */
  blockSeconds: number;
  anchorHeight: number;
  anchorTime: number;
  /** Typical fee in USD (median) for a plain transfer. */
  feeUsd: number;
};

export const BITCOIN: DemoChain = {
  blockchain: 0,
  name: 'Bitcoin',
  family: 'utxo',
  native: { symbol: 'BTC', name: 'Bitcoin', decimals: 8 },
  tokens: [],
  blockSeconds: 600,
  // Block 840,000 (the fourth halving) was mined on 2024-04-20.
  anchorHeight: 840_000,
  anchorTime: Date.UTC(2024, 3, 20, 0, 9, 27),
  feeUsd: 1.8,
};

export const ETHEREUM: DemoChain = {
  blockchain: 1,
  name: 'Ethereum',
  family: 'evm',
  native: { symbol: 'ETH', name: 'Ether', decimals: 18 },
  tokens: [
    { symbol: 'USDT', name: 'Tether USD', decimals: 6, contractKey: 'token:USDT' },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6, contractKey: 'token:USDC' },
  ],
  blockSeconds: 12,
  anchorHeight: 19_000_000,
  anchorTime: Date.UTC(2024, 0, 13, 18, 56, 23),
  feeUsd: 2.5,
};

export const BSC: DemoChain = {
  blockchain: 8,
  name: 'BNB Smart Chain',
  family: 'evm',
  native: { symbol: 'BNB', name: 'BNB', decimals: 18 },
  tokens: [
    { symbol: 'USDT', name: 'Tether USD (BEP-20)', decimals: 18, contractKey: 'token:USDT' },
    { symbol: 'USDC', name: 'USD Coin (BEP-20)', decimals: 18, contractKey: 'token:USDC' },
  ],
  blockSeconds: 3,
  anchorHeight: 35_000_000,
  anchorTime: Date.UTC(2024, 0, 5),
  feeUsd: 0.12,
};

export const TRON: DemoChain = {
  blockchain: 10,
  name: 'Tron',
  family: 'tron',
  native: { symbol: 'TRX', name: 'TRON', decimals: 6 },
  tokens: [{ symbol: 'USDT', name: 'Tether USD (TRC-20)', decimals: 6, contractKey: 'token:USDT' }],
  blockSeconds: 3,
  anchorHeight: 58_000_000,
  anchorTime: Date.UTC(2024, 0, 3),
  feeUsd: 1.1,
};

export const DEMO_CHAINS: readonly DemoChain[] = [BITCOIN, ETHEREUM, TRON, BSC];

export function demoChain(blockchain: number): DemoChain {
  const chain = DEMO_CHAINS.find((c) => c.blockchain === blockchain);
  if (!chain) throw new Error(`No demo chain ${blockchain}`);
  return chain;
}
