import { getChain } from '@riskscreen/shared';
import type { NativeAsset } from '../store/types.ts';
import { ESPLORA_CHAINS } from './esplora/esplora-chains.ts';

export type ProviderEndpoint = { url: string; startBlock: number };

/**
 * Chain data providers configured from the environment:
 * - EVM_RPC_URL_<chain number>  an EVM JSON-RPC endpoint for that chain (EVM_RPC_URL_1=http://127.0.0.1:8545)
 * - EVM_START_BLOCK_<chain number>  where the first sync of that chain starts (default 0)
 * - ESPLORA_URL_<chain number>  an Esplora REST API for a chain the catalogue serves by Esplora (0 Bitcoin,
 *   2 Litecoin), e.g. http://127.0.0.1:3000 or https://litecoinspace.org/api; ESPLORA_URL is ESPLORA_URL_0
 * - ESPLORA_START_BLOCK_<chain number> (ESPLORA_START_BLOCK for Bitcoin)  where its first sync starts (default 0)
 * Chains with neither are served by the demo provider.
 */
export type ChainProviderConfig = {
  evm: ReadonlyMap<number, ProviderEndpoint>;
  /** Esplora endpoints per chain; undefined when none is configured. */
  esplora: ReadonlyMap<number, ProviderEndpoint> | undefined;
};

/** Every chain with a configured provider, EVM chains first, in chain order. */
export function configuredChains(config: ChainProviderConfig): number[] {
  const evm = [...config.evm.keys()].filter((blockchain) => evmNativeAsset(blockchain) !== undefined);
  const esplora = [...(config.esplora?.keys() ?? [])].filter((blockchain) => ESPLORA_CHAINS.has(blockchain));
  return [...evm.sort((a, b) => a - b), ...esplora.sort((a, b) => a - b)];
}

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
  const esplora = new Map<number, ProviderEndpoint>();
  for (const [key, value] of Object.entries(env)) {
    const match = /^ESPLORA_URL(?:_(\d+))?$/.exec(key);
    if (!match || !value) continue;
    const blockchain = match[1] === undefined ? BITCOIN : Number(match[1]);
    if (!ESPLORA_CHAINS.has(blockchain)) {
      const served = [...ESPLORA_CHAINS.values()].map((c) => `${c.blockchain} ${c.native.name}`).join(', ');
      problems.push(`${key}: blockchain ${blockchain} is not served by Esplora (only ${served})`);
      continue;
    }
    if (!isHttpUrl(value)) {
      problems.push(`${key}: not an http(s) URL`);
      continue;
    }
    if (esplora.has(blockchain)) {
      problems.push(
        `${key}: blockchain ${blockchain} already has an Esplora URL (ESPLORA_URL is ESPLORA_URL_0)`,
      );
      continue;
    }
    const startKey = match[1] === undefined ? 'ESPLORA_START_BLOCK' : `ESPLORA_START_BLOCK_${blockchain}`;
    const start = env[startKey] ?? (blockchain === BITCOIN ? env.ESPLORA_START_BLOCK : undefined);
    if (start !== undefined && !/^\d+$/.test(start)) {
      problems.push(`${startKey}: not a block number`);
      continue;
    }
    esplora.set(blockchain, {
      url: value.replace(/\/+$/, ''),
      startBlock: start === undefined ? 0 : Number(start),
    });
  }
  if (problems.length > 0) {
    throw new ProviderConfigError(`Invalid chain provider configuration:\n  ${problems.join('\n  ')}`);
  }
  return { evm, esplora: esplora.size > 0 ? esplora : undefined };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
