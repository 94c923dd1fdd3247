import { CHAINS, chainLabel, getChain } from './catalogue.ts';
import { TOKENS, type TokenDeployment } from './tokens.ts';
import type { Coverage } from './types.ts';

/** A supported digital asset: a chain's native coin (possibly native on several chains) or a token. */
export type DigitalAssetEntry = {
  name: string;
  symbol: string;
  kind: 'native' | 'token';
  deployments: TokenDeployment[];
  /** Full when any of its chains is fully covered; Lite (sanctions only) otherwise. */
  coverage: Coverage;
};

function coverageOf(deployments: TokenDeployment[]): Coverage {
  return deployments.some((dep) => getChain(dep.blockchain)?.coverage === 'full') ? 'full' : 'lite';
}

/** Native coins grouped by symbol and name: ETH is native on Ethereum and on the ETH-gas rollups. */
function nativeAssets(): DigitalAssetEntry[] {
  const grouped = new Map<string, DigitalAssetEntry>();
  for (const chain of CHAINS) {
    const key = `${chain.native.symbol}|${chain.native.name}`;
    const entry = grouped.get(key) ?? {
      name: chain.native.name,
      symbol: chain.native.symbol,
      kind: 'native' as const,
      deployments: [],
      coverage: 'lite' as Coverage,
    };
    entry.deployments.push({ blockchain: chain.blockchain, decimals: chain.native.decimals });
    grouped.set(key, entry);
  }
  return [...grouped.values()].map((e) => ({ ...e, coverage: coverageOf(e.deployments) }));
}

/** The supported-assets catalogue: native coins in chain order, then the major tokens. */
export const DIGITAL_ASSETS: readonly DigitalAssetEntry[] = [
  ...nativeAssets(),
  ...TOKENS.map((t) => ({
    name: t.name,
    symbol: t.symbol,
    kind: 'token' as const,
    deployments: t.deployments,
    coverage: coverageOf(t.deployments),
  })),
];

export const COVERAGE_LABELS: Record<Coverage, string> = { full: 'Full', lite: 'Lite' };

export type DigitalAssetFilter = { blockchains?: number[]; q?: string };

/** Assets on any of the given chains whose name or symbol contains q (case-insensitive). */
export function filterDigitalAssets(filter: DigitalAssetFilter): DigitalAssetEntry[] {
  const q = filter.q?.trim().toLowerCase() ?? '';
  const chains = filter.blockchains?.length ? new Set(filter.blockchains) : null;
  return DIGITAL_ASSETS.filter(
    (a) =>
      (!chains || a.deployments.some((dep) => chains.has(dep.blockchain))) &&
      (!q || a.name.toLowerCase().includes(q) || a.symbol.toLowerCase().includes(q)),
  );
}

/** The response shape of the assets browser (spec: name, symbol, blockchains, coverage). */
export function presentDigitalAsset(asset: DigitalAssetEntry, chainsWithData: ReadonlySet<number>) {
  return {
    name: asset.name,
    symbol: asset.symbol,
    blockchains: asset.deployments.map((dep) => ({
      blockchain: dep.blockchain,
      blockchain_verbose: chainLabel(dep.blockchain),
    })),
    coverage: asset.coverage,
    has_chain_data: asset.deployments.some((dep) => chainsWithData.has(dep.blockchain)),
  };
}
