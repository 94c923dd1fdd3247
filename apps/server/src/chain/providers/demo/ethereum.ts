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
import { ethereumBehaviours } from './ethereum-behaviours.ts';
import { ethereumIllicit } from './ethereum-illicit.ts';
import { megahub } from './megahub.ts';
import { DAY_MS } from './prices.ts';

/**
 * Ethereum: three exchanges (Northwind's deposit addresses are forwarder contracts, i.e. token accounts owned by
 * its hot wallet), retail customers, an AMM and a lending pool, a sportsbook, the megahub, illicit actors and the
 * behaviour patterns of the rule templates.
 */
export function ethereumWorld(w: AccountWorld): void {
  const { native: eth, token, all, size } = openAccountChain(w);
  const usdt = token('USDT');
  const usdc = token('USDC');

  const northwind = new AccountExchange(w, 'northwind', all, {
    hotKey: 'eth.exchange-hot',
    forwarders: true,
    depositKey: (customer) => (customer === 'dex-user' ? 'eth.exchange-deposit' : undefined),
  });
  const bluefin = new AccountExchange(w, 'bluefin', all);
  const kestrel = new AccountExchange(w, 'kestrel', all);
  northwind.open({ ETH: 60e6 * size, USDT: 200e6 * size, USDC: 120e6 * size });
  bluefin.open({ ETH: 25e6 * size, USDT: 80e6 * size, USDC: 40e6 * size });
  kestrel.open({ ETH: 8e6 * size, USDT: 30e6 * size, USDC: 10e6 * size });
  const exchanges = [northwind, bluefin, kestrel];
  const gas = new Map<string, string>();
  w.ledger.gasSource = (sender) => gas.get(sender) ?? northwind.hot;

  const amm = new Amm(w, 'riverbend', 'eth.dex-router', eth, [usdt, usdc]);
  amm.seed(30e6 * size, [usdt, usdc]);
  const lending = new PayingContract(w, 'eth.harbor-lend', 'harbor-lend');
  mint(w, w.start, lending.address, eth, 5e6 * size);
  const sportsbook = w.named('eth.royal-comet');
  w.label(sportsbook, 'royal-comet');
  mint(w, w.start, sportsbook, usdt, 3e6 * size);

  const lend = (t: number, user: string) => {
    const amount = part(w, w.ledger.balance(user, eth), 0.2, 0.5);
    if (!lending.deposit(t, user, eth, amount)) return;
    const back = t + w.rng.float(10, 90) * DAY_MS;
    w.sim.at(back, () => lending.payout(back, user, eth, [{ to: user, units: (amount * 1012n) / 1000n }]));
  };
  const bet = (t: number, user: string) => {
    const stake = units(w, usdt, w.rng.logNormal(120, 0.8), t);
    if (w.ledger.sendUpTo(t, user, sportsbook, usdt, stake) === 0n || !w.rng.chance(0.45)) return;
    const paid = t + w.rng.float(1, 3) * DAY_MS;
    w.sim.at(paid, () => w.ledger.send(paid, sportsbook, user, usdt, (stake * 19n) / 10n));
  };
  const swap = (t: number, user: string) => {
    const ethHeld = w.ledger.balance(user, eth);
    const stable = w.rng.pick([usdt, usdc]);
    if (ethHeld > units(w, eth, 200, t) && w.rng.chance(0.6))
      amm.buy(t, user, stable, part(w, ethHeld, 0.2, 0.6));
    else if (w.ledger.balance(user, stable) > 0n)
      amm.sell(t, user, stable, part(w, w.ledger.balance(user, stable), 0.3, 1));
  };

  let customers: Customer[] = [];
  customers = population(w, {
    name: 'retail',
    size: w.n(600, 40),
    exchanges,
    meanGapDays: 24,
    firstBuy: (t, c) => {
      c.home.withdraw(t, c.address, eth, w.rng.logNormal(900, 0.9));
    },
    actions: [
      [20, (t, c) => c.home.withdraw(t, c.address, w.rng.pick(all), w.rng.logNormal(700, 1))],
      [
        20,
        (t, c) => {
          const asset = heldAsset(w, c.address, all);
          const exchange = w.rng.chance(0.7) ? c.home : w.rng.pick(exchanges);
          if (asset)
            exchange.deposit(t, c.address, c.id, asset, part(w, w.ledger.balance(c.address, asset), 0.3, 1));
        },
      ],
      [
        14,
        (t, c) => {
          const asset = heldAsset(w, c.address, all);
          const other = w.rng.pick(customers);
          if (asset)
            w.ledger.sendUpTo(
              t,
              c.address,
              other.address,
              asset,
              part(w, w.ledger.balance(c.address, asset), 0.1, 0.5),
            );
        },
      ],
      [15, (t, c) => swap(t, c.address)],
      [6, (t, c) => lend(t, c.address)],
      [8, (t, c) => bet(t, c.address)],
    ],
  });

  // The named DeFi user: a Northwind customer whose deposit forwarder is the catalogue's exchange deposit.
  const dexUser = w.named('eth.dex-user');
  w.every(30 * DAY_MS, w.day(30), (t) => {
    northwind.withdraw(t, dexUser, eth, w.rng.logNormal(3000, 0.3));
    w.sim.at(t + 3 * DAY_MS, () => swap(t + 3 * DAY_MS, dexUser));
    w.sim.at(t + 5 * DAY_MS, () => lend(t + 5 * DAY_MS, dexUser));
    w.sim.at(t + 12 * DAY_MS, () => {
      const asset = heldAsset(w, dexUser, [usdt, usdc]);
      if (asset)
        northwind.deposit(t + 12 * DAY_MS, dexUser, 'dex-user', asset, w.ledger.balance(dexUser, asset));
    });
  });

  const hub = megahub(w, { usdt, eth, gas, northwind });
  ethereumIllicit(w, {
    eth,
    usdt,
    usdc,
    northwind,
    bluefin,
    kestrel,
    amm,
    customers,
    megahub: hub,
    sportsbook,
  });
  ethereumBehaviours(w, { eth, usdt, usdc, northwind, bluefin, kestrel, customers });
}
