import { Rng } from './prng.ts';

export const DAY_MS = 86_400_000;

/** Daily price model per asset: a start level, yearly drift, daily volatility, and a floor/cap band. */
const MODELS: Record<
  string,
  { start: number; drift: number; vol: number; min: number; max: number; digits: number }
> = {
  BTC: { start: 42_000, drift: 0.45, vol: 0.028, min: 25_000, max: 125_000, digits: 2 },
  ETH: { start: 2_300, drift: 0.25, vol: 0.035, min: 1_400, max: 4_900, digits: 2 },
  TRX: { start: 0.105, drift: 0.5, vol: 0.03, min: 0.07, max: 0.45, digits: 5 },
  BNB: { start: 310, drift: 0.5, vol: 0.03, min: 200, max: 900, digits: 2 },
  USDT: { start: 1, drift: 0, vol: 0.0004, min: 0.997, max: 1.003, digits: 4 },
  USDC: { start: 1, drift: 0, vol: 0.0003, min: 0.998, max: 1.002, digits: 4 },
};

export const PRICED_SYMBOLS = Object.keys(MODELS);

/**
 * A realistic-looking daily USD series (geometric random walk with drift, reflected inside a band; stablecoins
 * stay within a few basis points of 1). Index 0 is `startDay`.
 */
export function priceSeries(seed: string, symbol: string, days: number): number[] {
  const model = MODELS[symbol];
  if (!model) throw new Error(`No price model for ${symbol}`);
  const rng = new Rng(`${seed}/price/${symbol}`);
  const out: number[] = [];
  const dailyDrift = model.drift / 365;
  let level = model.start;
  for (let i = 0; i < days; i++) {
    if (model.drift === 0 && model.vol < 0.001) {
      level = 1 + (level - 1) * 0.7 + model.vol * rng.normal();
    } else {
      level *= Math.exp(dailyDrift + model.vol * rng.normal());
    }
    if (level < model.min) level = model.min * (1 + 0.01 * rng.next());
    if (level > model.max) level = model.max * (1 - 0.01 * rng.next());
    out.push(Number(level.toFixed(model.digits)));
  }
  return out;
}

/** The world's price table: one series per symbol from the first day of the window. */
export class PriceTable {
  private readonly series = new Map<string, number[]>();

  constructor(
    seed: string,
    readonly startDay: number,
    readonly days: number,
  ) {
    for (const symbol of PRICED_SYMBOLS) this.series.set(symbol, priceSeries(seed, symbol, days));
  }

  /** USD price on the UTC day of t (clamped to the window). */
  at(symbol: string, t: number): number {
    const s = this.series.get(symbol);
    if (!s) return 0;
    const index = Math.min(s.length - 1, Math.max(0, Math.floor((t - this.startDay) / DAY_MS)));
    return s[index] as number;
  }

  rows(): { assetSymbol: string; day: string; usd: number }[] {
    const rows: { assetSymbol: string; day: string; usd: number }[] = [];
    for (const [symbol, values] of this.series) {
      values.forEach((usd, i) => {
        rows.push({
          assetSymbol: symbol,
          day: new Date(this.startDay + i * DAY_MS).toISOString().slice(0, 10),
          usd,
        });
      });
    }
    return rows;
  }
}
