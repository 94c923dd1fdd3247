import {
  AccountExchange,
  type AccountWorld,
  type Customer,
  heldAsset,
  mint,
  openAccountChain,
  part,
  population,
  units,
} from './account-kit.ts';
import { Amm, PayingContract } from './defi.ts';
import { DAY_MS, HOUR_MS } from './world.ts';

/**
 * BNB Smart Chain: Northwind and Kestrel, an instant-swap service, an AMM, a bridge, and the MoonKitty rug pull
 * (a token sale contract whose deployer pulls the BNB and runs through the bridge).
 */
export function bscWorld(w: AccountWorld): void {
  const { native: bnb, token, all, size } = openAccountChain(w);
  const usdt = token('USDT');
  const usdc = token('USDC');

  const northwind = new AccountExchange(w, 'northwind', all);
  const kestrel = new AccountExchange(w, 'kestrel', all);
  northwind.open({ BNB: 20e6 * size, USDT: 60e6 * size, USDC: 20e6 * size });
  kestrel.open({ BNB: 4e6 * size, USDT: 10e6 * size, USDC: 2e6 * size });
  w.ledger.gasSource = () => northwind.hot;
  const amm = new Amm(w, 'maplewood', 'bsc.dex-router', bnb, [usdt, usdc]);
  amm.seed(10e6 * size, [usdt, usdc]);
  const bridge = new PayingContract(w, 'bsc.bridge', 'arcbridge');
  mint(w, w.start, bridge.address, bnb, 3e6 * size);
  const bridgeRelayer = w.named('bsc.bridge.relayer');
  mint(w, w.start, bridgeRelayer, bnb, 20_000);
  const quickturn = w.named('bsc.quickturn');
  w.label(quickturn, 'quickturn');
  mint(w, w.start, quickturn, usdt, 2e6 * size);
  mint(w, w.start, quickturn, bnb, 50_000);

  let customers: Customer[] = [];
  customers = population(w, {
    name: 'retail',
    size: w.n(350, 20),
    exchanges: [northwind, northwind, kestrel],
    meanGapDays: 22,
    firstBuy: (t, c) => c.home.withdraw(t, c.address, bnb, w.rng.logNormal(700, 0.9)),
    actions: [
      [20, (t, c) => c.home.withdraw(t, c.address, w.rng.pick(all), w.rng.logNormal(500, 1))],
      [
        20,
        (t, c) => {
          const asset = heldAsset(w, c.address, all);
          if (asset)
            c.home.deposit(t, c.address, c.id, asset, part(w, w.ledger.balance(c.address, asset), 0.3, 1));
        },
      ],
      [
        20,
        (t, c) => {
          const held = w.ledger.balance(c.address, bnb);
          const stable = w.rng.pick([usdt, usdc]);
          if (held > units(w, bnb, 100, t) && w.rng.chance(0.6))
            amm.buy(t, c.address, stable, part(w, held, 0.2, 0.6));
          else if (w.ledger.balance(c.address, stable) > 0n)
            amm.sell(t, c.address, stable, w.ledger.balance(c.address, stable));
        },
      ],
      [
        8,
        (t, c) => {
          // Bridge out and, a few minutes later, back in (the other chain is outside the demo).
          const amount = part(w, w.ledger.balance(c.address, bnb), 0.2, 0.5);
          if (!bridge.deposit(t, c.address, bnb, amount)) return;
          const back = t + w.rng.float(1, 20) * DAY_MS;
          w.sim.at(back, () =>
            bridge.payout(back, bridgeRelayer, bnb, [{ to: c.address, units: (amount * 995n) / 1000n }]),
          );
        },
      ],
      [
        8,
        (t, c) => {
          // Instant swap: BNB in, USDT out.
          const amount = part(w, w.ledger.balance(c.address, bnb), 0.2, 0.5);
          if (w.ledger.sendUpTo(t, c.address, quickturn, bnb, amount) === 0n) return;
          const usd = (Number(amount) / 1e18) * w.prices.at('BNB', t) * 0.99;
          w.ledger.send(t + 60_000, quickturn, c.address, usdt, units(w, usdt, usd, t));
        },
      ],
      [
        10,
        (t, c) =>
          w.ledger.sendUpTo(
            t,
            c.address,
            w.rng.pick(customers).address,
            bnb,
            part(w, w.ledger.balance(c.address, bnb), 0.1, 0.4),
          ),
      ],
    ],
  });

  // MoonKitty: a token sale contract takes BNB for 30 days; the deployer pulls everything and bridges out.
  const sale = new PayingContract(w, 'bsc.rug-pull', 'moonkitty');
  const deployer = w.named('bsc.moonkitty.deployer');
  w.label(deployer, 'moonkitty');
  mint(w, w.start, deployer, bnb, 500);
  w.spread(w.n(80, 8), w.ago(260), w.ago(230), (t, i) => {
    const victim = i === 0 ? w.named('bsc.rug-victim') : w.rng.pick(customers).address;
    if (i === 0) northwind.withdraw(t, victim, bnb, 2_500);
    const buy = t + HOUR_MS;
    w.sim.at(buy, () => sale.deposit(buy, victim, bnb, part(w, w.ledger.balance(victim, bnb), 0.3, 0.8)));
  });
  const pull = w.ago(229);
  w.sim.at(pull, () => sale.payout(pull, deployer, bnb, [{ to: deployer, units: sale.balance(bnb) }]));
  w.sim.at(pull + 2 * HOUR_MS, () => {
    const have = w.ledger.balance(deployer, bnb);
    bridge.deposit(pull + 2 * HOUR_MS, deployer, bnb, have / 2n);
    kestrel.deposit(pull + 3 * HOUR_MS, deployer, 'moonkitty', bnb, have / 3n);
  });
}
