import type { Db } from '../../../db/client.ts';
import { upsertAssets } from '../../store/reference-data.ts';
import type { JsonRpcClient } from './json-rpc-client.ts';
import type { TokenInfo } from './to-store.ts';
import { fetchTokenMetadata } from './token-metadata.ts';

/**
 * The chain's tokens: those already in `assets`, plus contracts met during the sync, whose metadata is read once
 * (eth_call) and written to `assets`. Prices are keyed by symbol and symbols are self-declared, so a symbol's price
 * belongs to the contract registered first under it (the catalogue's real USDT, not a later look-alike).
 */
export class TokenRegistry {
  private readonly tokens = new Map<string, TokenInfo>();

  private constructor(
    private readonly db: Db,
    private readonly blockchain: number,
  ) {}

  static async load(db: Db, blockchain: number): Promise<TokenRegistry> {
    const registry = new TokenRegistry(db, blockchain);
    await registry.reload();
    return registry;
  }

  get all(): ReadonlyMap<string, TokenInfo> {
    return this.tokens;
  }

  /** Register the contracts not known yet; returns how many were new. */
  async ensure(client: JsonRpcClient, contracts: Iterable<string>, blockTag: string): Promise<number> {
    const unknown = [...new Set(contracts)].filter((c) => !this.tokens.has(c));
    if (unknown.length === 0) return 0;
    const metadata = await fetchTokenMetadata(client, unknown, blockTag);
    await upsertAssets(
      this.db,
      metadata.map((m) => ({
        blockchain: this.blockchain,
        symbol: m.symbol,
        name: m.name,
        contractAddress: m.contract,
        decimals: m.decimals,
        isNative: false,
      })),
    );
    await this.reload();
    return unknown.length;
  }

  private async reload(): Promise<void> {
    const rows = await this.db
      .selectFrom('assets')
      .select(['id', 'symbol', 'contract_address', 'decimals'])
      .where('blockchain', '=', this.blockchain)
      .orderBy('id')
      .execute();
    const firstBySymbol = new Map<string, string>();
    for (const row of rows)
      if (!firstBySymbol.has(row.symbol)) firstBySymbol.set(row.symbol, row.contract_address);
    this.tokens.clear();
    for (const row of rows) {
      if (row.contract_address === '') continue;
      this.tokens.set(row.contract_address, {
        symbol: row.symbol,
        decimals: row.decimals,
        isPriced: firstBySymbol.get(row.symbol) === row.contract_address,
      });
    }
  }
}
