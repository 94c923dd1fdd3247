import type { TransferType } from '@riskscreen/shared';
import { fromBaseUnits, type TransferInput } from '../../store/index.ts';
import type { DemoAsset } from './chains.ts';
import { LedgerBase } from './ledger.ts';

/** An asset as the account ledger moves it: contract '' is the native coin. */
export type LedgerAsset = { symbol: string; decimals: number; contract: string };

export type Move = { type: TransferType; from: string; to: string; asset: LedgerAsset; units: bigint };

/**
 * Account-model ledger (EVM chains and Tron): balances per (address, asset), transactions that move value and
 * charge the sender a native fee. The first transfer of every transaction names its sender (see tx()). A move that would overdraw cancels the whole transaction, so stored balances
 * equal received − sent − fees paid. Value enters through mints: native coin from '' (genesis allocation, type 2)
 * and tokens from the chain's zero address (type 4), as ERC-20/TRC-20 mints do.
 */
export class AccountLedger extends LedgerBase {
  private readonly balances = new Map<string, bigint>();
  /** Who tops up a sender that cannot pay its fee (a deterministic choice among the chain's hot wallets). */
  gasSource: (sender: string) => string | null = () => null;

  nativeAsset(): LedgerAsset {
    return { symbol: this.chain.native.symbol, decimals: this.chain.native.decimals, contract: '' };
  }

  tokenAsset(token: DemoAsset): LedgerAsset {
    return {
      symbol: token.symbol,
      decimals: token.decimals,
      contract: this.keys.address(token.contractKey ?? ''),
    };
  }

  balance(address: string, asset: LedgerAsset): bigint {
    return this.balances.get(key(address, asset.contract)) ?? 0n;
  }

  /** Every non-zero balance (for the balances table). */
  *allBalances(): Generator<{ address: string; contract: string; units: bigint }> {
    for (const [k, units] of this.balances) {
      if (units === 0n) continue;
      const bar = k.lastIndexOf('|');
      yield { address: k.slice(0, bar), contract: k.slice(bar + 1), units };
    }
  }

  isMint(address: string): boolean {
    return address === '' || address === this.keys.zeroAddress();
  }

  /**
   * One transaction sent (and paid for) by `sender`. Returns its hash, or null when a move would overdraw
   * (nothing happens then). `feeWeight` scales the fee (token transfers and contract calls cost more gas).
   */
  tx(
    t: number,
    sender: string,
    moves: readonly Move[],
    options: { feeWeight?: number; fee?: bigint } = {},
  ): string | null {
    if (moves.length === 0) return null;
    const fee = this.isMint(sender) ? 0n : (options.fee ?? this.feeUnits(t, options.feeWeight ?? 1));
    const delta = new Map<string, bigint>();
    const change = (address: string, contract: string, units: bigint) => {
      const k = key(address, contract);
      delta.set(k, (delta.get(k) ?? 0n) + units);
    };
    for (const m of moves) {
      if (m.units <= 0n) return null;
      if (!this.isMint(m.from)) change(m.from, m.asset.contract, -m.units);
      change(m.to, m.asset.contract, m.units);
    }
    if (fee > 0n) change(sender, '', -fee);
    for (const [k, d] of delta) {
      if (d >= 0n) continue;
      const have = this.balances.get(k) ?? 0n;
      if (have + d >= 0n) continue;
      // Only a missing fee is repaired (by a gas top-up); a missing amount cancels the transaction.
      const [address, contract] = [k.slice(0, k.lastIndexOf('|')), k.slice(k.lastIndexOf('|') + 1)];
      if (
        contract !== '' ||
        address !== sender ||
        have + d + fee < 0n ||
        !this.topUp(t, sender, -(have + d))
      ) {
        return null;
      }
    }
    for (const [k, d] of delta) this.balances.set(k, (this.balances.get(k) ?? 0n) + d);
    const block = this.blockAt(t);
    const hash = this.keys.nextHash();
    const transfers: TransferInput[] = [];
    const first = moves[0] as Move;
    if (first.from !== sender && !this.isMint(sender)) {
      // The sender is not the first payer (a sweep, a payout, a pull): record its call as a zero-value type 8
      // transfer first, as the EVM provider does, so position 0 always names who sent (and paid for) the call.
      transfers.push({
        type: 8,
        from: sender,
        to: first.asset.contract || first.from,
        assetSymbol: this.chain.native.symbol,
        amount: '0',
      });
    }
    for (const m of moves) {
      transfers.push({
        type: m.type,
        from: m.from,
        to: m.to,
        assetSymbol: m.asset.symbol,
        ...(m.asset.contract ? { assetContract: m.asset.contract } : {}),
        amount: fromBaseUnits(m.units, m.asset.decimals),
      });
    }
    this.emit({
      hash,
      blockNumber: block.number,
      blockTime: block.time,
      fee: fromBaseUnits(fee, this.chain.native.decimals),
      transfers,
    });
    return hash;
  }

  /** Convenience: a plain transfer of one asset (native type 1, or 8 to a contract; token type 4). */
  send(t: number, from: string, to: string, asset: LedgerAsset, units: bigint): string | null {
    if (units <= 0n || from === to) return null;
    const type = asset.contract ? 4 : this.contracts.has(to) ? 8 : 1;
    return this.tx(t, from, [{ type, from, to, asset, units }], {
      feeWeight: asset.contract ? 2 : 1,
    });
  }

  /** Send up to `units`, capped by what `from` holds (keeping a fee reserve in the native coin). */
  sendUpTo(t: number, from: string, to: string, asset: LedgerAsset, units: bigint): bigint {
    let have = this.balance(from, asset);
    if (!asset.contract) have -= this.feeUnits(t, 3);
    const amount = units < have ? units : have;
    if (amount <= 0n) return 0n;
    return this.send(t, from, to, asset, amount) ? amount : 0n;
  }

  private topUp(t: number, sender: string, missing: bigint): boolean {
    const source = this.gasSource(sender);
    if (!source || source === sender) return false;
    const units = missing + this.feeUnits(t, 20);
    const native = this.nativeAsset();
    if (this.balance(source, native) < units + this.feeUnits(t, 3)) return false;
    return this.tx(t, source, [{ type: 1, from: source, to: sender, asset: native, units }]) !== null;
  }
}

function key(address: string, contract: string): string {
  return `${address}|${contract}`;
}
