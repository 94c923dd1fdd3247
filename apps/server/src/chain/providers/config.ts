import { getChain } from '@riskscreen/shared';
import type { NativeAsset } from '../store/types.ts';

/**
 * Chain data providers configured from the environment:
 * - EVM_RPC_URL_<chain number>  an EVM JSON-RPC endpoint for that chain (EVM_RPC_URL_1=http://127.0.0.1:8545)
 * - EVM_START_BLOCK_<chain number>  where the first sync of that chain starts (default 0)
 * - ESPLORA_URL  an Esplora REST API for Bitcoin (chain 0), e.g. http://127.0.0.1:3000 or https://host/api
 * - ESPLORA_START_BLOCK  where the first Bitcoin sync starts (default 0)
 * Chains with neither are served by the demo provider.
 */
export type ChainProviderConfig = {
  evm: Map<number, { url: string; startBlock: number }>;
  esplora: { url: string; startBlock: number } | undefined;
};

/** The native asset of an EVM chain of the catalogue, or undefined for any other chain. */
export function evmNativeAsset(blockchain: number): (NativeAsset & { name: string }) | undefined {
  const chain = getChain(blockchain);
  return chain?.family === 'evm' ? chain.native : undefined;
}

export const BITCOIN = 0;
export const BITCOIN_NATIVE: NativeAsset & { name: string } = getChain(BITCOIN)?.native ?? {
  symbol: 'BTC',
  name: 'Bitcoin',
  decimals: 8,
};

export class ProviderConfigError extends Error {
  override readonly name = 'ProviderConfigError';
}

export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ChainProviderConfig {
  const evm = new Map<number, { url: string; startBlock: number }>();
  const problems: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    const match = /^EVM_RPC_URL_(\d+)$/.exec(key);
    if (!match || !value) continue;
    const blockchain = Number(match[1]);
    if (!evmNativeAsset(blockchain)) {
      problems.push(`${key}: blockchain ${blockchain} is not an EVM chain`);
      continue;
    }
    if (!isHttpUrl(value)) {
      problems.push(`${key}: not an http(s) URL`);
      continue;
    }
    const start = env[`EVM_START_BLOCK_${blockchain}`];
    if (start !== undefined && !/^\d+$/.test(start)) {
      problems.push(`EVM_START_BLOCK_${blockchain}: not a block number`);
      continue;
    }
    evm.set(blockchain, { url: value, startBlock: start === undefined ? 0 : Number(start) });
  }
  const esploraUrl = env.ESPLORA_URL || undefined;
  const esploraStart = env.ESPLORA_START_BLOCK;
  if (esploraUrl !== undefined && !isHttpUrl(esploraUrl)) problems.push('ESPLORA_URL: not an http(s) URL');
  if (esploraStart !== undefined && !/^\d+$/.test(esploraStart))
    problems.push('ESPLORA_START_BLOCK: not a block number');
  if (problems.length > 0) {
    throw new ProviderConfigError(`Invalid chain provider configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    evm,
    esplora: esploraUrl
      ? {
          url: esploraUrl.replace(/\/+$/, ''),
          startBlock: esploraStart === undefined ? 0 : Number(esploraStart),
        }
      : undefined,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
