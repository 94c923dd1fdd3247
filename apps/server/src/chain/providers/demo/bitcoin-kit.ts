import type { UtxoLedger } from './utxo-ledger.ts';
import { type ChainWorld, DAY_MS, HOUR_MS } from './world.ts';

export type BitcoinWorld = ChainWorld<UtxoLedger>;

/** Satoshis worth `usd` at t. */
export function sats(w: BitcoinWorld, usd: number, t: number): bigint {
  return w.ledger.unitsForUsd(usd, 'BTC', 8, t);
}

/** `amount` × a random fraction in [lo, hi]. */
export function share(w: BitcoinWorld, amount: bigint, lo: number, hi: number): bigint {
  return (amount * BigInt(Math.floor(w.rng.float(lo, hi) * 10_000))) / 10_000n;
}

/**
 * A Bitcoin exchange: cold storage, a reused hot wallet (withdrawals with change back to it), one deposit address
 * per customer swept into the hot wallet a few hours after funds arrive. A sweep spends many deposit addresses
 * together (fan-in), which clusters them by the common-input heuristic; every fifth sweep also consolidates the hot
 * wallet, joining it to that cluster.
 */
export class BtcExchange {
  readonly hot: string;
  readonly cold: string;
  private readonly deposits = new Map<string, string>();
  private readonly dirty = new Set<string>();
  private sweepScheduled = false;
  private sweeps = 0;

  constructor(
    private readonly w: BitcoinWorld,
    readonly entityKey: string,
    options: { hotKey?: string; depositKey?: (customer: string) => string | undefined } = {},
  ) {
    this.hot = w.named(options.hotKey ?? `0.${entityKey}.hot`);
    this.cold = w.named(`0.${entityKey}.cold`);
    this.depositKey = options.depositKey ?? (() => undefined);
    w.label(this.hot, entityKey);
    w.label(this.cold, entityKey);
    w.labelCluster(this.hot, entityKey);
  }

  private readonly depositKey: (customer: string) => string | undefined;

  /** Allocate cold storage before the window; keep the hot wallet near `hotShare` of it. */
  open(btc: number, hotShare = 0.12): void {
    const w = this.w;
    const total = BigInt(Math.round(btc * 1e8));
    w.ledger.allocate(w.start, [{ address: this.cold, units: total }]);
    const target = (total * BigInt(Math.round(hotShare * 1000))) / 1000n;
    w.sim.at(w.start + HOUR_MS, () =>
      w.ledger.pay(w.start + HOUR_MS, [this.cold], [{ address: this.hot, units: target }]),
    );
    w.every(7 * DAY_MS, w.start + 7 * DAY_MS, (t) => {
      const have = w.ledger.balance(this.hot);
      if (have < target / 2n) w.ledger.pay(t, [this.cold], [{ address: this.hot, units: target - have }]);
      else if (have > target * 3n)
        w.ledger.pay(t, [this.hot], [{ address: this.cold, units: have - target }]);
    });
  }

  depositAddress(customer: string): string {
    let address = this.deposits.get(customer);
    if (!address) {
      address = this.w.named(this.depositKey(customer) ?? `0.${this.entityKey}.dep.${customer}`);
      this.deposits.set(customer, address);
      this.w.label(address, this.entityKey);
    }
    return address;
  }

  withdraw(t: number, to: string, usd: number): bigint | null {
    return this.w.ledger.pay(t, [this.hot], [{ address: to, units: sats(this.w, usd, t) }]);
  }

  /** Pay `units` from `from` to the customer's deposit address (change back to `from`); a sweep follows. */
  deposit(t: number, from: string, customer: string, units: bigint, options: { fee?: bigint } = {}): boolean {
    const address = this.depositAddress(customer);
    const fee = options.fee ?? this.w.ledger.feeUnits(t);
    const have = this.w.ledger.balance(from);
    const amount = units + fee > have ? have - fee : units;
    if (amount <= 0n || this.w.ledger.pay(t, [from], [{ address, units: amount }], { fee }) === null)
      return false;
    this.markDirty(t, address);
    return true;
  }

  markDirty(t: number, address: string): void {
    this.dirty.add(address);
    if (this.sweepScheduled) return;
    this.sweepScheduled = true;
    const at = t + this.w.rng.float(2, 8) * HOUR_MS;
    this.w.sim.at(at, () => this.sweep(at));
  }

  private sweep(t: number): void {
    this.sweepScheduled = false;
    const batch = [...this.dirty].sort().slice(0, 150);
    for (const address of batch) this.dirty.delete(address);
    this.sweeps += 1;
    const from = this.sweeps % 5 === 0 ? [...batch, this.hot] : batch;
    this.w.ledger.sweep(t, from, this.hot);
    if (this.dirty.size > 0) this.markDirty(t, [...this.dirty][0] as string);
  }
}

/** Pay from one address with change back to it; amount capped by its balance. Returns whether it happened. */
export function payFrom(
  w: BitcoinWorld,
  t: number,
  from: string,
  to: string,
  units: bigint,
  fee?: bigint,
): boolean {
  const f = fee ?? w.ledger.feeUnits(t);
  const have = w.ledger.balance(from);
  const amount = units + f > have ? have - f : units;
  if (amount <= 0n) return false;
  return w.ledger.pay(t, [from], [{ address: to, units: amount }], { fee: f }) !== null;
}
