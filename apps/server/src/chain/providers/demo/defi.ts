import { type AccountWorld, mint, units } from './account-kit.ts';
import type { LedgerAsset } from './account-ledger.ts';

/**
 * An automated market maker: a router contract and one pool contract per token holding native + token liquidity.
 * Swaps are contract calls (type 8) with internal transfers (type 7) and token transfers (type 4) in one
 * transaction, as they look on an EVM chain.
 */
export class Amm {
  readonly router: string;
  private readonly pools = new Map<string, string>();

  constructor(
    private readonly w: AccountWorld,
    readonly entityKey: string,
    routerKey: string,
    private readonly native: LedgerAsset,
    tokens: LedgerAsset[],
  ) {
    this.router = w.named(routerKey);
    w.contract(this.router);
    w.label(this.router, entityKey);
    for (const token of tokens) {
      const pool = w.named(`${routerKey}.pool.${token.symbol}`);
      this.pools.set(token.contract, pool);
      w.contract(pool);
      w.label(pool, entityKey);
    }
  }

  /** Seed every pool with liquidity worth `usd` on each side. */
  seed(usd: number, tokens: LedgerAsset[]): void {
    for (const token of tokens) {
      const pool = this.pool(token);
      mint(this.w, this.w.start, pool, this.native, usd);
      mint(this.w, this.w.start, pool, token, usd);
    }
  }

  pool(token: LedgerAsset): string {
    const pool = this.pools.get(token.contract);
    if (!pool) throw new Error(`No pool for ${token.symbol}`);
    return pool;
  }

  /** Native → token. Returns the token units received (0 when it did not happen). */
  buy(t: number, user: string, token: LedgerAsset, nativeUnits: bigint): bigint {
    const pool = this.pool(token);
    const usd = this.usdOf(this.native, nativeUnits, t) * 0.997;
    const out = units(this.w, token, usd, t);
    if (out <= 0n || this.w.ledger.balance(pool, token) < out) return 0n;
    const ok = this.w.ledger.tx(
      t,
      user,
      [
        { type: 8, from: user, to: this.router, asset: this.native, units: nativeUnits },
        { type: 7, from: this.router, to: pool, asset: this.native, units: nativeUnits },
        { type: 4, from: pool, to: user, asset: token, units: out },
      ],
      { feeWeight: 5 },
    );
    return ok ? out : 0n;
  }

  /** Token → native. Returns the native units received. */
  sell(t: number, user: string, token: LedgerAsset, tokenUnits: bigint): bigint {
    const pool = this.pool(token);
    const usd = this.usdOf(token, tokenUnits, t) * 0.997;
    const out = units(this.w, this.native, usd, t);
    if (out <= 0n || this.w.ledger.balance(pool, this.native) < out) return 0n;
    const ok = this.w.ledger.tx(
      t,
      user,
      [
        { type: 4, from: user, to: pool, asset: token, units: tokenUnits },
        { type: 7, from: pool, to: this.router, asset: this.native, units: out },
        { type: 7, from: this.router, to: user, asset: this.native, units: out },
      ],
      { feeWeight: 5 },
    );
    return ok ? out : 0n;
  }

  private usdOf(asset: LedgerAsset, amount: bigint, t: number): number {
    return (Number(amount) / 10 ** asset.decimals) * this.w.prices.at(asset.symbol, t);
  }
}

/**
 * A contract that takes deposits as calls (type 8) and pays out as internal transactions (type 7) in a call sent
 * by someone else (a relayer, the user, an operator): lending pools, bridges, dice games, token sales.
 */
export class PayingContract {
  readonly address: string;

  constructor(
    private readonly w: AccountWorld,
    key: string,
    entityKey: string | null,
  ) {
    this.address = w.named(key);
    w.contract(this.address);
    if (entityKey) w.label(this.address, entityKey);
  }

  deposit(t: number, user: string, asset: LedgerAsset, amount: bigint): boolean {
    if (amount <= 0n) return false;
    const type = asset.contract ? 4 : 8;
    return (
      this.w.ledger.tx(t, user, [{ type, from: user, to: this.address, asset, units: amount }], {
        feeWeight: 3,
      }) !== null
    );
  }

  /** Pay `payouts` out of the contract in one call sent (and paid for) by `caller`. */
  payout(t: number, caller: string, asset: LedgerAsset, payouts: { to: string; units: bigint }[]): boolean {
    const moves = payouts
      .filter((p) => p.units > 0n)
      .map((p) => ({
        type: asset.contract ? (4 as const) : (7 as const),
        from: this.address,
        to: p.to,
        asset,
        units: p.units,
      }));
    return this.w.ledger.tx(t, caller, moves, { feeWeight: 3 }) !== null;
  }

  balance(asset: LedgerAsset): bigint {
    return this.w.ledger.balance(this.address, asset);
  }
}
