import { type AccountExchange, type AccountWorld, mint, part, units } from './account-kit.ts';
import type { LedgerAsset } from './account-ledger.ts';
import { DAY_MS } from './prices.ts';

export type Megahub = { address: string };

/**
 * The megahub: an unattributed payment aggregator on Ethereum paying out USDT to thousands of users, half of whom
 * pay back later, so its distinct counterparties (≈ 5,600 at scale 1) dwarf every other address. It also pays the
 * gas of its users. Exposure paths must stop there (DESIGN §4).
 */
export function megahub(
  w: AccountWorld,
  ctx: { usdt: LedgerAsset; eth: LedgerAsset; gas: Map<string, string>; northwind: AccountExchange },
): Megahub {
  const address = w.named('eth.megahub');
  const size = Math.max(1, w.options.scale);
  mint(w, w.start, address, ctx.usdt, 40e6 * size);
  mint(w, w.start, address, ctx.eth, 2e6 * size);
  const users = w.n(5600, 600);
  w.spread(users, w.day(3), w.now - DAY_MS, (t, i) => {
    const user = w.named(`1.mh${i}`);
    ctx.gas.set(user, address);
    const paid = units(w, ctx.usdt, w.rng.logNormal(400, 1), t);
    if (w.ledger.sendUpTo(t, address, user, ctx.usdt, paid) === 0n) return;
    if (w.rng.chance(0.5)) {
      const back = t + w.rng.float(1, 30) * DAY_MS;
      w.sim.at(back, () =>
        w.ledger.sendUpTo(back, user, address, ctx.usdt, part(w, w.ledger.balance(user, ctx.usdt), 0.3, 0.9)),
      );
    } else if (w.rng.chance(0.1)) {
      const sold = t + w.rng.float(1, 20) * DAY_MS;
      w.sim.at(sold, () =>
        ctx.northwind.deposit(sold, user, `mh${i}`, ctx.usdt, w.ledger.balance(user, ctx.usdt)),
      );
    }
  });
  return { address };
}
