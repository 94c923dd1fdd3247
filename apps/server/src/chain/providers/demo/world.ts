import type { AddressAttributes } from '../../store/index.ts';
import type { DemoChain } from './chains.ts';
import type { ChainKeys } from './keys.ts';
import type { LedgerBase } from './ledger.ts';
import { DAY_MS, type PriceTable } from './prices.ts';
import { Rng } from './prng.ts';
import { Sim } from './sim.ts';

export { DAY_MS };
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export type DemoOptions = {
  /** Same seed → byte-identical world. */
  seed: string;
  /** 1 = the default world; 10 and 100 make it ten and a hundred times larger. */
  scale: number;
  /** The reference date: the window ends here (nothing in the generator reads the clock). */
  now: Date;
};

export type PendingLabel = {
  entityKey: string;
  address?: string;
  /** Label the cluster that contains this address (UTXO chains). */
  clusterOf?: string;
  confidence: number;
  validFrom?: Date;
  validTo?: Date;
};

/** The window of the demo world: two years up to the reference date, in whole UTC days. */
export const WINDOW_DAYS = 730;

/** Everything a scenario needs for one chain: clock, randomness, ledger, names, labels and flags. */
export class ChainWorld<L extends LedgerBase> {
  readonly labels: PendingLabel[] = [];
  readonly attributes = new Map<string, AddressAttributes>();
  readonly rng: Rng;
  readonly sim: Sim;
  readonly start: number;
  readonly now: number;

  constructor(
    readonly chain: DemoChain,
    readonly options: DemoOptions,
    readonly keys: ChainKeys,
    readonly prices: PriceTable,
    readonly ledger: L,
    start: number,
  ) {
    this.now = options.now.getTime();
    this.start = start;
    this.rng = new Rng(`${options.seed}/${chain.blockchain}/activity`);
    this.sim = new Sim(this.start, this.now);
  }

  /** A named actor's address: stable for the seed (the catalogue and scenarios share these keys). */
  named(key: string): string {
    return this.keys.address(key);
  }

  /** A population size: base × scale, at least `min`. */
  n(base: number, min = 1): number {
    return Math.max(min, Math.round(base * this.options.scale));
  }

  /** Time `days` (fractional) after the window start. */
  day(days: number): number {
    return this.start + days * DAY_MS;
  }

  /** Time `days` before the reference date. */
  ago(days: number): number {
    return this.now - days * DAY_MS;
  }

  /** A uniformly random time in [from, to). */
  between(from: number, to: number): number {
    return from + this.rng.next() * Math.max(0, to - from);
  }

  /** Repeat `run` as a Poisson process with the given mean gap, from `from` until the window ends. */
  every(meanGapMs: number, from: number, run: (t: number) => void, until = this.now): void {
    const step = (t: number) => {
      if (t > until) return;
      run(t);
      const next = t + this.rng.exponential(meanGapMs);
      this.sim.at(next, () => step(next));
    };
    this.sim.at(from, () => step(from));
  }

  /**
   * Run `run` at `count` random times in [from, to), in time order. The times are drawn one after the other as
   * ascending uniform order statistics, so only the next event is ever queued (a megahub at scale 100 schedules
   * half a million payouts).
   */
  spread(count: number, from: number, to: number, run: (t: number, i: number) => void): void {
    if (count <= 0) return;
    const span = Math.max(0, to - from);
    const step = (i: number, previous: number) => {
      // Given the i smallest of `count` uniforms end at `previous`, the next is 1 − (1 − previous)·V^(1/(count − i)).
      const next = 1 - (1 - previous) * this.rng.next() ** (1 / (count - i));
      const t = from + next * span;
      this.sim.at(t, () => {
        run(t, i);
        if (i + 1 < count) step(i + 1, next);
      });
    };
    step(0, 0);
  }

  label(
    address: string,
    entityKey: string,
    options: Partial<Omit<PendingLabel, 'entityKey' | 'address'>> = {},
  ): void {
    this.labels.push({ entityKey, address, confidence: 100, ...options });
  }

  labelCluster(member: string, entityKey: string, confidence = 100): void {
    this.labels.push({ entityKey, clusterOf: member, confidence });
  }

  contract(address: string): void {
    this.ledger.contracts.add(address);
    this.attributes.set(address, { ...this.attributes.get(address), address, isContract: true });
  }

  /**
   * A token account: an address that holds tokens on behalf of an owner wallet, like Solana's associated token
   * accounts. On the demo's EVM chains these are contracts acting for one controller: exchange deposit forwarders
   * (owned by the exchange hot wallet that sweeps them) and a smart-wallet account moved by its owner's calls.
   * Screening a token account can then point at its owner.
   */
  tokenAccount(address: string, owner: string): void {
    this.ledger.contracts.add(address);
    this.attributes.set(address, { address, isContract: true, tokenAccountOwner: owner });
  }
}
