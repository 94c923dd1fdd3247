import { fromBaseUnits, type TxIoInput } from '../../store/index.ts';
import { LedgerBase } from './ledger.ts';

/** Outputs below this are not created; the value goes to the fee instead (Bitcoin's dust limit). */
const DUST = 546n;

export type Output = { address: string; units: bigint };

/**
 * UTXO ledger (Bitcoin): unspent outputs per address, coin selection oldest-first, change outputs, coinbase
 * rewards. Address-level transfers are left to the store (proportional split). Inputs spent together join one
 * cluster (common-input heuristic) unless the transaction is a CoinJoin.
 */
export class UtxoLedger extends LedgerBase {
  private readonly utxos = new Map<string, bigint[]>();
  private readonly parent = new Map<string, string>();

  balance(address: string): bigint {
    let total = 0n;
    for (const v of this.utxos.get(address) ?? []) total += v;
    return total;
  }

  balanceOf(addresses: readonly string[]): bigint {
    return addresses.reduce((s, a) => s + this.balance(a), 0n);
  }

  *allBalances(): Generator<{ address: string; units: bigint }> {
    for (const [address, values] of this.utxos) {
      const units = values.reduce((s, v) => s + v, 0n);
      if (units > 0n) yield { address, units };
    }
  }

  /** Coinbase: block subsidy (type 2) and the fees collected (type 3), both minted from ''. */
  coinbase(t: number, to: string, feesCollected: bigint): string {
    const block = this.blockAt(t);
    const subsidy = 5_000_000_000n >> BigInt(Math.floor(block.number / 210_000));
    const d = this.chain.native.decimals;
    const hash = this.keys.nextHash();
    this.receive(to, subsidy + feesCollected);
    this.emit({
      hash,
      blockNumber: block.number,
      blockTime: block.time,
      isCoinbase: true,
      outputs: [{ address: to, amount: fromBaseUnits(subsidy + feesCollected, d) }],
      transfers: [
        { type: 2, from: '', to, assetSymbol: 'BTC', amount: fromBaseUnits(subsidy, d) },
        ...(feesCollected > 0n
          ? [{ type: 3 as const, from: '', to, assetSymbol: 'BTC', amount: fromBaseUnits(feesCollected, d) }]
          : []),
      ],
    });
    return hash;
  }

  /** Value that exists before the window (exchange cold storage…): a coinbase-like allocation. */
  allocate(t: number, outputs: readonly Output[]): void {
    const block = this.blockAt(t);
    for (const o of outputs) this.receive(o.address, o.units);
    this.emit({
      hash: this.keys.nextHash(),
      blockNumber: block.number,
      blockTime: block.time,
      isCoinbase: true,
      outputs: outputs.map((o) => ({ address: o.address, amount: fromBaseUnits(o.units, 8) })),
      transfers: outputs.map((o) => ({
        type: 2,
        from: '',
        to: o.address,
        assetSymbol: 'BTC',
        amount: fromBaseUnits(o.units, 8),
      })),
    });
  }

  /**
   * Pay `outputs` from the UTXOs of `from` (oldest first), change to `change` (default: the first sender).
   * Returns the fee paid, or null when the senders cannot cover outputs + fee (nothing happens then).
   */
  pay(
    t: number,
    from: readonly string[],
    outputs: readonly Output[],
    options: { fee?: bigint; change?: string; coinjoin?: boolean } = {},
  ): bigint | null {
    const wanted = outputs.filter((o) => o.units >= DUST);
    if (wanted.length === 0) return null;
    const need = wanted.reduce((s, o) => s + o.units, 0n);
    const fee = options.fee ?? this.feeUnits(t, 1 + 0.15 * wanted.length);
    const picked: { address: string; units: bigint }[] = [];
    let gathered = 0n;
    for (const address of from) {
      const list = this.utxos.get(address) ?? [];
      while (list.length > 0 && gathered < need + fee) {
        const units = list[0] as bigint;
        picked.push({ address, units });
        gathered += units;
        list.shift();
      }
      if (gathered >= need + fee) break;
    }
    if (gathered < need + fee) {
      // Put the picked outputs back untouched.
      for (const p of picked.reverse()) (this.utxos.get(p.address) as bigint[]).unshift(p.units);
      return null;
    }
    return this.commit(t, picked, wanted, gathered - need - fee, fee, options);
  }

  /** Spend every UTXO of `from` to one address (a sweep or consolidation). Returns the amount sent, or null. */
  sweep(t: number, from: readonly string[], to: string, options: { fee?: bigint } = {}): bigint | null {
    const picked: { address: string; units: bigint }[] = [];
    for (const address of from) {
      for (const units of this.utxos.get(address) ?? []) picked.push({ address, units });
    }
    const total = picked.reduce((s, p) => s + p.units, 0n);
    const fee = options.fee ?? this.feeUnits(t, 1 + 0.3 * picked.length);
    if (picked.length === 0 || total - fee < DUST) return null;
    for (const address of from) this.utxos.delete(address);
    this.commit(t, picked, [{ address: to, units: total - fee }], 0n, fee, {});
    return total - fee;
  }

  private commit(
    t: number,
    picked: readonly { address: string; units: bigint }[],
    outputs: readonly Output[],
    change: bigint,
    fee: bigint,
    options: { change?: string; coinjoin?: boolean },
  ): bigint {
    const all = [...outputs];
    let paidFee = fee;
    if (change >= DUST)
      all.push({ address: options.change ?? (picked[0] as { address: string }).address, units: change });
    else paidFee += change;
    for (const o of all) this.receive(o.address, o.units);
    if (!options.coinjoin)
      for (const p of picked) this.union(p.address, (picked[0] as { address: string }).address);
    const d = this.chain.native.decimals;
    const inputs: TxIoInput[] = picked.map((p) => ({
      address: p.address,
      amount: fromBaseUnits(p.units, d),
    }));
    const block = this.blockAt(t);
    this.emit({
      hash: this.keys.nextHash(),
      blockNumber: block.number,
      blockTime: block.time,
      fee: fromBaseUnits(paidFee, d),
      inputs,
      outputs: all.map((o) => ({ address: o.address, amount: fromBaseUnits(o.units, d) })),
    });
    this.feesSinceCoinbase += paidFee;
    return paidFee;
  }

  /** Fees paid since the last coinbase of the world (collected by the next one). */
  feesSinceCoinbase = 0n;

  private receive(address: string, units: bigint): void {
    const list = this.utxos.get(address);
    if (list) list.push(units);
    else this.utxos.set(address, [units]);
  }

  private find(address: string): string {
    let root = address;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root) as string;
    let node = address;
    while (node !== root) {
      const next = this.parent.get(node) as string;
      this.parent.set(node, root);
      node = next;
    }
    return root;
  }

  private union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
    if (!this.parent.has(rb)) this.parent.set(rb, rb);
  }

  /** Multi-address clusters: representative (smallest member, like the engine's clustering) → members. */
  clusters(): { representative: string; members: string[] }[] {
    const groups = new Map<string, string[]>();
    for (const address of this.parent.keys()) {
      const root = this.find(address);
      const list = groups.get(root);
      if (list) list.push(address);
      else groups.set(root, [address]);
    }
    const out: { representative: string; members: string[] }[] = [];
    for (const members of groups.values()) {
      if (members.length < 2) continue;
      members.sort();
      out.push({ representative: members[0] as string, members });
    }
    return out.sort((a, b) => (a.representative < b.representative ? -1 : 1));
  }

  /** The representative of an address's cluster (itself when alone). */
  clusterOf(address: string): string | null {
    if (!this.parent.has(address)) return null;
    const root = this.find(address);
    let best: string | null = null;
    for (const a of this.parent.keys()) if (this.find(a) === root && (best === null || a < best)) best = a;
    return best;
  }
}
