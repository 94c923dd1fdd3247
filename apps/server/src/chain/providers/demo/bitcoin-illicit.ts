import type { RetailBtc } from './bitcoin.ts';
import { type BitcoinWorld, type BtcExchange, payFrom, sats, share } from './bitcoin-kit.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './world.ts';

type Ctx = { northwind: BtcExchange; bluefin: BtcExchange; kestrel: BtcExchange; customers: RetailBtc[] };

/**
 * Bitcoin's illicit side (darknet market, ransomware and its peel chain, the mixer, a fake giveaway, a seizure) and
 * the behaviour patterns (dormant, high fee, whale, young).
 */
export function bitcoinIllicit(w: BitcoinWorld, ctx: Ctx): void {
  const mixer = tumblewash(w);

  // Nightshade Market: buyers pay per-order addresses, swept into the market wallet; vendors are paid weekly.
  const market = w.named('btc.sanctioned-darknet');
  w.label(market, 'nightshade');
  w.label(market, 'nightshade-sdn', { confidence: 60, validFrom: new Date(w.ago(300)) });
  let order = 0;
  const orders: string[] = [];
  const buy = (t: number, buyer: string, units: bigint) => {
    const address = w.named(`0.nightshade.order${order++}`);
    w.label(address, 'nightshade');
    if (!payFrom(w, t, buyer, address, units)) return;
    orders.push(address);
  };
  w.every(12 * HOUR_MS, w.day(5), (t) => {
    if (orders.length > 0) w.ledger.sweep(t, orders.splice(0, 150), market);
  });
  w.labelCluster(w.named('0.nightshade.order0'), 'nightshade');
  const buyers = Array.from({ length: w.n(60, 6) }, (_, i) => w.named(`0.dnm-buyer${i}`));
  w.every((12 * HOUR_MS) / w.options.scale, w.day(10), (t) => {
    const buyer = w.rng.pick(buyers);
    const usd = w.rng.logNormal(400, 0.8);
    ctx.kestrel.withdraw(t, buyer, usd * 1.1);
    w.sim.at(t + 2 * HOUR_MS, () => buy(t + 2 * HOUR_MS, buyer, sats(w, usd, t)));
  });
  const named = w.named('btc.darknet-buyer');
  for (const d of [90, 40]) {
    w.sim.at(w.ago(d), () => ctx.northwind.withdraw(w.ago(d), named, 16_000));
    w.sim.at(w.ago(d - 1), () => buy(w.ago(d - 1), named, sats(w, 14_000, w.ago(d - 1))));
  }
  const vendors = Array.from({ length: w.n(12, 3) }, (_, i) =>
    i === 0 ? w.named('btc.darknet-vendor') : w.named(`0.vendor${i}`),
  );
  w.every(7 * DAY_MS, w.day(14), (t) => {
    const have = w.ledger.balance(market);
    if (have < sats(w, 1000, t)) return;
    const each = have / 2n / BigInt(vendors.length);
    w.ledger.pay(
      t,
      [market],
      vendors.map((address) => ({ address, units: each })),
    );
  });
  w.every(10 * DAY_MS, w.day(20), (t) => {
    for (const [i, vendor] of vendors.entries()) {
      const have = w.ledger.balance(vendor);
      if (have <= 0n) continue;
      if (i % 2 === 0) ctx.kestrel.deposit(t, vendor, `vendor${i}`, share(w, have, 0.4, 0.7));
      else mixer.deposit(t, vendor, share(w, have, 0.4, 0.7));
    }
  });
  const twoHops = w.named('btc.darknet-2hop');
  w.sim.at(w.ago(45), () =>
    payFrom(w, w.ago(45), vendors[0] as string, twoHops, w.ledger.balance(vendors[0] as string) / 2n),
  );
  // The seizure: 60 % of the market wallet moves to a law-enforcement wallet 60 days before the reference date.
  const seizure = w.named('btc.seizure');
  w.label(seizure, 'seizure');
  w.sim.at(w.ago(60), () => {
    const have = w.ledger.balance(market);
    if (have > 0n) w.ledger.pay(w.ago(60), [market], [{ address: seizure, units: (have * 6n) / 10n }]);
  });

  // LockJaw ransomware: victims buy bitcoin and pay per-victim ransom addresses, swept weekly to the hub.
  const hub = w.named('btc.peel-start');
  w.label(hub, 'lockjaw');
  const ransoms: string[] = [];
  w.spread(w.n(25, 4), w.day(60), w.ago(100), (t, i) => {
    const victim = i === 0 ? w.named('btc.ransom-victim') : w.named(`0.ransom-victim${i}`);
    const ransom = i === 0 ? w.named('btc.ransomware') : w.named(`0.lockjaw.ransom${i}`);
    w.label(ransom, 'lockjaw');
    const usd = w.rng.logNormal(45_000, 0.7);
    ctx.northwind.withdraw(t, victim, usd * 1.05);
    const pay = t + w.rng.float(0.5, 2) * DAY_MS;
    w.sim.at(pay, () => {
      if (payFrom(w, pay, victim, ransom, sats(w, usd, t))) ransoms.push(ransom);
    });
  });
  w.every(
    7 * DAY_MS,
    w.day(65),
    (t) => {
      if (ransoms.length > 0) w.ledger.sweep(t, ransoms.splice(0), hub);
    },
    w.ago(92),
  );
  peelChain(w, hub, w.ago(90), [ctx.kestrel, mixer]);

  // Double Your Coins: a fake giveaway collecting from victims for two weeks.
  const giveaway = w.named('btc.giveaway');
  w.label(giveaway, 'giveaway');
  w.spread(w.n(40, 6), w.ago(420), w.ago(406), (t) => {
    const victim = w.rng.pick(ctx.customers).address;
    payFrom(w, t, victim, giveaway, share(w, w.ledger.balance(victim), 0.2, 0.6));
  });
  w.sim.at(w.ago(404), () =>
    ctx.kestrel.deposit(w.ago(404), giveaway, 'giveaway', w.ledger.balance(giveaway)),
  );

  // Mixer users among retail customers, and one who withdraws to the catalogue's address.
  w.spread(w.n(20, 3), w.day(30), w.ago(20), (t) => {
    const user = w.rng.pick(ctx.customers).address;
    mixer.deposit(t, user, share(w, w.ledger.balance(user), 0.3, 0.8));
  });
  const mixerUser = w.named('0.mixer-user');
  w.sim.at(w.ago(50), () => ctx.northwind.withdraw(w.ago(50), mixerUser, 8_000));
  w.sim.at(w.ago(48), () =>
    mixer.deposit(w.ago(48), mixerUser, sats(w, 7_500, w.ago(48)), w.named('btc.mixer-output')),
  );

  behaviours(w, ctx);
}

/**
 * A peel chain: each hop pays a small amount (2–6 %) to an exchange or the mixer and sends the rest as change to
 * a fresh address, which peels again 20–90 minutes later. The tenth change address is the catalogue's hop.
 */
function peelChain(w: BitcoinWorld, start: string, at: number, sinks: (BtcExchange | Tumblewash)[]): void {
  const hops = 30;
  const hop = (t: number, from: string, k: number) => {
    if (k >= hops) return;
    const have = w.ledger.balance(from);
    if (have <= 0n) return;
    const next = k === 9 ? w.named('btc.peel-hop') : w.named(`0.peel${k}`);
    const sink = w.rng.pick(sinks);
    const peel = share(w, have, 0.02, 0.06);
    const target = 'depositAddress' in sink ? sink.depositAddress(`peel${k}`) : sink.inbound(`peel${k}`);
    if (w.ledger.pay(t, [from], [{ address: target, units: peel }], { change: next }) === null) return;
    if ('depositAddress' in sink) sink.markDirty(t, target);
    else sink.received(t, target, peel);
    const later = t + w.rng.float(20, 90) * MINUTE_MS;
    w.sim.at(later, () => hop(later, next, k + 1));
  };
  w.sim.at(at, () => hop(at, start, 0));
}

type Tumblewash = ReturnType<typeof tumblewash>;

/**
 * Tumblewash Mixer: a deposit address per use, swept into the pool; 1–3 days later the pool pays the user's fresh
 * address in 2–4 chunks, less 2 %.
 */
function tumblewash(w: BitcoinWorld) {
  const pool = w.named('0.tumblewash.pool');
  w.label(pool, 'tumblewash');
  w.ledger.allocate(w.start, [
    { address: pool, units: BigInt(Math.round(30 * Math.max(1, w.options.scale) * 1e8)) },
  ]);
  let n = 0;
  const mixer = {
    inbound(tag: string): string {
      const address = w.named(`0.tumblewash.in.${tag}.${n++}`);
      w.label(address, 'tumblewash');
      return address;
    },
    received(t: number, inbound: string, units: bigint, to?: string): void {
      const sweepAt = t + w.rng.float(1, 6) * HOUR_MS;
      w.sim.at(sweepAt, () => w.ledger.sweep(sweepAt, [inbound], pool));
      const chunks = w.rng.int(2, 4);
      const out = to ?? w.keys.fresh('tumble-out');
      const each = (units * 98n) / 100n / BigInt(chunks);
      for (let i = 0; i < chunks; i++) {
        const payAt = t + w.rng.float(1, 3) * DAY_MS + i * HOUR_MS;
        w.sim.at(payAt, () => w.ledger.pay(payAt, [pool], [{ address: out, units: each }]));
      }
    },
    deposit(t: number, from: string, units: bigint, to?: string): void {
      const inbound = mixer.inbound('user');
      if (payFrom(w, t, from, inbound, units)) mixer.received(t, inbound, units, to);
    },
  };
  return mixer;
}

function behaviours(w: BitcoinWorld, ctx: Ctx): void {
  // Template 10: funded on day 15, silent until 8 days before the reference date.
  const dormant = w.named('btc.dormant');
  w.sim.at(w.day(15), () => ctx.northwind.withdraw(w.day(15), dormant, 30_000));
  w.sim.at(w.ago(8), () => ctx.kestrel.deposit(w.ago(8), dormant, 'dormant', w.ledger.balance(dormant)));
  // Template 13: a 0.03 BTC fee on a small payment.
  const feePayer = w.named('btc.high-fee');
  w.sim.at(w.ago(40), () => ctx.bluefin.withdraw(w.ago(40), feePayer, 6_000));
  w.sim.at(w.ago(5), () =>
    payFrom(w, w.ago(5), feePayer, w.rng.pick(ctx.customers).address, 1_000_000n, 3_000_000n),
  );
  // Template 11: 150 BTC to an exchange in one transaction.
  const whale = w.named('btc.whale');
  w.ledger.allocate(w.start, [{ address: whale, units: 400n * 100_000_000n }]);
  w.sim.at(w.ago(12), () => ctx.bluefin.deposit(w.ago(12), whale, 'whale', 150n * 100_000_000n));
  // Templates 12 and 27: a young address and who paid it.
  const elder = w.named('btc.pays-young');
  w.sim.at(w.ago(200), () => ctx.northwind.withdraw(w.ago(200), elder, 9_000));
  w.sim.at(w.ago(2), () => payFrom(w, w.ago(2), elder, w.named('btc.young'), sats(w, 2_500, w.ago(2))));
}
