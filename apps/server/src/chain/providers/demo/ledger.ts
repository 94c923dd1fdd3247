import type { TransactionInput } from '../../store/index.ts';
import type { DemoChain } from './chains.ts';
import type { ChainKeys } from './keys.ts';
import type { PriceTable } from './prices.ts';
import type { Rng } from './prng.ts';

/** What every chain ledger shares: the block clock, prices, fees and the buffer of transactions to store. */
export abstract class LedgerBase {
  readonly pending: TransactionInput[] = [];
  transactionCount = 0;
  lastBlock: { number: number; time: Date } | null = null;
  /** Contract addresses: native value sent to one is a contract call (type 8), as the EVM provider stores it. */
  readonly contracts = new Set<string>();

  constructor(
    readonly chain: DemoChain,
    readonly keys: ChainKeys,
    readonly prices: PriceTable,
    protected readonly rng: Rng,
  ) {}

  /** The block containing time t and its timestamp (transactions share their block's time). */
  blockAt(t: number): { number: number; time: Date } {
    const ms = this.chain.blockSeconds * 1000;
    const offset = Math.floor((t - this.chain.anchorTime) / ms);
    return { number: this.chain.anchorHeight + offset, time: new Date(this.chain.anchorTime + offset * ms) };
  }

  /** Base units worth `usd` at t, rounded to 4 significant digits (people send round-ish amounts). */
  unitsForUsd(usd: number, symbol: string, decimals: number, t: number): bigint {
    const price = this.prices.at(symbol, t);
    if (price <= 0 || usd <= 0) return 0n;
    return roundUnits(usd / price, decimals);
  }

  /** A plausible fee in native base units: the chain's median fee with ±60 % jitter, times `weight`. */
  feeUnits(t: number, weight = 1): bigint {
    const usd = this.rng.logNormal(this.chain.feeUsd, 0.5) * weight;
    const price = this.prices.at(this.chain.native.symbol, t);
    return roundUnits(usd / price, this.chain.native.decimals, 3);
  }

  protected emit(tx: TransactionInput): void {
    this.pending.push(tx);
    this.transactionCount += 1;
    if (
      tx.blockNumber !== null &&
      tx.blockTime &&
      (!this.lastBlock || tx.blockNumber >= this.lastBlock.number)
    ) {
      this.lastBlock = { number: tx.blockNumber, time: tx.blockTime };
    }
  }

  /** Take the buffered transactions for writing. */
  drain(): TransactionInput[] {
    return this.pending.splice(0, this.pending.length);
  }
}

/** Decimal amount → base units with `digits` significant digits. */
export function roundUnits(amount: number, decimals: number, digits = 4): bigint {
  if (!(amount > 0) || !Number.isFinite(amount)) return 0n;
  const magnitude = Math.floor(Math.log10(amount));
  const keep = digits - 1 - magnitude; // decimal places to keep
  const step = keep < 0 ? 10 ** -keep : 1;
  const places = Math.max(0, Math.min(decimals, keep));
  const rounded = (keep < 0 ? Math.round(amount / step) * step : amount).toFixed(places);
  const [whole = '0', fraction = ''] = rounded.split('.');
  const units =
    BigInt(whole) * 10n ** BigInt(decimals) +
    BigInt((fraction + '0'.repeat(decimals)).slice(0, decimals) || '0');
  return units > 0n ? units : 1n;
}
