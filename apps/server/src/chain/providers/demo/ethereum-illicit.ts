import { type AccountWorld, mint, part, units } from './account-kit.ts';
import type { LedgerAsset } from './account-ledger.ts';
import { type Amm, PayingContract } from './defi.ts';
import type { EthereumContext } from './ethereum-behaviours.ts';
import type { Megahub } from './megahub.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './world.ts';

type Ctx = EthereumContext & {
  amm: Amm;
  megahub: Megahub;
  sportsbook: string;
};

/** Ethereum's illicit side: privacy pool, exchange hack, wallet drainer, phishing, a sanctioned person, gamblers. */
export function ethereumIllicit(w: AccountWorld, ctx: Ctx): void {
  const { eth, usdt, usdc } = ctx;
  const fogbank = privacyPool(w, eth);

  // The Bluefin hack, 200 days before the reference date: the hot wallet's key is stolen.
  const hacker = w.named('eth.hacker');
  w.label(hacker, 'bluefin-hack');
  const hackAt = w.ago(200);
  w.sim.at(hackAt, () => {
    for (const asset of [eth, usdt, usdc]) {
      const stolen = part(w, w.ledger.balance(ctx.bluefin.hot, asset), 0.6, 0.6);
      w.ledger.tx(hackAt, ctx.bluefin.hot, [
        { type: asset.contract ? 4 : 1, from: ctx.bluefin.hot, to: hacker, asset, units: stolen },
      ]);
    }
  });
  w.sim.at(hackAt + 2 * HOUR_MS, () =>
    ctx.amm.sell(hackAt + 2 * HOUR_MS, hacker, usdc, w.ledger.balance(hacker, usdc)),
  );
  w.sim.at(hackAt + 5 * HOUR_MS, () => {
    w.ledger.send(hackAt + 5 * HOUR_MS, hacker, ctx.megahub.address, usdt, units(w, usdt, 200_000, hackAt));
  });
  const behind = w.named('eth.behind-megahub');
  w.sim.at(hackAt + DAY_MS, () =>
    w.ledger.send(hackAt + DAY_MS, ctx.megahub.address, behind, usdt, units(w, usdt, 150_000, hackAt)),
  );
  const mule = w.named('eth.hacker.mule');
  w.sim.at(hackAt + 3 * HOUR_MS, () =>
    w.ledger.send(hackAt + 3 * HOUR_MS, hacker, mule, eth, units(w, eth, 60_000, hackAt)),
  );
  w.sim.at(hackAt + DAY_MS, () =>
    w.ledger.sendUpTo(hackAt + DAY_MS, mule, w.named('eth.hacker-2hop'), eth, units(w, eth, 59_000, hackAt)),
  );
  const deposits = w.n(40, 10);
  for (let i = 0; i < deposits; i++) {
    const t = hackAt + 6 * HOUR_MS + i * 6 * HOUR_MS;
    w.sim.at(t, () => fogbank.deposit(t, hacker, 10, i < 3 ? w.named('eth.mixer-withdrawer') : undefined));
  }
  for (let i = 0; i < 4; i++) {
    const t = hackAt + (12 + i * 2) * DAY_MS;
    w.sim.at(t, () => {
      const last = i === 3;
      const asset = i % 2 === 0 ? usdt : eth;
      const have = w.ledger.balance(hacker, asset);
      ctx.kestrel.deposit(t, hacker, 'hacker', asset, last ? have : part(w, have, 0.4, 0.5));
    });
  }

  // Siphon Drainer: victims approve a malicious contract; the operator pulls their USDC.
  const operator = w.named('eth.siphon.operator');
  const drainer = w.named('eth.siphon.contract');
  w.label(operator, 'siphon');
  w.label(drainer, 'siphon');
  w.contract(drainer);
  mint(w, w.start, operator, eth, 8_000);
  w.spread(w.n(30, 5), w.ago(420), w.ago(60), (t, i) => {
    const victim = i === 0 ? w.named('eth.drain-victim') : w.named(`1.drained${i}`);
    ctx.northwind.withdraw(t, victim, usdc, w.rng.logNormal(6000, 0.8));
    ctx.northwind.withdraw(t + MINUTE_MS, victim, eth, 150);
    const drainAt = t + w.rng.float(1, 20) * DAY_MS;
    w.sim.at(drainAt, () => {
      const all = w.ledger.balance(victim, usdc);
      if (all > 0n)
        w.ledger.tx(drainAt, operator, [{ type: 4, from: victim, to: operator, asset: usdc, units: all }], {
          feeWeight: 3,
        });
    });
  });
  w.every(14 * DAY_MS, w.ago(400), (t) => {
    const have = w.ledger.balance(operator, usdc);
    if (have > 0n) ctx.kestrel.deposit(t, operator, 'siphon', usdc, have);
  });

  // WalletCheck Phishing: retail customers send ETH to a fake support desk, which feeds the privacy pool.
  const phishing = w.named('eth.phishing');
  w.label(phishing, 'phishhook');
  w.spread(w.n(20, 4), w.ago(500), w.ago(30), (t) => {
    const victim = w.rng.pick(ctx.customers);
    if (
      w.ledger.sendUpTo(
        t,
        victim.address,
        phishing,
        eth,
        part(w, w.ledger.balance(victim.address, eth), 0.3, 0.7),
      ) === 0n
    )
      return;
    const oneEth = 10n ** 18n;
    const at = t + 2 * HOUR_MS;
    w.sim.at(at, () => {
      if (w.ledger.balance(phishing, eth) > oneEth + units(w, eth, 50, at)) fogbank.deposit(at, phishing, 1);
    });
  });

  // Marlo Vance, a designated individual, funded through the no-KYC exchange.
  const marlo = w.named('eth.sanctioned-person');
  w.label(marlo, 'marlo-vance', { confidence: 60, validFrom: new Date(w.ago(400)) });
  for (const d of [100, 300, 500]) {
    w.sim.at(w.day(d), () => {
      ctx.kestrel.withdraw(w.day(d), marlo, usdt, 300_000);
      ctx.kestrel.withdraw(w.day(d), marlo, eth, 3_000);
    });
  }
  w.spread(6, w.day(110), w.ago(40), (t) => {
    w.ledger.send(
      t,
      marlo,
      w.rng.pick(ctx.customers).address,
      usdt,
      units(w, usdt, w.rng.logNormal(8000, 0.5), t),
    );
  });
  const counterparty = w.named('eth.sanctioned-counterparty');
  w.sim.at(w.ago(120), () => ctx.northwind.withdraw(w.ago(120), counterparty, eth, 1_500));
  w.sim.at(w.ago(30), () =>
    w.ledger.send(w.ago(30), marlo, counterparty, usdt, units(w, usdt, 25_000, w.ago(30))),
  );
  w.sim.at(w.ago(20), () =>
    ctx.northwind.deposit(
      w.ago(20),
      counterparty,
      'sanctioned-cp',
      usdt,
      w.ledger.balance(counterparty, usdt),
    ),
  );

  // A monthly gambler: bets every month for the last six months, wins some back.
  const gambler = w.named('eth.monthly-gambler');
  w.sim.at(w.ago(200), () => {
    ctx.northwind.withdraw(w.ago(200), gambler, usdt, 30_000);
    ctx.northwind.withdraw(w.ago(200), gambler, eth, 800);
  });
  for (let m = 6; m >= 1; m--) {
    const t = w.ago(m * 30 - 2);
    w.sim.at(t, () =>
      w.ledger.send(t, gambler, ctx.sportsbook, usdt, units(w, usdt, w.rng.float(2000, 4000), t)),
    );
    const paid = t + w.rng.float(1, 4) * DAY_MS;
    w.sim.at(paid, () =>
      w.ledger.send(paid, ctx.sportsbook, gambler, usdt, units(w, usdt, w.rng.float(1000, 5000), paid)),
    );
  }
}

/**
 * Fogbank Privacy Pool: fixed-denomination deposits (contract calls); each withdrawal is a relayer's call paying the
 * recipient (minus the relayer's fee) as internal transactions, 1–5 days later. Labelled Coin Mixer, and Sanctions
 * from its designation until its delisting (a label with a validity period).
 */
function privacyPool(w: AccountWorld, eth: LedgerAsset) {
  const pool = new PayingContract(w, 'eth.mixer-contract', 'fogbank');
  w.label(pool.address, 'fogbank-sdn', {
    confidence: 60,
    validFrom: new Date(w.ago(600)),
    validTo: new Date(w.ago(150)),
  });
  const relayer = w.named('eth.fogbank.relayer');
  mint(w, w.start, relayer, eth, 100_000);
  return {
    address: pool.address,
    deposit(t: number, user: string, denominationEth: number, recipient?: string): void {
      const amount = BigInt(denominationEth * 10) * 10n ** 17n;
      if (!pool.deposit(t, user, eth, amount)) return;
      const out = t + w.rng.float(1, 5) * DAY_MS;
      const to = recipient ?? w.keys.fresh('fogbank-out');
      const fee = amount / 200n;
      w.sim.at(out, () =>
        pool.payout(out, relayer, eth, [
          { to, units: amount - fee },
          { to: relayer, units: fee },
        ]),
      );
    },
  };
}
