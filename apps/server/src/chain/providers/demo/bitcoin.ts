import { bitcoinIllicit } from './bitcoin-illicit.ts';
import { type BitcoinWorld, BtcExchange, payFrom, sats, share } from './bitcoin-kit.ts';
import { DAY_MS, HOUR_MS } from './world.ts';

export type RetailBtc = { id: string; address: string; home: BtcExchange };

/**
 * Bitcoin: three exchanges with deposit fan-in, mining pools (coinbase rewards and fan-out payouts), a payment
 * processor, a custodian, a casino, a charity and retail customers; the illicit side and the behaviour patterns
 * are in bitcoin-illicit.ts.
 */
export function bitcoinWorld(w: BitcoinWorld): void {
  const size = Math.max(1, w.options.scale);
  const northwind = new BtcExchange(w, 'northwind', {
    hotKey: 'btc.exchange-hot',
    depositKey: (c) => (c === 'retail0' ? 'btc.exchange-deposit' : undefined),
  });
  const bluefin = new BtcExchange(w, 'bluefin');
  const kestrel = new BtcExchange(w, 'kestrel');
  northwind.open(6000 * size);
  bluefin.open(2000 * size);
  kestrel.open(800 * size);
  const exchanges = [northwind, bluefin, kestrel];

  const paylantern = w.named('0.paylantern.in');
  w.label(paylantern, 'paylantern');
  const merchants = Array.from({ length: w.n(20, 3) }, (_, i) => w.named(`0.merchant${i}`));
  w.every(7 * DAY_MS, w.day(7), (t) => {
    const have = w.ledger.balance(paylantern);
    if (have < sats(w, 500, t)) return;
    const each = (have * 9n) / 10n / BigInt(merchants.length);
    w.ledger.pay(
      t,
      [paylantern],
      merchants.map((address) => ({ address, units: each })),
    );
  });
  const vaultline = w.named('0.vaultline.in');
  w.label(vaultline, 'vaultline');
  const casino = w.named('0.luckyfox');
  w.label(casino, 'luckyfox');
  w.ledger.allocate(w.start, [{ address: casino, units: BigInt(Math.round(60 * size * 1e8)) }]);
  const charity = w.named('btc.charity');
  w.label(charity, 'openseeds');

  mining(w, exchanges);

  const customers: RetailBtc[] = [];
  const actions: [number, (t: number, c: RetailBtc) => void][] = [
    [22, (t, c) => c.home.withdraw(t, c.address, w.rng.logNormal(900, 1))],
    [
      22,
      (t, c) =>
        (w.rng.chance(0.75) ? c.home : w.rng.pick(exchanges)).deposit(
          t,
          c.address,
          c.id,
          share(w, w.ledger.balance(c.address), 0.3, 0.9),
        ),
    ],
    [
      14,
      (t, c) =>
        payFrom(
          w,
          t,
          c.address,
          w.rng.pick(customers).address,
          share(w, w.ledger.balance(c.address), 0.1, 0.4),
        ),
    ],
    [10, (t, c) => payFrom(w, t, c.address, paylantern, sats(w, w.rng.logNormal(80, 0.8), t))],
    [4, (t, c) => payFrom(w, t, c.address, vaultline, share(w, w.ledger.balance(c.address), 0.2, 0.5))],
    [
      8,
      (t, c) => {
        const stake = sats(w, w.rng.logNormal(60, 0.9), t);
        if (!payFrom(w, t, c.address, casino, stake) || !w.rng.chance(0.45)) return;
        const paid = t + w.rng.float(0.1, 2) * DAY_MS;
        w.sim.at(paid, () => payFrom(w, paid, casino, c.address, (stake * 19n) / 10n));
      },
    ],
    [4, (t, c) => payFrom(w, t, c.address, charity, sats(w, w.rng.logNormal(25, 0.7), t))],
  ];
  const total = actions.reduce((s, [weight]) => s + weight, 0);
  const count = w.n(750, 40);
  for (let i = 0; i < count; i++) {
    const customer: RetailBtc = {
      id: `retail${i}`,
      address: w.named(`0.retail${i}`),
      home: w.rng.pick(exchanges),
    };
    if (i === 0) customer.home = northwind;
    customers.push(customer);
    const first = w.between(w.start, w.now - 5 * DAY_MS);
    w.sim.at(first, () => {
      customer.home.withdraw(first, customer.address, w.rng.logNormal(1200, 1));
      w.every(26 * DAY_MS, first + w.rng.exponential(26 * DAY_MS), (t) => {
        let roll = w.rng.next() * total;
        for (const [weight, action] of actions) {
          roll -= weight;
          if (roll < 0) return action(t, customer);
        }
      });
    });
  }
  bitcoinIllicit(w, { northwind, bluefin, kestrel, customers });
}

/**
 * Our pools find a block every few hours (more at larger scale): the coinbase pays the subsidy (type 2) and the
 * fees of the world's transactions since the previous one (type 3). Every two weeks each pool pays its miners in
 * one fan-out transaction; some miners sell at an exchange.
 */
function mining(w: BitcoinWorld, exchanges: BtcExchange[]): void {
  const pools = [
    { key: 'granite', address: w.named('btc.mining-pool'), weight: 0.5 },
    { key: 'sierra', address: w.named('0.sierra.coinbase'), weight: 0.35 },
    { key: 'aurora', address: w.named('0.aurora.coinbase'), weight: 0.15 },
  ];
  for (const pool of pools) w.label(pool.address, pool.key);
  w.every((10 * HOUR_MS) / w.options.scale, w.start + HOUR_MS, (t) => {
    const roll = w.rng.next();
    const pool = roll < 0.5 ? pools[0] : roll < 0.85 ? pools[1] : pools[2];
    if (!pool) return;
    w.ledger.coinbase(t, pool.address, w.ledger.feesSinceCoinbase);
    w.ledger.feesSinceCoinbase = 0n;
  });
  for (const [p, pool] of pools.entries()) {
    const miners = Array.from({ length: w.n(40, 4) }, (_, i) =>
      p === 0 && i === 0 ? w.named('btc.miner') : w.named(`0.${pool.key}.miner${i}`),
    );
    w.every(14 * DAY_MS, w.day(14 + p), (t) => {
      const have = w.ledger.balance(pool.address);
      const paid = miners.filter((_, i) => i === 0 || w.rng.chance(0.4));
      if (have <= 0n || paid.length === 0) return;
      const each = (have * 9n) / 10n / BigInt(paid.length);
      w.ledger.pay(
        t,
        [pool.address],
        paid.map((address) => ({ address, units: each })),
      );
      for (const miner of paid) {
        if (!w.rng.chance(0.3)) continue;
        const sell = t + w.rng.float(1, 10) * DAY_MS;
        const exchange = w.rng.pick(exchanges);
        w.sim.at(sell, () => exchange.deposit(sell, miner, `miner-${miner}`, w.ledger.balance(miner)));
      }
    });
  }
}
