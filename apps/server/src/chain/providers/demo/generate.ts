import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../../db/client.ts';
import { refreshPlannerStatistics } from '../../../db/planner-statistics.ts';
import {
  type BalanceInput,
  markSynced,
  PriceBook,
  refreshAddressFacts,
  upsertAssets,
  upsertPrices,
  writeAddressAttributes,
  writeBalances,
  writeBlocks,
  writeClusters,
} from '../../store/index.ts';
import { AccountLedger } from './account-ledger.ts';
import { writeEntities, writeLabels } from './attribution.ts';
import { bitcoinWorld } from './bitcoin.ts';
import { bscWorld } from './bsc.ts';
import { DEMO_CHAINS, type DemoChain } from './chains.ts';
import { DEMO_PROVIDER } from './constants.ts';
import { ethereumWorld } from './ethereum.ts';
import { ChainKeys } from './keys.ts';
import type { LedgerBase } from './ledger.ts';
import { DAY_MS, PriceTable } from './prices.ts';
import { Rng } from './prng.ts';
import { tronWorld } from './tron.ts';
import { UtxoLedger } from './utxo-ledger.ts';
import { ChainWorld, type DemoOptions, WINDOW_DAYS } from './world.ts';

/** Transactions buffered before a write: ~3 transfers each, so a few multi-row INSERTs per flush. */
const FLUSH_EVERY = 2000;

/** Where to generate: the database, and the embedded engine behind it when it is PGlite (bulk loads use COPY). */
export type DemoTarget = { db: Db; pglite?: PGlite | undefined };

export type DemoProgress = (event: { blockchain: number; chain: string; fraction: number }) => void;

export type DemoChainSummary = {
  blockchain: number;
  transactions: number;
  transfers: number;
  addresses: number;
  labels: number;
};
export type DemoSummary = {
  seed: string;
  scale: number;
  now: string;
  chains: DemoChainSummary[];
  entities: number;
  ms: number;
};

/**
 * Generate the demo world into the store: prices, assets and entities, then chain by chain a simulation whose
 * transactions stream to the writer in batches, followed by address flags, facts, clusters, balances, labels and
 * the sync state. Deterministic: same options → identical rows. Call clearDemoWorld first to replace a world.
 */
export async function generateDemoWorld(
  target: DemoTarget,
  options: DemoOptions,
  onProgress?: DemoProgress,
): Promise<DemoSummary> {
  const { db } = target;
  const began = performance.now();
  if (!(options.scale > 0) || !Number.isFinite(options.scale))
    throw new Error('scale must be a positive number');
  if (Number.isNaN(options.now.getTime())) throw new Error('now must be a valid date');
  const startDay = Math.floor(options.now.getTime() / DAY_MS) * DAY_MS - WINDOW_DAYS * DAY_MS;
  // Prices start a day early: a block's timestamp can fall just before the window's first midnight.
  const prices = new PriceTable(options.seed, startDay - DAY_MS, WINDOW_DAYS + 2);
  const priceRows = prices.rows();
  await upsertPrices(db, priceRows);
  const book = new PriceBook(priceRows.map((r) => ({ asset_symbol: r.assetSymbol, day: r.day, usd: r.usd })));
  const entityIds = await writeEntities(db);

  const chains: DemoChainSummary[] = [];
  for (const chain of DEMO_CHAINS) {
    const keys = new ChainKeys(options.seed, chain);
    await upsertAssets(db, [
      {
        blockchain: chain.blockchain,
        symbol: chain.native.symbol,
        name: chain.native.name,
        decimals: chain.native.decimals,
      },
      ...chain.tokens.map((t) => ({
        blockchain: chain.blockchain,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        contractAddress: keys.address(t.contractKey ?? ''),
      })),
    ]);
    chains.push(
      await generateChain(
        target,
        chain,
        keys,
        { ...options, start: startDay },
        prices,
        book,
        entityIds,
        onProgress,
      ),
    );
  }
  await refreshPlannerStatistics(db);
  return {
    seed: options.seed,
    scale: options.scale,
    now: options.now.toISOString(),
    chains,
    entities: entityIds.size,
    ms: Math.round(performance.now() - began),
  };
}

async function generateChain(
  target: DemoTarget,
  chain: DemoChain,
  keys: ChainKeys,
  options: DemoOptions & { start: number },
  prices: PriceTable,
  book: PriceBook,
  entityIds: Map<string, number>,
  onProgress?: DemoProgress,
): Promise<DemoChainSummary> {
  const { db } = target;
  const feeRng = new Rng(`${options.seed}/${chain.blockchain}/fees`);
  const native = { symbol: chain.native.symbol, decimals: chain.native.decimals };
  let transfers = 0;
  const flush = async (ledger: LedgerBase) => {
    const transactions = ledger.drain();
    if (transactions.length === 0) return;
    const result = await writeBlocks(
      db,
      chain.blockchain,
      { native, transactions },
      {
        prices: book,
        ...(target.pglite ? { pglite: target.pglite } : {}),
      },
    );
    transfers += result.transfers;
  };
  const simulate = async <L extends LedgerBase>(world: ChainWorld<L>) => {
    let lastReported = -1;
    await world.sim.run(async (t) => {
      if (world.ledger.pending.length >= FLUSH_EVERY) await flush(world.ledger);
      const fraction = Math.floor(((t - world.start) / (world.now - world.start)) * 100) / 100;
      if (onProgress && fraction > lastReported) {
        lastReported = fraction;
        onProgress({ blockchain: chain.blockchain, chain: chain.name, fraction });
      }
    });
    await flush(world.ledger);
    onProgress?.({ blockchain: chain.blockchain, chain: chain.name, fraction: 1 });
  };
  /** The chain's world on `ledger`, populated and simulated, with its addresses' attributes and facts written. */
  const simulatedWorld = async <L extends LedgerBase>(ledger: L, populate: (w: ChainWorld<L>) => void) => {
    const w = new ChainWorld(chain, options, keys, prices, ledger, options.start);
    populate(w);
    await simulate(w);
    await writeAddressAttributes(db, chain.blockchain, [...w.attributes.values()]);
    await refreshAddressFacts(db, chain.blockchain);
    return w;
  };

  let world: ChainWorld<UtxoLedger> | ChainWorld<AccountLedger>;
  const balances: BalanceInput[] = [];
  let clusterIds = new Map<string, number>();
  if (chain.family === 'utxo') {
    const w = await simulatedWorld(new UtxoLedger(chain, keys, prices, feeRng), bitcoinWorld);
    world = w;
    clusterIds = await writeClusters(db, chain.blockchain, w.ledger.clusters());
    for (const b of w.ledger.allBalances())
      balances.push({
        address: b.address,
        assetSymbol: native.symbol,
        balance: fmt(b.units, native.decimals),
      });
  } else {
    const populate = chain.blockchain === 1 ? ethereumWorld : chain.blockchain === 10 ? tronWorld : bscWorld;
    const w = await simulatedWorld(new AccountLedger(chain, keys, prices, feeRng), populate);
    world = w;
    const symbolOf = new Map(chain.tokens.map((t) => [keys.address(t.contractKey ?? ''), t]));
    for (const b of w.ledger.allBalances()) {
      if (w.ledger.isMint(b.address)) continue;
      const token = b.contract ? symbolOf.get(b.contract) : undefined;
      balances.push({
        address: b.address,
        assetSymbol: token?.symbol ?? native.symbol,
        assetContract: b.contract,
        balance: fmt(b.units, token?.decimals ?? native.decimals),
      });
    }
  }
  await writeBalances(db, chain.blockchain, balances, book);
  const labels = await writeLabels(db, chain.blockchain, world, entityIds, clusterIds);
  const last = world.ledger.lastBlock;
  await markSynced(db, {
    blockchain: chain.blockchain,
    provider: DEMO_PROVIDER,
    lastBlock: last?.number ?? null,
    lastBlockTime: last?.time ?? null,
  });
  const count = await db
    .selectFrom('chain_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('blockchain', '=', chain.blockchain)
    .executeTakeFirstOrThrow();
  return {
    blockchain: chain.blockchain,
    transactions: world.ledger.transactionCount,
    transfers,
    addresses: Number(count.n),
    labels,
  };
}

function fmt(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${units / scale}${fraction ? `.${fraction}` : ''}`;
}
