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
import { PayingContract } from './defi.ts';
import { DAY_MS, HOUR_MS } from './world.ts';

/**
 * Tron: a USDT economy. Northwind and Kestrel, Obsidian Exchange (sanctioned during the window), a Ponzi scheme
 * with its victims, a darknet vendor paid in USDT, donations to a high-risk organisation, an address frozen by the
 * issuer, a dice contract, and structuring just below 10,000.
 */
export function tronWorld(w: AccountWorld): void {
  const { native: trx, token, all, size } = openAccountChain(w);
  const usdt = token('USDT');

  const northwind = new AccountExchange(w, 'northwind', all);
  const kestrel = new AccountExchange(w, 'kestrel', all);
  const obsidian = new AccountExchange(w, 'obsidian-x', all, { hotKey: 'tron.sanctioned-exchange' });
  w.label(obsidian.hot, 'obsidian-sdn', { confidence: 60, validFrom: new Date(w.ago(250)) });
  w.label(obsidian.cold, 'obsidian-sdn', { confidence: 60, validFrom: new Date(w.ago(250)) });
  northwind.open({ TRX: 20e6 * size, USDT: 250e6 * size });
  kestrel.open({ TRX: 5e6 * size, USDT: 50e6 * size });
  obsidian.open({ TRX: 3e6 * size, USDT: 60e6 * size });
  const exchanges = [northwind, kestrel, obsidian];
  w.ledger.gasSource = () => northwind.hot;

  const dice = new PayingContract(w, 'tron.dice-contract', 'tronstar');
  mint(w, w.start, dice.address, trx, 2e6 * size);
  const diceCroupier = w.named('tron.dice.croupier');
  mint(w, w.start, diceCroupier, trx, 20_000);
  const vendor = w.named('tron.darknet-vendor');
  w.label(vendor, 'cobalt-vendor');
  const crimson = w.named('tron.crimson');
  w.label(crimson, 'crimson');

  let customers: Customer[] = [];
  customers = population(w, {
    name: 'retail',
    size: w.n(500, 30),
    exchanges: [northwind, northwind, kestrel, obsidian],
    meanGapDays: 20,
    firstBuy: (t, c) => {
      c.home.withdraw(t, c.address, usdt, w.rng.logNormal(1500, 1));
      c.home.withdraw(t, c.address, trx, 40);
    },
    actions: [
      [22, (t, c) => c.home.withdraw(t, c.address, usdt, w.rng.logNormal(1200, 1))],
      [
        22,
        (t, c) => {
          const asset = heldAsset(w, c.address, [usdt]);
          const exchange = w.rng.chance(0.75) ? c.home : w.rng.pick(exchanges);
          if (asset)
            exchange.deposit(t, c.address, c.id, asset, part(w, w.ledger.balance(c.address, asset), 0.3, 1));
        },
      ],
      [
        20,
        (t, c) => {
          const other = w.rng.pick(customers);
          w.ledger.sendUpTo(
            t,
            c.address,
            other.address,
            usdt,
            part(w, w.ledger.balance(c.address, usdt), 0.1, 0.5),
          );
        },
      ],
      [
        8,
        (t, c) => {
          const stake = units(w, trx, w.rng.logNormal(30, 0.8), t);
          if (!dice.deposit(t, c.address, trx, stake) || !w.rng.chance(0.48)) return;
          dice.payout(t + 3_000, diceCroupier, trx, [{ to: c.address, units: stake * 2n }]);
        },
      ],
      [
        3,
        (t, c) => w.ledger.sendUpTo(t, c.address, vendor, usdt, units(w, usdt, w.rng.logNormal(300, 0.7), t)),
      ],
    ],
  });

  // Cobalt Vendor cashes out at Obsidian every week; a named buyer pays it over $10,000 once.
  w.every(7 * DAY_MS, w.day(10), (t) => {
    const have = w.ledger.balance(vendor, usdt);
    if (have > 0n) obsidian.deposit(t, vendor, 'cobalt', usdt, have);
  });
  const buyer = w.named('tron.darknet-buyer');
  w.sim.at(w.ago(70), () => {
    kestrel.withdraw(w.ago(70), buyer, usdt, 14_000);
    kestrel.withdraw(w.ago(70), buyer, trx, 40);
  });
  w.sim.at(w.ago(68), () => w.ledger.send(w.ago(68), buyer, vendor, usdt, units(w, usdt, 12_500, w.ago(68))));

  // Golden Yield Club: collects from victims for six months, pays early "returns", then cashes out.
  const ponzi = w.named('tron.ponzi');
  w.label(ponzi, 'golden-yield');
  const opens = w.ago(500);
  const collapses = w.ago(320);
  const victims: string[] = [];
  w.spread(w.n(150, 12), opens, collapses, (t, i) => {
    const victim = i === 0 ? w.named('tron.ponzi-victim') : w.named(`10.ponzi${i}`);
    victims.push(victim);
    northwind.withdraw(t, victim, usdt, w.rng.logNormal(3000, 0.8));
    northwind.withdraw(t, victim, trx, 40);
    w.sim.at(t + HOUR_MS, () =>
      w.ledger.sendUpTo(t + HOUR_MS, victim, ponzi, usdt, w.ledger.balance(victim, usdt)),
    );
  });
  w.every(
    10 * DAY_MS,
    opens + 20 * DAY_MS,
    (t) => {
      if (victims.length === 0) return;
      w.ledger.sendUpTo(
        t,
        ponzi,
        w.rng.pick(victims.slice(0, Math.max(1, victims.length / 3))),
        usdt,
        units(w, usdt, 800, t),
      );
    },
    collapses,
  );
  const frozen = w.named('tron.frozen');
  w.label(frozen, 'frozen-usdt', { confidence: 60, validFrom: new Date(w.ago(100)) });
  w.sim.at(collapses + DAY_MS, () => {
    const t = collapses + DAY_MS;
    const have = w.ledger.balance(ponzi, usdt);
    obsidian.deposit(t, ponzi, 'golden-yield', usdt, (have * 6n) / 10n);
    w.ledger.sendUpTo(t + HOUR_MS, ponzi, frozen, usdt, (have * 3n) / 10n);
    kestrel.deposit(t + 2 * HOUR_MS, ponzi, 'golden-yield', usdt, w.ledger.balance(ponzi, usdt));
  });

  // Crimson Network collects donations from supporters who buy at the no-KYC exchange.
  w.spread(w.n(30, 4), w.day(60), w.ago(5), (t, i) => {
    const donor = i === 0 ? w.named('tron.terror-donor') : w.named(`10.donor${i}`);
    kestrel.withdraw(t, donor, usdt, w.rng.logNormal(600, 0.6));
    kestrel.withdraw(t, donor, trx, 40);
    w.sim.at(t + 2 * HOUR_MS, () =>
      w.ledger.sendUpTo(t + 2 * HOUR_MS, donor, crimson, usdt, w.ledger.balance(donor, usdt)),
    );
  });
  w.every(30 * DAY_MS, w.day(90), (t) => {
    const have = w.ledger.balance(crimson, usdt);
    if (have > 0n) obsidian.deposit(t, crimson, 'crimson', usdt, have);
  });

  // A client of Obsidian Exchange, before and after its designation.
  const client = w.named('tron.obsidian-client');
  w.every(20 * DAY_MS, w.ago(400), (t) => {
    northwind.withdraw(t, client, usdt, w.rng.float(15_000, 30_000));
    northwind.withdraw(t, client, trx, 30);
    w.sim.at(t + DAY_MS, () =>
      obsidian.deposit(t + DAY_MS, client, 'client', usdt, w.ledger.balance(client, usdt)),
    );
  });

  // Structuring: 25 deposits between 9,500 and 9,990 USDT within 40 days.
  const structuring = w.named('tron.structuring');
  w.sim.at(w.ago(45), () => {
    for (let i = 0; i < 5; i++) kestrel.withdraw(w.ago(45), structuring, usdt, 52_000);
    kestrel.withdraw(w.ago(45), structuring, trx, 300);
  });
  w.spread(25, w.ago(40), w.ago(1), (t) => {
    northwind.deposit(
      t,
      structuring,
      'structuring',
      usdt,
      BigInt(Math.round(w.rng.float(9_500, 9_990))) * 1_000_000n,
    );
  });
}
