import { type AccountExchange, type AccountWorld, type Customer, mint, units } from './account-kit.ts';
import type { LedgerAsset } from './account-ledger.ts';
import { DAY_MS, MINUTE_MS } from './world.ts';

/** Ethereum's assets, exchanges and retail customers, which the behaviours and the illicit actors both use. */
export type EthereumContext = {
  eth: LedgerAsset;
  usdt: LedgerAsset;
  usdc: LedgerAsset;
  northwind: AccountExchange;
  bluefin: AccountExchange;
  kestrel: AccountExchange;
  customers: Customer[];
};

/**
 * The behaviour patterns of the rule templates, one named address each (see catalogue.ts), placed in the last
 * weeks before the reference date so that windowed rules see them.
 */
export function ethereumBehaviours(w: AccountWorld, ctx: EthereumContext): void {
  const { eth, usdt, usdc, northwind } = ctx;
  const at = (t: number, run: (t: number) => void) => w.sim.at(t, () => run(t));
  const fund = (t: number, address: string, asset: LedgerAsset, usd: number) =>
    at(t, (tt) => northwind.withdraw(tt, address, asset, usd));
  const pay = (t: number, from: string, to: string, asset: LedgerAsset, usd: number) =>
    at(t, (tt) => w.ledger.send(tt, from, to, asset, units(w, asset, usd, tt)));

  // Template 8: in and (99 %) out within minutes, five times.
  const transit = w.named('eth.transit');
  const source = w.named('eth.transit.source');
  fund(w.ago(40), transit, eth, 800);
  fund(w.ago(36), source, eth, 800);
  fund(w.ago(35), source, usdt, 200_000);
  fund(w.ago(34), source, usdt, 150_000);
  for (const d of [28, 22, 15, 9, 3]) {
    const t = w.ago(d);
    const usd = w.rng.float(40_000, 60_000);
    pay(t, source, transit, usdt, usd);
    at(t + w.rng.float(2, 8) * MINUTE_MS, (tt) =>
      ctx.bluefin.deposit(tt, transit, 'transit', usdt, (units(w, usdt, usd, t) * 99n) / 100n),
    );
  }

  // Template 7: weekly ~$500 from a company for months, then a spike in the last week.
  const company = w.named('eth.company');
  w.label(company, 'harlow');
  mint(w, w.start, company, usdc, 8e6 * Math.max(1, w.options.scale));
  mint(w, w.start, company, eth, 50_000);
  const anomaly = w.named('eth.anomaly');
  w.every(7 * DAY_MS, w.day(60), (t) => pay(t, company, anomaly, usdc, w.rng.float(400, 600)), w.ago(10));
  w.spread(12, w.ago(7), w.ago(0.5), (t) => fund(t, anomaly, usdc, w.rng.float(8_000, 12_000)));
  const suppliers = Array.from({ length: w.n(25, 5) }, (_, i) => w.named(`1.supplier${i}`));
  w.every(30 * DAY_MS, w.day(15), (t) => {
    for (const s of suppliers)
      pay(t + w.rng.float(0, 2) * DAY_MS, company, s, usdc, w.rng.logNormal(15_000, 0.6));
  });

  // Template 9 / 28: an airdrop to hundreds of fresh addresses in the last 30 days.
  const airdrop = w.named('eth.many-counterparties');
  fund(w.ago(33), airdrop, eth, 4_000);
  fund(w.ago(32), airdrop, usdt, 60_000);
  w.spread(w.n(350, 60), w.ago(30), w.ago(1), (t) =>
    pay(t, airdrop, w.keys.fresh('airdrop'), usdt, w.rng.float(20, 100)),
  );

  // Template 14: thirty transfers between 9,000 and 9,950 USDT in the last 60 days.
  const ranged = w.named('eth.range-bound');
  fund(w.ago(63), ranged, eth, 1_500);
  fund(w.ago(62), ranged, usdt, 180_000);
  fund(w.ago(61.5), ranged, usdt, 180_000);
  w.spread(30, w.ago(60), w.ago(1), (t, i) => {
    const to = i % 3 === 0 ? ctx.kestrel.depositAddress('range-bound') : w.keys.fresh('ranged');
    at(t, (tt) =>
      w.ledger.send(tt, ranged, to, usdt, BigInt(Math.round(w.rng.float(9_000, 9_950))) * 1_000_000n),
    );
  });

  // Template 15: a bot sending hundreds of small transactions in the last 30 days.
  const bot = w.named('eth.high-count');
  const peer = w.named('eth.high-count.peer');
  fund(w.ago(35), bot, eth, 12_000);
  w.spread(w.n(250, 60), w.ago(30), w.ago(0.2), (t) => pay(t, bot, peer, eth, w.rng.float(10, 30)));

  // Template 16: about $6M received in the last 30 days.
  const rich = w.named('eth.high-total');
  for (const d of [25, 18, 9]) fund(w.ago(d), rich, usdc, 2_000_000);

  // Template 17: six transfers of $120k–200k within 14 days.
  const multi = w.named('eth.multi-high');
  fund(w.ago(41), multi, eth, 1_000);
  for (let i = 0; i < 4; i++) fund(w.ago(40 - i * 0.1), multi, usdt, 320_000);
  w.spread(6, w.ago(20), w.ago(7), (t) => {
    at(t, (tt) =>
      ctx.bluefin.deposit(tt, multi, 'multi-high', usdt, units(w, usdt, w.rng.float(120_000, 200_000), tt)),
    );
  });

  // Template 28: about $2.4M to 40 counterparties in the last 30 days.
  const aggregate = w.named('eth.aggregate');
  fund(w.ago(36), aggregate, eth, 3_000);
  for (let i = 0; i < 9; i++) fund(w.ago(35 - i * 0.1), aggregate, usdt, 300_000);
  w.spread(40, w.ago(28), w.ago(2), (t) =>
    pay(t, aggregate, w.keys.fresh('aggregate'), usdt, w.rng.float(40_000, 80_000)),
  );

  // Templates 12 and 27: a young address, and who paid it.
  const elder = w.named('eth.pays-young');
  fund(w.ago(100), elder, eth, 15_000);
  pay(w.ago(1.5), elder, w.named('eth.young'), eth, 9_000);

  // Template 10: funded on day 20, silent, reactivated 6 days before the reference date.
  const dormant = w.named('eth.dormant');
  fund(w.day(20), dormant, eth, 25_000);
  at(w.ago(6), (t) =>
    ctx.kestrel.deposit(t, dormant, 'dormant', eth, (w.ledger.balance(dormant, eth) * 95n) / 100n),
  );

  // Template 13: a 0.6 ETH fee.
  const feePayer = w.named('eth.high-fee');
  fund(w.ago(50), feePayer, eth, 6_000);
  at(w.ago(9), (t) => {
    w.ledger.tx(
      t,
      feePayer,
      [
        {
          type: 1,
          from: feePayer,
          to: w.rng.pick(ctx.customers).address,
          asset: eth,
          units: units(w, eth, 1_000, t),
        },
      ],
      {
        fee: 6n * 10n ** 17n,
      },
    );
  });

  // Template 11: 25,000,000 USDC in one transfer (the issuer minted it to the whale).
  const whale = w.named('eth.whale');
  at(w.ago(30), (t) => mint(w, t, whale, usdc, 25_000_000));
  fund(w.ago(29), whale, eth, 500);
  at(w.ago(15), (t) => northwind.deposit(t, whale, 'whale', usdc, w.ledger.balance(whale, usdc)));

  // Templates 6, 25, 26: an ordinary user for workspace lists and tags.
  const plain = w.named('eth.list-candidate');
  fund(w.day(200), plain, eth, 2_000);
  w.every(45 * DAY_MS, w.day(210), (t) =>
    pay(t, plain, w.rng.pick(ctx.customers).address, eth, w.rng.float(50, 200)),
  );

  // A token account: a smart wallet holding USDT for its owner, who moves it with calls.
  const tokenAccount = w.named('eth.token-account');
  const owner = w.named('eth.token-account-owner');
  w.tokenAccount(tokenAccount, owner);
  fund(w.ago(380), owner, eth, 1_000);
  w.every(30 * DAY_MS, w.ago(365), (t) => {
    fund(t, tokenAccount, usdt, w.rng.float(3_000, 6_000));
    at(t + 5 * DAY_MS, (tt) => {
      const to = w.rng.pick(ctx.customers).address;
      const amount = w.ledger.balance(tokenAccount, usdt) / 2n;
      if (amount > 0n)
        w.ledger.tx(tt, owner, [{ type: 4, from: tokenAccount, to, asset: usdt, units: amount }], {
          feeWeight: 3,
        });
    });
  });
}
