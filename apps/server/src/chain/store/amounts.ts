import type { Amount, TransferInput, TxIoInput } from './types.ts';

/** Decimal units → integer base units (satoshis, wei). Extra decimals are truncated. */
export function toBaseUnits(amount: Amount, decimals: number): bigint {
  const text = typeof amount === 'number' ? numberToPlain(amount, decimals) : amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units =
    BigInt(whole || '0') * 10n ** BigInt(decimals) +
    BigInt((fraction + '0'.repeat(decimals)).slice(0, decimals) || '0');
  return negative ? -units : units;
}

/** Integer base units → decimal string without trailing zeros ("0.5", "12"). */
export function fromBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function numberToPlain(value: number, decimals: number): string {
  // toFixed avoids exponent notation up to 1e21, far beyond any amount we store.
  return value.toFixed(Math.min(decimals, 20));
}

/**
 * Address-level transfers of a UTXO transaction: the proportional split. Inputs are summed per address; each input
 * address a sends to each output o the value share(a) × value(o), share(a) = a's inputs / all inputs. Change outputs
 * (back to an input address) are included as a → a transfers, so the transfers of a transaction sum exactly to its
 * outputs (conservation; the fee is the inputs' excess and is not a transfer). Integer base units with largest-
 * remainder rounding per output keep the split exact to the satoshi. Outputs to the same address are merged.
 */
export function splitUtxo(
  inputs: readonly TxIoInput[],
  outputs: readonly TxIoInput[],
  asset: { symbol: string; decimals: number },
): TransferInput[] {
  const inByAddress = sumByAddress(inputs, asset.decimals);
  const outByAddress = sumByAddress(outputs, asset.decimals);
  let totalIn = 0n;
  for (const v of inByAddress.values()) totalIn += v;
  const transfers: TransferInput[] = [];
  if (totalIn <= 0n) return transfers;
  const senders = [...inByAddress.entries()];
  for (const [to, outValue] of outByAddress) {
    // Floor shares, then hand the remaining units to the largest remainders (ties: first input).
    const parts = senders.map(([from, inValue]) => {
      const product = inValue * outValue;
      return { from, units: product / totalIn, remainder: product % totalIn };
    });
    let left = outValue - parts.reduce((s, p) => s + p.units, 0n);
    const order = parts
      .map((p, i) => ({ p, i }))
      .sort((a, b) => (a.p.remainder === b.p.remainder ? a.i - b.i : a.p.remainder > b.p.remainder ? -1 : 1));
    for (const { p } of order) {
      if (left <= 0n) break;
      p.units += 1n;
      left -= 1n;
    }
    for (const p of parts) {
      if (p.units === 0n) continue;
      transfers.push({
        type: 1,
        from: p.from,
        to,
        assetSymbol: asset.symbol,
        amount: fromBaseUnits(p.units, asset.decimals),
      });
    }
  }
  return transfers;
}

function sumByAddress(rows: readonly TxIoInput[], decimals: number): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const row of rows)
    sums.set(row.address, (sums.get(row.address) ?? 0n) + toBaseUnits(row.amount, decimals));
  return sums;
}
