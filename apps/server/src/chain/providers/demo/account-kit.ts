import type { AccountLedger, LedgerAsset } from './account-ledger.ts';
import { DAY_MS } from './prices.ts';
import { type ChainWorld, HOUR_MS } from './world.ts';

export type AccountWorld = ChainWorld<AccountLedger>;

/** Asset handles of an account chain: native plus its tokens by symbol. */
export function assetsOf(w: AccountWorld): { native: LedgerAsset; token(symbol: string): LedgerAsset } {
  const tokens = new Map(w.chain.tokens.map((t) => [t.symbol, w.ledger.tokenAsset(t)]));
  return {
    native: w.ledger.nativeAsset(),
    token(symbol) {
      const asset = tokens.get(symbol);
      if (!asset) throw new Error(`${w.chain.name} has no ${symbol}`);
      return asset;
    },
  };
}

/**
 * The assets an account chain's world starts from: each token's contract is placed and labelled as its demo
 * issuer's (`token-usdt`…); `all` is native then the tokens, in the chain's order; `size` scales balances.
 */
export function openAccountChain(w: AccountWorld) {
  const { native, token } = assetsOf(w);
  const tokens = w.chain.tokens.map((t) => token(t.symbol));
  for (const asset of tokens) {
    w.contract(asset.contract);
    w.label(asset.contract, `token-${asset.symbol.toLowerCase()}`);
  }
  return { native, token, all: [native, ...tokens], size: Math.max(1, w.options.scale) };
}

/** Base units of `asset` worth `usd` at t. */
export function units(w: AccountWorld, asset: LedgerAsset, usd: number, t: number): bigint {
  return w.ledger.unitsForUsd(usd, asset.symbol, asset.decimals, t);
}

/** Value existing before the window: native from '' (type 2), tokens minted from the zero address (type 4). */
export function mint(w: AccountWorld, t: number, to: string, asset: LedgerAsset, usd: number): void {
  const from = asset.contract ? w.keys.zeroAddress() : '';
  const amount = units(w, asset, usd, t);
  w.ledger.tx(t, from, [{ type: asset.contract ? 4 : 2, from, to, asset, units: amount }]);
}

/**
 * An exchange on an account chain: cold and hot wallets, one deposit address per customer, swept into the hot
 * wallet a few hours after funds arrive (fan-in) with the hot wallet paying the gas (forwarder contracts on EVM,
 * delegated energy on Tron), and a weekly cold↔hot rebalance.
 */
export class AccountExchange {
  readonly hot: string;
  readonly cold: string;
  private readonly dirty = new Set<string>();
  private sweepScheduled = false;
  private readonly deposits = new Map<string, string>();

  constructor(
    private readonly w: AccountWorld,
    readonly entityKey: string,
    private readonly assets: LedgerAsset[],
    private readonly options: {
      hotKey?: string;
      forwarders?: boolean;
      depositKey?: (customer: string) => string | undefined;
    } = {},
  ) {
    const prefix = `${w.chain.blockchain}.${entityKey}`;
    this.hot = options.hotKey ? w.named(options.hotKey) : w.named(`${prefix}.hot`);
    this.cold = w.named(`${prefix}.cold`);
    w.label(this.hot, entityKey);
    w.label(this.cold, entityKey);
  }

  /** Seed the cold wallet and top the hot wallet up every week. */
  open(fundUsd: Record<string, number>, hotShare = 0.15): void {
    const w = this.w;
    for (const asset of this.assets) {
      const usd = fundUsd[asset.symbol] ?? 0;
      if (usd <= 0) continue;
      mint(w, w.start, this.cold, asset, usd);
      w.sim.at(w.start + HOUR_MS, () => {
        w.ledger.sendUpTo(
          w.start + HOUR_MS,
          this.cold,
          this.hot,
          asset,
          units(w, asset, usd * hotShare, w.start),
        );
      });
    }
    w.every(7 * DAY_MS, w.start + 7 * DAY_MS, (t) => this.rebalance(t, fundUsd, hotShare));
  }

  private rebalance(t: number, fundUsd: Record<string, number>, hotShare: number): void {
    for (const asset of this.assets) {
      const target = units(this.w, asset, (fundUsd[asset.symbol] ?? 0) * hotShare, t);
      const have = this.w.ledger.balance(this.hot, asset);
      if (have < target / 2n) this.w.ledger.sendUpTo(t, this.cold, this.hot, asset, target - have);
      else if (have > target * 3n) this.w.ledger.send(t, this.hot, this.cold, asset, have - target);
    }
  }

  /** The customer's deposit address (created and labelled on first use). */
  depositAddress(customer: string): string {
    let address = this.deposits.get(customer);
    if (!address) {
      const key =
        this.options.depositKey?.(customer) ?? `${this.w.chain.blockchain}.${this.entityKey}.dep.${customer}`;
      address = this.w.named(key);
      this.deposits.set(customer, address);
      this.w.label(address, this.entityKey);
      if (this.options.forwarders) this.w.tokenAccount(address, this.hot);
    }
    return address;
  }

  /** A customer withdraws: hot wallet → customer. Returns the units sent (0 when the hot wallet is short). */
  withdraw(t: number, to: string, asset: LedgerAsset, usd: number): bigint {
    return this.w.ledger.sendUpTo(t, this.hot, to, asset, units(this.w, asset, usd, t));
  }

  /** A customer deposits `amount` (capped by its balance) to its deposit address; a sweep follows. */
  deposit(t: number, from: string, customer: string, asset: LedgerAsset, amount: bigint): bigint {
    const address = this.depositAddress(customer);
    const sent = this.w.ledger.sendUpTo(t, from, address, asset, amount);
    if (sent > 0n) this.markDirty(t, address);
    return sent;
  }

  /** Funds arrived at a deposit address by other means (e.g. a contract): sweep it soon. */
  markDirty(t: number, address: string): void {
    this.dirty.add(address);
    if (this.sweepScheduled) return;
    this.sweepScheduled = true;
    const at = t + this.w.rng.float(1, 6) * HOUR_MS;
    this.w.sim.at(at, () => this.sweep(at));
  }

  private sweep(t: number): void {
    this.sweepScheduled = false;
    const ledger = this.w.ledger;
    for (const address of [...this.dirty].sort()) {
      for (const asset of this.assets) {
        const have = ledger.balance(address, asset);
        if (have <= 0n) continue;
        // A token or forwarder sweep is a call paid by the hot wallet; a plain native sweep pays its own fee.
        if (asset.contract || this.options.forwarders) {
          ledger.tx(
            t,
            this.hot,
            [{ type: asset.contract ? 4 : 7, from: address, to: this.hot, asset, units: have }],
            {
              feeWeight: 2,
            },
          );
        } else {
          const fee = ledger.feeUnits(t);
          if (have > fee * 2n)
            ledger.tx(t, address, [{ type: 1, from: address, to: this.hot, asset, units: have - fee }], {
              fee,
            });
        }
      }
    }
    this.dirty.clear();
  }
}

/** A retail customer: an address and its home exchange. */
export type Customer = { id: string; address: string; home: AccountExchange };

export type CustomerAction = (t: number, customer: Customer) => void;

/**
 * A population of retail customers acting as Poisson processes: each starts at a random day with a purchase at
 * its home exchange, then acts every `meanGapDays` on average, choosing an action by weight.
 */
export function population(
  w: AccountWorld,
  options: {
    name: string;
    size: number;
    exchanges: AccountExchange[];
    meanGapDays: number;
    firstBuy: (t: number, c: Customer) => void;
    actions: [weight: number, action: CustomerAction][];
  },
): Customer[] {
  const total = options.actions.reduce((s, [weight]) => s + weight, 0);
  const customers: Customer[] = [];
  for (let i = 0; i < options.size; i++) {
    const id = `${options.name}${i}`;
    const customer = {
      id,
      address: w.named(`${w.chain.blockchain}.${id}`),
      home: w.rng.pick(options.exchanges),
    };
    customers.push(customer);
    const first = w.between(w.start, w.now - 5 * DAY_MS);
    w.sim.at(first, () => {
      options.firstBuy(first, customer);
      w.every(options.meanGapDays * DAY_MS, first + w.rng.exponential(options.meanGapDays * DAY_MS), (t) => {
        let roll = w.rng.next() * total;
        for (const [weight, action] of options.actions) {
          roll -= weight;
          if (roll < 0) {
            action(t, customer);
            return;
          }
        }
      });
    });
  }
  return customers;
}

/** `amount` × a random fraction in [lo, hi]. */
export function part(w: AccountWorld, amount: bigint, lo: number, hi: number): bigint {
  return (amount * BigInt(Math.floor(w.rng.float(lo, hi) * 10_000))) / 10_000n;
}

/** A random asset the address holds (null when it holds none). */
export function heldAsset(
  w: AccountWorld,
  address: string,
  assets: readonly LedgerAsset[],
): LedgerAsset | null {
  const held = assets.filter((a) => w.ledger.balance(address, a) > 0n);
  return held.length > 0 ? w.rng.pick(held) : null;
}
